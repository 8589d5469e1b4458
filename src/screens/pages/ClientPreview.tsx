/**
 * A client's portal as its users see it, beside the forms that configure it (Administración ›
 * Configuración de cliente, Banners, and the onboarding's review): the top navigation, the home KPI
 * strip, the services grid's columns and the home banners meant for it today, worked out by the same
 * code the portal runs (navLinksFor, KpiStrip, useVisibleColumns) with that client selected
 * (SelectedClientPreview) and its saved configuration. It follows the client chosen in the forms
 * beside it (pickedRecords; the onboarded one in the guided flow), or one picked here, and a save
 * refreshes it.
 */
import { Alert, Anchor, Badge, Button, Card, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { screens } from '../../../screens.config';
import { useAdminBanners, useAdminClientsList } from '../../api/generated/admin/admin';
import type { Cliente } from '../../api/generated/model';
import { useGetClienteMenu } from '../../api/generated/notifications/notifications';
import { useVisibleColumns } from '../../features/grid/useVisibleColumns';
import KpiStrip from '../../features/kpis/KpiStrip';
import { RecordPicker } from '../../features/schemaForm/PickerWidget';
import { usePicked } from '../../features/schemaForm/pickedRecords';
import type { GridSpec, ScreenBody } from '../../language';
import { navLinksFor } from '../../language/access';
import { formatDate } from '../../lib/format';
import { SelectedClientPreview, useSelectedClient } from '../../session/SelectedClientProvider';
import { clientPreviewTexts } from './clientPreviewTexts';

const t = clientPreviewTexts;
/** A client's users: a client (role 0) sees what the client's configuration gives. */
const clientRole = 0;

/** The first grid of a body that a client's column configuration orders (the services list). */
function configuredGrid(body: ScreenBody): GridSpec | undefined {
  if (body.kind === 'grid') return body.columnsConfig ? body : undefined;
  if (body.kind === 'tabs') {
    for (const tab of body.tabs) {
      const grid = configuredGrid(tab.body);
      if (grid) return grid;
    }
  }
  return undefined;
}

const servicesGrid = configuredGrid(screens.services.body);
const homeKpis = screens.home.body.kind === 'home' ? screens.home.body.kpis : undefined;

/** The preview follows the client last chosen in the forms of its screen, or one picked here. */
export default function ClientPreview() {
  const picked = usePicked('adminClientsList');
  const [own, setOwn] = useState<unknown>(null);
  const clients = useAdminClientsList({ query: { staleTime: 60_000 } });
  const chosen = picked?.clientId ?? own;
  const client = clients.data?.items.find((item) => chosen !== null && item.clientId === chosen);
  return (
    <Stack gap="md">
      <Text size="sm">{t.intro}</Text>
      {!picked && (
        <div style={{ maxWidth: 420 }}>
          <RecordPicker
            picker={{ operation: 'adminClientsList', value: 'clientId', label: 'client', detail: 'cif' }}
            id="client-preview-client"
            label={t.client}
            value={own}
            onChange={setOwn}
            numeric
            multiple={false}
            emptyValue={null}
          />
        </div>
      )}
      {client ? (
        <SelectedClientPreview client={client}>
          <Preview client={client} />
        </SelectedClientPreview>
      ) : (
        <Text size="sm" c="dimmed">
          {t.pick}
        </Text>
      )}
    </Stack>
  );
}

function Preview({ client }: { client: Cliente }) {
  const { selection } = useSelectedClient();
  const menu = useGetClienteMenu(
    { clientId: client.clientId },
    { query: { enabled: !client.digitalized, retry: false } },
  );
  const links = navLinksFor(screens, {
    role: clientRole,
    selection,
    menuEntries: menu.data?.menuEntries ?? null,
  });
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="lg">
        <section aria-label={t.nav}>
          <Title order={3} size="h5" mb="xs">
            {t.nav}
          </Title>
          {/* The links as the header shows them, inert: a preview does not navigate. */}
          <Group gap={4} role="list" aria-label={t.navLabel}>
            {links.map((link) => (
              <Button key={link.path} component="span" role="listitem" variant="subtle" px="sm">
                {link.label}
              </Button>
            ))}
          </Group>
        </section>
        {client.digitalized ? (
          <Alert color="gray">{t.digitalized}</Alert>
        ) : (
          <>
            {homeKpis && (
              <section aria-label={t.kpis}>
                <Title order={3} size="h5" mb="xs">
                  {t.kpis}
                </Title>
                <KpiStrip spec={homeKpis} />
              </section>
            )}
            {servicesGrid && <Columns grid={servicesGrid} />}
          </>
        )}
        <Banners clientId={client.clientId} />
      </Stack>
    </Paper>
  );
}

function Columns({ grid }: { grid: GridSpec }) {
  const columns = useVisibleColumns(grid);
  return (
    <section aria-label={t.columns}>
      <Title order={3} size="h5" mb="xs">
        {t.columns}
      </Title>
      <Group gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
        {columns.map((column, index) => (
          <Badge key={column.key} component="li" variant="light" size="lg" tt="none">
            {index + 1}. {column.header}
          </Badge>
        ))}
      </Group>
    </section>
  );
}

/**
 * The home banners the client's users see today: those for every client or for this one (the API's
 * rule for /homebanner); one meant only for users who may raise requests says so.
 */
function Banners({ clientId }: { clientId: number }) {
  const banners = useAdminBanners({ kind: 'home' }, { query: { staleTime: 0 } });
  const shown = (banners.data?.items ?? []).filter(
    (banner) => banner.vigente && (banner.clientIds.length === 0 || banner.clientIds.includes(clientId)),
  );
  return (
    <section aria-label={t.banners}>
      <Title order={3} size="h5" mb="xs">
        {t.banners}
      </Title>
      {banners.data && shown.length === 0 && (
        <Text size="sm" c="gray.7">
          {t.noBanners}
        </Text>
      )}
      <Stack gap="xs">
        {shown.map((banner) => (
          <Card key={banner.id} withBorder radius="md" padding="sm" data-banner={banner.id}>
            <Text size="sm">{banner.description}</Text>
            <Group gap="xs" mt={4}>
              {banner.link && (
                <Anchor href={banner.link} target="_blank" rel="noopener noreferrer" size="sm">
                  {banner.link}
                </Anchor>
              )}
              {banner.soloSolicitantes && (
                <Badge variant="light" size="sm" tt="none">
                  {t.requestersOnly}
                </Badge>
              )}
              {banner.hasta && (
                <Badge variant="light" color="gray" size="sm" tt="none">
                  {t.until(formatDate(banner.hasta))}
                </Badge>
              )}
            </Group>
          </Card>
        ))}
      </Stack>
    </section>
  );
}
