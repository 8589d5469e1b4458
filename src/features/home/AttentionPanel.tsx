/**
 * The home's "what needs my attention" (HomeSpec `attention`): overdue and unpaid invoices,
 * pro-formas to answer, open incidences and service requests, over every date, each a link to its
 * list already filtered (its quick filter), whose total is the same count. Plain Mantine: it is on
 * the signed-in home.
 */
import { Alert, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useId } from 'react';
import type { Atencion } from '../../api/generated/model';
import { CardLink } from '../../components/CardLink';
import type { AttentionSpec } from '../../language';
import { callArgs } from '../../language/callArgs';
import { useListHref } from '../../language/listLinks';
import { contractRequest } from '../../language/requestDefaults';
import { useCall } from '../../language/useCall';
import { formatNumber, formatQuantity } from '../../lib/format';
import { iconSizes } from '../../lib/iconSizes';
import { screenParams } from '../../lib/screenParams';
import { texts } from '../../lib/texts';
import { useSelectedClient } from '../../session/SelectedClientProvider';

const t = texts.home.attention;
const cols = { base: 1, xs: 2, md: 3, lg: 5 };

export function AttentionPanel({ spec }: { spec: AttentionSpec }) {
  const headingId = useId();
  const { serviceDirectionIds, directionsLoading, selection } = useSelectedClient();
  const request = contractRequest(spec.call, undefined);
  const clientName = selection?.client.client;
  const ready = !directionsLoading && serviceDirectionIds.length > 0 && clientName !== undefined;
  const query = useCall(
    spec.call,
    ready ? callArgs(request, { serviceDirections: serviceDirectionIds, clientName }) : null,
  );
  const listHref = useListHref();
  const hrefOf = (item: Atencion) => {
    const link = spec.links[item.clave];
    const params = link.quickFilter ? { [screenParams.quickFilter.name]: link.quickFilter.id } : {};
    return listHref(link.list, params);
  };
  const items = query.data?.items;

  if (!directionsLoading && serviceDirectionIds.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <Title order={2} size="h3" mb={4} id={headingId}>
        {t.title}
      </Title>
      <Text size="sm" c="gray.7" mb="sm">
        {t.scope}
      </Text>
      {query.isError ? (
        <Alert color="red" title={t.failed}>
          {query.error.message}
        </Alert>
      ) : !items ? (
        <SimpleGrid cols={cols} aria-busy>
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} h={92} radius="md" />
          ))}
        </SimpleGrid>
      ) : (
        <SimpleGrid cols={cols} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map((item) => (
            <li key={item.clave}>
              <AttentionCard item={item} href={hrefOf(item)} />
            </li>
          ))}
        </SimpleGrid>
      )}
    </section>
  );
}

function AttentionCard({ item, href }: { item: Atencion; href: string | null }) {
  const pending = item.cantidad > 0;
  const content = (
    <Stack gap={2}>
      <Group gap={4} justify="space-between" wrap="nowrap" align="flex-start">
        <Text size="sm" fw={500}>
          {item.titulo}
        </Text>
        {href && <IconChevronRight size={iconSizes.sm} aria-hidden style={{ flexShrink: 0 }} />}
      </Group>
      <Text fw={700} size="xl" c={pending ? undefined : 'gray.7'}>
        {pending ? formatNumber(item.cantidad) : t.none}
      </Text>
      {pending && item.importe !== null && (
        <Text size="xs" c="gray.7">
          {/* Below zero, the company owes the client (it buys a regenera client's oil). */}
          {item.importe < 0
            ? t.inFavour(formatQuantity(-item.importe, 'EUR'))
            : formatQuantity(item.importe, 'EUR')}
        </Text>
      )}
    </Stack>
  );
  return (
    <CardLink
      href={href}
      p="sm"
      h="100%"
      data-attention={item.clave}
      data-pending={(href !== null && pending) || undefined}
    >
      {content}
    </CardLink>
  );
}
