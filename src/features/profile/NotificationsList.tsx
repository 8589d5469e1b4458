/**
 * The notifications of the profile panel (docs/product-rules.md#notifications): 6 skeletons while they load,
 * each type shown as that rule says with a link to what it is about (the incidence, the request,
 * the service), and a Spanish message with a retry when the call fails.
 */
import { Alert, Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Notificacion } from '../../api/generated/model';
import type { ApiError } from '../../api/http';
import { iconSizes } from '../../lib/iconSizes';
import {
  formatNotificationDate,
  notificationDisplay,
  notificationSkeletonCount,
  notificationTexts,
} from './notificationDisplay';
import type { NotificationTarget } from './notificationTarget';

interface NotificationsState {
  data?: { items: readonly Notificacion[] } | undefined;
  isPending: boolean;
  isError: boolean;
  error: ApiError | null;
  refetch(): unknown;
}

interface NotificationsListProps {
  query: NotificationsState;
  /** Where each notification leads, if anywhere. */
  targetOf?: (notification: Notificacion) => NotificationTarget | null;
  /** Called when a link is followed (the panel closes). */
  onOpenTarget?: () => void;
}

export function NotificationsList({ query, targetOf, onOpenTarget }: NotificationsListProps) {
  if (query.isError) {
    return (
      <Alert color="red" variant="light" title={notificationTexts.failed}>
        {query.error?.message && <Text size="sm">{query.error.message}</Text>}
        <Button size="xs" variant="light" mt="xs" onClick={() => void query.refetch()}>
          {notificationTexts.retry}
        </Button>
      </Alert>
    );
  }
  if (query.isPending || !query.data) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label={notificationTexts.loading} role="status">
        {Array.from({ length: notificationSkeletonCount }, (_, i) => (
          <Skeleton key={i} height={76} radius="sm" data-testid="notification-skeleton" />
        ))}
      </Stack>
    );
  }
  if (query.data.items.length === 0) {
    return <Text c="gray.7">{notificationTexts.empty}</Text>;
  }
  return (
    <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {query.data.items.map((notification) => (
        <NotificationItem
          key={notification.id}
          notification={notification}
          target={targetOf?.(notification) ?? null}
          onOpenTarget={onOpenTarget}
        />
      ))}
    </Stack>
  );
}

function NotificationItem({
  notification,
  target,
  onOpenTarget,
}: {
  notification: Notificacion;
  target: NotificationTarget | null;
  onOpenTarget: (() => void) | undefined;
}) {
  const display = notificationDisplay(notification);
  return (
    <Paper
      component="li"
      withBorder
      p="sm"
      radius="sm"
      data-type={notification.type}
      data-highlighted={display.highlighted || undefined}
      bg={display.highlighted ? 'red.0' : undefined}
      style={
        display.highlighted ? { borderColor: 'var(--mantine-color-red-7)', borderLeftWidth: 4 } : undefined
      }
    >
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Text fw={700} size="sm" c={display.highlighted ? 'red.9' : undefined}>
          {display.title}
        </Text>
        {notification.isNew && (
          <Badge size="sm" color="brand">
            {notificationTexts.newBadge}
          </Badge>
        )}
      </Group>
      <Text size="xs" c="gray.7">
        {[formatNotificationDate(notification.date), notification.clientName].filter(Boolean).join(' · ')}
      </Text>
      <Text size="sm" mt={4}>
        {notification.message}
      </Text>
      {display.footer && (
        <Text size="xs" mt={4} fw={600}>
          {display.footer}
        </Text>
      )}
      {target && (
        <Anchor component={Link} to={target.to} onClick={onOpenTarget} size="sm" mt={6} display="inline-flex">
          <Group gap={4} wrap="nowrap" component="span">
            {target.label}
            <IconArrowRight size={iconSizes.xs} aria-hidden />
          </Group>
        </Anchor>
      )}
    </Paper>
  );
}
