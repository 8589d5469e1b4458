/**
 * The notifications of the profile panel (spec sections 2, 4 and 6): 6 skeletons while they load,
 * each type shown as section 4 says, and a Spanish message with a retry when the call fails.
 */
import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { Notificacion } from '../../api/generated/model';
import type { ApiError } from '../../api/http';
import {
  formatNotificationDate,
  notificationDisplay,
  notificationSkeletonCount,
  notificationTexts,
} from './notificationDisplay';

export interface NotificationsState {
  data?: { items: readonly Notificacion[] } | undefined;
  isPending: boolean;
  isError: boolean;
  error: ApiError | null;
  refetch(): unknown;
}

export function NotificationsList({ query }: { query: NotificationsState }) {
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
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
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
        <NotificationItem key={notification.id} notification={notification} />
      ))}
    </Stack>
  );
}

function NotificationItem({ notification }: { notification: Notificacion }) {
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
    </Paper>
  );
}
