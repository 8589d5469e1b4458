/**
 * Usage statistics (page views and interactions of the last 18 months) and the administration
 * logs, so the statistics and logs screens have history to show.
 */
import { adminLogs, usageEvents } from '../db/schema';
import { isAdmin } from '../generated/roles';
import { bulkInsert } from './bulkInsert';
import type { SeedContext } from './context';
import { adminActions } from './data/texts';
import { isoDate, madridInstant, weekdayOf } from './dates';
import type { Random } from './random';
import type { SeededClient, Structure } from './structure';
import { type SeededUser, visibleCenters } from './users';

type UsageRow = typeof usageEvents.$inferInsert;
type Action = UsageRow['action'];

const historyDays = 548;

/** How often each demo account opens the portal on a working day; other users are less active. */
const demoActivity: Record<string, number> = {
  'cliente@demo.es': 0.5,
  'gestor@demo.es': 0.6,
  'regenera@demo.es': 0.45,
  'digital@demo.es': 0.35,
  'admin@demo.es': 0.4,
  'superadmin@demo.es': 0.25,
};

interface PageUse {
  page: string;
  weight: number;
  /** Interactions the page offers, with a detail for the log. */
  actions?: readonly {
    action: Action;
    detalle: (day: number, client: SeededClient, random: Random) => string;
  }[];
}

const month = (day: number) => isoDate(day).slice(0, 7);

const normalPages: readonly PageUse[] = [
  {
    page: '/services',
    weight: 5,
    actions: [
      { action: 'export', detalle: (day) => `servicios-${month(day)}.xlsx` },
      { action: 'send', detalle: () => 'Envío del listado de servicios' },
    ],
  },
  { page: '/contacts', weight: 1 },
  {
    page: '/reports',
    weight: 2,
    actions: [{ action: 'export', detalle: (day) => `informe-residuos-${month(day)}.xlsx` }],
  },
  {
    page: '/files',
    weight: 2,
    actions: [
      { action: 'download', detalle: (day) => `Memoria_anual_de_residuos_${isoDate(day).slice(0, 4)}.pdf` },
      { action: 'upload', detalle: () => 'Plan_de_gestion_de_residuos.pdf' },
    ],
  },
  { page: '/actions', weight: 1 },
  {
    page: '/files-search-results',
    weight: 0.7,
    actions: [
      {
        action: 'search',
        detalle: (_, __, random) => random.pick(['aceite', 'factura', 'albarán', 'DI', 'certificado']),
      },
    ],
  },
];

const regeneraPages: readonly PageUse[] = [
  {
    page: '/services-regenera',
    weight: 5,
    actions: [{ action: 'export', detalle: (day) => `servicios-regenera-${month(day)}.xlsx` }],
  },
  {
    page: '/traceability',
    weight: 3,
    actions: [{ action: 'export', detalle: (day) => `trazabilidad-${month(day)}.xlsx` }],
  },
  { page: '/geolocation', weight: 2 },
  { page: '/reports-regenera', weight: 1.5 },
  {
    page: '/files',
    weight: 1,
    actions: [{ action: 'download', detalle: () => 'Certificado_anual_de_regeneracion.pdf' }],
  },
  { page: '/contacts', weight: 0.5 },
  { page: '/actions', weight: 0.7 },
];

const digitalizedPages: readonly PageUse[] = [
  {
    page: '/digitalized/dservices',
    weight: 3,
    actions: [{ action: 'export', detalle: (day) => `servicios-${month(day)}.xlsx` }],
  },
  {
    page: '/digitalized/dfiles',
    weight: 2,
    actions: [{ action: 'download', detalle: () => 'Contrato_marco_de_servicios.pdf' }],
  },
];

export interface UsageHistory {
  rows: UsageRow[];
  /** Each user's last event: their `ultimoAcceso`. */
  lastAccess: Map<string, Date>;
}

