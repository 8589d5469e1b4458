/**
 * Profile-panel notifications of the last 90 days (some already seen), and the portal's
 * configuration: banners, per-client menus and per-client KPI, column and action settings.
 */
import { banners, clientConfigs, clientMenus, notifications, notificationsSeen } from '../db/schema';
import { isAdmin, isClient } from '../generated/roles';
import type { SeedContext } from './context';
import { errorNotifications, homeBanners, ticketBanners } from './data/texts';
import { madridInstant, spanishDate } from './dates';
import type { RequestRecord } from './requests';
import type { ServicesResult } from './services';
import type { SeededClient, Structure } from './structure';
import type { SeededUser } from './users';

type NotificationRow = typeof notifications.$inferInsert;

/** Clients whose portal template (menu, KPIs, columns) an administrator created recently. */
export function templateCreations(
  ctx: SeedContext,
  structure: Structure,
): { day: number; client: SeededClient }[] {
  const random = ctx.random.fork('templates');
  return structure.clients
    .filter((c) => c.digitalized)
    .map((client) => ({ day: ctx.today - random.int(5, 85), client }))
    .sort((a, b) => a.day - b.day);
}

export async function seedNotifications(
  ctx: SeedContext,
  structure: Structure,
  seeded: readonly SeededUser[],
  requests: readonly RequestRecord[],
  services: ServicesResult,
  templates: readonly { day: number; client: SeededClient }[],
): Promise<{ notifications: number; seen: number }> {
  const random = ctx.random.fork('notifications');
  const { today } = ctx;
  const drafts: { at: Date; row: Omit<NotificationRow, 'id'> }[] = [];
  const add = (day: number, minute: number, row: Omit<NotificationRow, 'id' | 'date'>) => {
    const at = madridInstant(Math.min(day, today), minute);
    drafts.push({ at, row: { ...row, date: at } });
  };

  for (const message of errorNotifications) {
    add(today - random.int(0, 88), random.int(0, 23 * 60), {
      type: 'ERROR',
      message,
      status: null,
      referencia: null,
      clientId: null,
      clientName: null,
      userOid: null,
      adminOnly: true,
    });
  }
  for (const { day, client } of templates) {
    add(day, 10 * 60 + 5, {
      type: 'ClientTemplateCreation',
      message: `Se ha creado la plantilla del cliente ${client.client} (menú, KPI y columnas de servicios).`,
      status: null,
      referencia: null,
      clientId: client.clientId,
      clientName: client.client,
      userOid: null,
      adminOnly: true,
    });
  }
  // The requesting user hears about every state their request reaches.
  for (const request of requests) {
    if (!request.solicitante || request.day < today - 88) continue;
    const changed = request.estado !== 'opened';
    const text =
      request.kind === 'incidence'
        ? `La incidencia ${request.id} «${request.title}»`
        : `La solicitud de servicio ${request.id} (${request.title})`;
    add(request.day + (changed ? random.int(1, 6) : 0), random.int(8 * 60, 19 * 60), {
      type: request.kind === 'incidence' ? 'IncidenceRequest' : 'ServiceRequest',
      message: changed ? `${text} ha cambiado de estado.` : `${text} se ha registrado.`,
      status: request.estado,
      referencia: null,
      clientId: request.client.clientId,
      clientName: request.client.client,
      userOid: request.solicitante.oid,
      adminOnly: false,
      incidenceRequestId: request.kind === 'incidence' ? request.id : null,
      serviceRequestId: request.kind === 'service' ? request.id : null,
    });
  }
  for (const client of structure.clients) {
    const pending = services.withoutInvoice.get(client.clientId) ?? [];
    for (const ticket of random.sample(pending, 3).sort((a, b) => a.idTicket - b.idTicket)) {
      add(ticket.day + 2, 7 * 60 + 30, {
        type: 'ServiceWithoutInvoice',
        message: `El servicio ${ticket.referencia} del ${spanishDate(ticket.day)} está ejecutado y pendiente de facturar.`,
        status: null,
        referencia: ticket.referencia,
        clientId: client.clientId,
        clientName: client.client,
        userOid: null,
        adminOnly: false,
      });
    }
  }

  const rows = drafts
    .map((draft, order) => ({ ...draft, order }))
    .sort((a, b) => a.at.getTime() - b.at.getTime() || a.order - b.order)
    .map((draft, i) => ({ id: i + 1, ...draft.row }));
  await ctx.db.insert(notifications).values(rows);

  // What users have already been shown: everything older than three weeks addressed to them,
  // and the older process errors for the administrators.
  const seenBefore = madridInstant(today - 21, 0).getTime();
  const admins = seeded.filter((u) => u.demo && isAdmin(u.role));
  const seen: (typeof notificationsSeen.$inferInsert)[] = [];
  for (const row of rows) {
    if ((row.date as Date).getTime() >= seenBefore) continue;
    if (row.userOid) seen.push({ notificationId: row.id, oid: row.userOid });
    if (row.type === 'ERROR')
      for (const admin of admins) seen.push({ notificationId: row.id, oid: admin.oid });
    if (row.type === 'ServiceWithoutInvoice') {
      for (const user of seeded.filter(
        (u) => u.demo && isClient(u.role) && u.clientIds.includes(row.clientId as number),
      )) {
        seen.push({ notificationId: row.id, oid: user.oid });
      }
    }
  }
  if (seen.length > 0) await ctx.db.insert(notificationsSeen).values(seen);
  return { notifications: rows.length, seen: seen.length };
}

