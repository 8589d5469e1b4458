/**
 * The KPI cards of a screen (`kpis` of a grid, the home's KPIs). Which KPIs show, in which order
 * and with which titles is the selected client's KPI configuration, which the server applies to
 * /kpis and /homekpis (defaults when the client has none); the strip shows what it answers. A
 * client without service directions yet still sees its configured KPIs, at 0 and "Sin datos
 * todavía" (asked with no directions, for its `clientId`).
 * Self-contained: it reads the selected client, and the year and center from the URL. Plain Mantine,
 * no chart library: it is on the signed-in home.
 */
import { Alert, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowDownRight, IconArrowRight, IconArrowUpRight, IconChevronRight } from '@tabler/icons-react';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import type { Kpi } from '../../api/generated/model';
import { CardLink } from '../../components/CardLink';
import { useLookupsMayAsk } from '../../components/rowsFirst';
import type { KpiSpec, ListLink } from '../../language';
import { callArgs, requestArgs } from '../../language/callArgs';
import { useListHref } from '../../language/listLinks';
import { contractRequest } from '../../language/requestDefaults';
import { useCall } from '../../language/useCall';
import { formatQuantity, unitSymbol } from '../../lib/format';
import { iconSizes } from '../../lib/iconSizes';
import { screenParams } from '../../lib/screenParams';
import { texts } from '../../lib/texts';
import { useSelectedClient } from '../../session/SelectedClientProvider';
import { KpiPeriodLine } from './KpiPeriodLine';
import { kpiInputs } from './kpiInputs';

const t = texts.kpis;
const cols = { base: 1, xs: 2, md: 3, xl: 6 };

export default function KpiStrip({ spec }: { spec: KpiSpec }) {
  const headingId = useId();
  const periodId = useId();
  const { serviceDirectionIds, directionsLoading, selection } = useSelectedClient();
  const [search] = useSearchParams();
  // The request the config leaves out comes from the contract's table (2-3 KiB, part of the home:
  // loaded on demand it would hold the home's KPIs back by a round trip).
  const request = contractRequest(spec.call, spec.request);
  const clientId = selection?.client.clientId;
  const inputs = kpiInputs(search, serviceDirectionIds, new Date(), clientId, request);
  const noDirections = !directionsLoading && serviceDirectionIds.length === 0;
  const directionsField = typeof request?.body === 'object' ? request.body.serviceDirections : undefined;
  const args =
    noDirections && clientId !== undefined && directionsField
      ? requestArgs(request, inputs, { [directionsField]: [] })
      : callArgs(request, inputs);
  const hrefOf = useKpiHref(spec, inputs);
  // Beside a grid, after its first page (rowsFirst.ts).
  const mayAsk = useLookupsMayAsk();
  const query = useCall(spec.call, mayAsk ? args : null);
  const items = query.data?.items;

  return (
    <section
      aria-labelledby={spec.title ? headingId : undefined}
      aria-label={spec.title ? undefined : t.label}
      aria-describedby={periodId}
    >
      {spec.title && (
        <Title order={2} size="h3" mb="sm" id={headingId}>
          {spec.title}
        </Title>
      )}
      <KpiPeriodLine request={request} id={periodId} />
      {query.isError ? (
        <Alert color="red" title={t.loadFailed}>
          {query.error.message}
        </Alert>
      ) : noDirections && clientId === undefined ? (
        // No client to count for: no call, no endless skeleton.
        <Text c="gray.7">{t.empty}</Text>
      ) : !items ? (
        <SimpleGrid cols={cols} aria-busy>
          {/* A card's height (title, value and trend line): the cards take their place unmoved. */}
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} h={112} radius="md" />
          ))}
        </SimpleGrid>
      ) : items.length === 0 ? (
        <Text c="gray.7">{t.empty}</Text>
      ) : (
        <SimpleGrid cols={cols}>
          {items.map((kpi) => (
            <KpiCard key={kpi.clave} kpi={kpi} noData={noDirections} href={hrefOf(kpi.clave)} />
          ))}
        </SimpleGrid>
      )}
    </section>
  );
}

const trendIcons = { up: IconArrowUpRight, down: IconArrowDownRight, same: IconArrowRight } as const;

/**
 * Where each card leads (KpiSpec `links`): its list, with the year, center and dates the cards
 * count, under its quick filter; null for a card without a link.
 */
function useKpiHref(spec: KpiSpec, inputs: ReturnType<typeof kpiInputs>) {
  const listHref = useListHref();
  return (clave: string): string | null => {
    const link = (spec.links as Readonly<Record<string, ListLink | undefined>> | undefined)?.[clave];
    if (!link) return null;
    const params: Record<string, string> = {};
    if (typeof inputs.year === 'number') params[screenParams.year.name] = String(inputs.year);
    if (typeof inputs.center === 'string') params[screenParams.center.name] = inputs.center;
    const dates = inputs.dateRange as { desde: string | null; hasta: string | null } | undefined;
    if (dates?.desde) params[screenParams.from.name] = dates.desde;
    if (dates?.hasta) params[screenParams.to.name] = dates.hasta;
    if (link.quickFilter) params[screenParams.quickFilter.name] = link.quickFilter.id;
    return listHref(link.list, params);
  };
}

function KpiCard({ kpi, noData, href }: { kpi: Kpi; noData: boolean; href: string | null }) {
  const titleId = useId();
  const change = kpi.variacion;
  const negativeAmount = kpi.valor < 0 && unitSymbol(kpi.unidad) === '€';
  const content = (
    <Stack gap={4}>
      <Group gap={4} justify="space-between" wrap="nowrap" align="flex-start">
        <Text size="sm" c="gray.7" id={titleId}>
          {kpi.titulo}
        </Text>
        {href && <IconChevronRight size={iconSizes.sm} aria-hidden style={{ flexShrink: 0 }} />}
      </Group>
      <Text fw={700} size="xl">
        {formatQuantity(kpi.valor, kpi.unidad)}
      </Text>
      {negativeAmount && (
        <Text size="xs" c="gray.7">
          {t.negativeAmount}
        </Text>
      )}
      {noData ? (
        <Text size="xs" c="gray.7">
          {t.noDataYet}
        </Text>
      ) : change === null ? (
        <Text size="xs" c="gray.7">
          {t.noComparison}
        </Text>
      ) : (
        <Trend change={change} />
      )}
    </Stack>
  );
  // A card with a list is a link to it (its whole text its name), one without only a group.
  return (
    <CardLink
      href={href}
      p="md"
      {...(href ? {} : { role: 'group', 'aria-labelledby': titleId })}
      data-kpi={kpi.clave}
    >
      {content}
    </CardLink>
  );
}

/** The change against the previous year: an arrow that follows its sign, and the same in words. */
function Trend({ change }: { change: number }) {
  const trend = change > 0 ? 'up' : change < 0 ? 'down' : 'same';
  const Arrow = trendIcons[trend];
  return (
    <Group gap={4} wrap="nowrap" data-trend={trend}>
      <Arrow size={iconSizes.xs} aria-hidden style={{ flexShrink: 0 }} />
      <Text size="xs" c="gray.7">
        {t.trend[trend](formatQuantity(Math.abs(change), '%'))}
      </Text>
    </Group>
  );
}