export function planUsageEvents(
  ctx: SeedContext,
  structure: Structure,
  seeded: readonly SeededUser[],
): UsageHistory {
  const random = ctx.random.fork('usage');
  const events: { at: Date; row: Omit<UsageRow, 'id'> }[] = [];
  const clientById = new Map(structure.clients.map((c) => [c.clientId, c]));
  for (let day = ctx.today - historyDays; day <= ctx.today; day++) {
    const weekend = weekdayOf(day) === 0 || weekdayOf(day) === 6;
    for (const user of seeded) {
      if (!user.registrado || day > user.activeUntil || day < dayOf(user.createdAt)) continue;
      const rate = (demoActivity[user.email] ?? 0.15) * (weekend ? 0.1 : 1);
      if (!random.chance(rate)) continue;
      const admin = isAdmin(user.role);
      const own = [...user.clientIds, ...user.digitalizedClientIds];
      const client = clientById.get(
        own.length > 0 ? random.pick(own) : random.pick(structure.clients).clientId,
      );
      if (!client) continue;
      const digitalized =
        user.digitalizedClientIds.includes(client.clientId) && !user.clientIds.includes(client.clientId);
      const pages = digitalized ? digitalizedPages : client.regenera ? regeneraPages : normalPages;
      let minute = random.int(8 * 60, 17 * 60 + 30);
      const log = (page: string, action: Action, detalle: string | null, centro: string | null = null) => {
        const at = madridInstant(day, minute);
        events.push({
          at,
          row: {
            fecha: at,
            oid: user.oid,
            email: user.email,
            empresa: user.empresa,
            role: user.role,
            page,
            client: client.client,
            centro,
            action,
            detalle,
          },
        });
        minute += random.float(0.5, 6);
      };
      log(digitalized ? '/digitalized/dservices' : '/', 'view', null);
      if (admin && random.chance(0.7)) log('/administration/admin-dashboard', 'view', null);
      const views = random.int(1, 5);
      for (let v = 0; v < views; v++) {
        const use = random.weighted(pages, (p) => p.weight);
        const centro = random.chance(0.3) ? random.pick(visibleCenters(user, client)).nombre : null;
        log(use.page, 'view', null, centro);
        if (use.actions && random.chance(0.35)) {
          const action = random.pick(use.actions);
          log(use.page, action.action, action.detalle(day, client, random), centro);
        }
      }
    }
  }
  events.sort((a, b) => a.at.getTime() - b.at.getTime());
  const lastAccess = new Map<string, Date>();
  const rows = events.map((event, i) => {
    lastAccess.set(event.row.oid, event.at);
    return { id: i + 1, ...event.row };
  });
  return { rows, lastAccess };
}

export async function insertUsageEvents(ctx: SeedContext, history: UsageHistory): Promise<void> {
  for (let i = 0; i < history.rows.length; i += 2000) {
    await bulkInsert(ctx.db, usageEvents, history.rows.slice(i, i + 2000));
  }
}

/**
 * Administration logs: the creation of each client (its centers and CIFs) and a year of general
 * entries by the administrators and the portal's own processes.
 */
export async function seedAdminLogs(
  ctx: SeedContext,
  structure: Structure,
  seeded: readonly SeededUser[],
  templateCreations: readonly { day: number; client: SeededClient }[],
): Promise<number> {
  const random = ctx.random.fork('adminLogs');
  const admins = seeded.filter((u) => isAdmin(u.role)).map((u) => u.email);
  const entries: Omit<typeof adminLogs.$inferInsert, 'id'>[] = [];
  for (const client of structure.clients) {
    const at = client.createdAt.getTime();
    const usuario = random.pick(admins);
    entries.push(
      {
        kind: 'clientCreation',
        fecha: new Date(at),
        nivel: 'info',
        usuario,
        accion: 'Alta de cliente',
        detalle: `Cliente ${client.client} (id ${client.clientId}) dado de alta${client.regenera ? ' como cliente Regenera' : ''}${client.digitalized ? ' como cliente digitalizado' : ''}.`,
      },
      {
        kind: 'clientCreation',
        fecha: new Date(at + 5 * 60_000),
        nivel: 'info',
        usuario,
        accion: 'Alta de CIF',
        detalle: client.nifs
          .map((n) => `${n.nif} ${n.razonSocial}${n.principal ? ' (principal)' : ''}`)
          .join('; '),
      },
      {
        kind: 'clientCreation',
        fecha: new Date(at + 12 * 60_000),
        nivel: 'info',
        usuario,
        accion: 'Creación de centros',
        detalle: `${client.centers.length} centros y ${client.directions.length} direcciones de servicio creados.`,
      },
    );
  }
  for (const { day, client } of templateCreations) {
    entries.push({
      kind: 'clientCreation',
      fecha: madridInstant(day, 10 * 60 + 5),
      nivel: 'info',
      usuario: random.pick(admins),
      accion: 'Creación de plantilla de cliente',
      detalle: `Plantilla de menú, KPI y columnas de servicios creada para ${client.client}.`,
    });
  }
  const userEmails = seeded.map((u) => u.email);
  for (let day = ctx.today - 365; day <= ctx.today; day++) {
    if (weekdayOf(day) === 0 || !random.chance(0.45)) continue;
    const template = random.pick(adminActions);
    const system =
      template.nivel !== 'info' && template.accion !== 'Intento de acceso a cliente no permitido';
    entries.push({
      kind: 'general',
      fecha: madridInstant(day, random.int(8 * 60, 19 * 60)),
      nivel: template.nivel,
      usuario: system ? null : random.pick(admins),
      accion: template.accion,
      detalle: template.detalle
        .replace('{user}', random.pick(userEmails))
        .replace('{client}', random.pick(structure.clients).client),
    });
  }
  const sorted = entries
    .map((entry, order) => ({ entry, order }))
    .sort(
      (a, b) => (a.entry.fecha as Date).getTime() - (b.entry.fecha as Date).getTime() || a.order - b.order,
    );
  await bulkInsert(
    ctx.db,
    adminLogs,
    sorted.map(({ entry }, i) => ({ id: i + 1, ...entry })),
  );
  return sorted.length;
}

function dayOf(date: Date): number {
  return Math.floor(date.getTime() / 86_400_000);
}
