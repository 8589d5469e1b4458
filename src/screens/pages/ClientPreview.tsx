/**
 * A client's portal as its users see it, beside the forms that configure it (Administración ›
 * Configuración de cliente): the top navigation, the home KPI strip and the services grid's columns,
 * worked out by the same code the portal runs (navLinksFor, KpiStrip, useVisibleColumns) with that
 * client selected (SelectedClientPreview) and its saved configuration. It follows the client chosen
 * in the configuration forms beside it (pickedRecords), and a save refreshes it.
 */
import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { screens } from '../../../screens.config';
import { useAdminClientsList } from '../../api/generated/admin/admin';
import type { Cliente } from '../../api/generated/model';
import { useGetClienteMenu } from '../../api/generated/notifications/notifications';
import { useVisibleColumns } from '../../features/grid/useVisibleColumns';
import KpiStrip from '../../features/kpis/KpiStrip';
import { usePicked } from '../../features/schemaForm/pickedRecords';
import type { GridSpec, ScreenBody } from '../../language';
import { navLinksFor } from '../../language/access';
import { texts } from '../../lib/texts';
import { SelectedClientPreview, useSelectedClient } from '../../session/SelectedClientProvider';

const t = texts.clientPreview;
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

/** The preview follows the client last chosen in the configuration forms of its screen. */
export default function ClientPreview() {
  const picked = usePicked('adminClientsList');
  const clients = useAdminClientsList({ query: { staleTime: 60_000 } });
  const client = clients.data?.items.find((item) => picked && item.clientId === picked.clientId);
  return (
    <Stack gap="md">
      <Text size="sm">{t.intro}</Text>
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