export async function seedPortalConfig(ctx: SeedContext, structure: Structure): Promise<void> {
  const { db } = ctx;
  const created = (daysAgo: number) => madridInstant(ctx.today - daysAgo, 9 * 60);
  await db.insert(banners).values([
    ...homeBanners.map((b, i) => ({
      id: i + 1,
      kind: 'home' as const,
      ...b,
      createdAt: created(40 - i * 10),
    })),
    ...ticketBanners.map((b, i) => ({
      id: i + 3,
      kind: 'tickets' as const,
      ...b,
      createdAt: created(25 - i * 10),
    })),
  ]);

  const id = (name: string) => {
    const client = structure.clients.find((c) => c.client === name);
    if (!client) throw new Error(`Unknown client in the configuration: ${name}`);
    return client.clientId;
  };
  const hoteles = id('Hoteles Costa Azul S.L.');
  const carnicas = id('Industrias Cárnicas del Sur S.L.');
  const talleres = id('Talleres Mecánicos Norte S.A.');
  const restaurantes = id('Restaurantes del Sur S.L.');

  // Only some clients have their own menus and settings; the others get the portal's defaults.
  await db.insert(clientMenus).values([
    { id: 1, kind: 'menu', clientId: talleres, menuEntries: ['services', 'contacts', 'reports', 'files'] },
    {
      id: 2,
      kind: 'menu',
      clientId: restaurantes,
      menuEntries: [
        'services-regenera',
        'reports-regenera',
        'traceability',
        'geolocation',
        'files',
        'contacts',
        'actions',
      ],
    },
    {
      id: 3,
      kind: 'reports',
      clientId: hoteles,
      menuEntries: [
        'volumeOfWaste',
        'volumeOfServicesPerMonth',
        'costOfEnvironmentalManagementPerMonth',
        'costOfEnvironmentalManagementPerCenter',
      ],
    },
    {
      id: 4,
      kind: 'reports',
      clientId: carnicas,
      menuEntries: [
        'volumeOfWaste',
        'volumeOfWasteType',
        'volumeOfWasteTypeLERCode',
        'volumeOfServicesPerCenter',
      ],
    },
    {
      id: 5,
      kind: 'reports',
      clientId: restaurantes,
      menuEntries: ['volumeOfWaste', 'volumeOfServicesPerMonth', 'incomePerMonth', 'incomePerCenter'],
    },
  ]);
  await db.insert(clientConfigs).values([
    {
      id: 1,
      kind: 'homeKpis',
      clientId: hoteles,
      config: ['serviciosAnio', 'importeAnio', 'facturasPendientes', 'kilosAnio'],
    },
    {
      id: 2,
      kind: 'servicesColumns',
      clientId: hoteles,
      config: [
        'referencia',
        'estado',
        'fecha',
        'centro',
        'direccionServicio',
        'tipoServicio',
        'residuo',
        'cantidad',
        'unidad',
        'importe',
        'numeroFactura',
      ],
    },
    {
      id: 3,
      kind: 'actions',
      clientId: hoteles,
      config: ['incidenceRequest', 'serviceRequest', 'comercialProposal'],
    },
    {
      id: 4,
      kind: 'serviceKpis',
      clientId: carnicas,
      config: ['serviciosTotales', 'kilosTotales', 'importeTotal'],
    },
    {
      id: 5,
      kind: 'homeKpis',
      clientId: talleres,
      config: ['serviciosAnio', 'kilosAnio', 'serviciosPendientes', 'co2Evitado'],
    },
    {
      id: 6,
      kind: 'serviceKpis',
      clientId: talleres,
      config: ['serviciosTotales', 'programados', 'ejecutados', 'facturados', 'importeTotal'],
    },
    {
      id: 7,
      kind: 'servicesColumns',
      clientId: talleres,
      config: [
        'referencia',
        'estado',
        'fecha',
        'centro',
        'tipoServicio',
        'residuo',
        'codigoLER',
        'cantidad',
        'unidad',
        'matricula',
      ],
    },
    {
      id: 8,
      kind: 'homeKpis',
      clientId: restaurantes,
      config: ['serviciosAnio', 'importeAnio', 'co2Evitado'],
    },
    { id: 9, kind: 'actions', clientId: restaurantes, config: ['serviceRequest', 'incidenceRequest'] },
  ]);
}
