/**
 * Saving a client's setting (administrators only, checked by the middleware): its four
 * configurations (home KPIs, service KPIs, services columns, actions: client_configs) and its two
 * menus (the top menu and the Reports submenu: client_menus), one way for all six. One setting per
 * client and kind: saving without an id for a client that already has one overwrites it, so the
 * administration never has to know whether a client was configured before; an id names that very
 * setting. The generated validators have already refused a key outside the kind's closed set;
 * repeated keys are refused here (zod does not check `uniqueItems`). Every save is logged with the
 * setting before and after, by the keys' Spanish labels.
 */
import { and, eq } from 'drizzle-orm';
import type { SessionUser } from '../../context';
import type { Database } from '../../db/database';
import { clientConfigs, clientMenus } from '../../db/schema';
import { enumLabels } from '../../generated/enumLabels';
import { requireClientNamed } from '../../lib/clientNames';
import { notFound } from '../../lib/errors';
import { requireDistinct } from '../../lib/requireDistinct';
import { logAdminAction } from '../admin/adminLog';
import type { MenuKind } from '../notifications/clientMenus';
import type { ConfigKind } from './configKinds';

/** One client's setting of one kind, read (locked) and written in one of the two tables. */
interface SettingStore<Kind extends string> {
  read(tx: Database, kind: Kind, clientId: number): Promise<{ id: number; keys: string[] } | undefined>;
  write(tx: Database, kind: Kind, clientId: number, keys: string[]): Promise<number | undefined>;
}

const configStore: SettingStore<ConfigKind> = {
  async read(tx, kind, clientId) {
    const [row] = await tx
      .select({ id: clientConfigs.id, keys: clientConfigs.config })
      .from(clientConfigs)
      .where(and(eq(clientConfigs.kind, kind), eq(clientConfigs.clientId, clientId)))
      .for('update');
    return row;
  },
  async write(tx, kind, clientId, config) {
    const [row] = await tx
      .insert(clientConfigs)
      .values({ kind, clientId, config })
      .onConflictDoUpdate({ target: [clientConfigs.kind, clientConfigs.clientId], set: { config } })
      .returning({ id: clientConfigs.id });
    return row?.id;
  },
};

const menuStore: SettingStore<MenuKind> = {
  async read(tx, kind, clientId) {
    const [row] = await tx
      .select({ id: clientMenus.id, keys: clientMenus.menuEntries })
      .from(clientMenus)
      .where(and(eq(clientMenus.kind, kind), eq(clientMenus.clientId, clientId)))
      .for('update');
    return row;
  },
  async write(tx, kind, clientId, menuEntries) {
    const [row] = await tx
      .insert(clientMenus)
      .values({ kind, clientId, menuEntries })
      .onConflictDoUpdate({ target: [clientMenus.kind, clientMenus.clientId], set: { menuEntries } })
      .returning({ id: clientMenus.id });
    return row?.id;
  },
};

/** Where each kind is kept, the body field of its keys, its name in messages and its keys' labels. */
const settings = {
  homeKpis: { store: configStore, list: 'config', name: 'KPI de inicio', labels: enumLabels.HomeKpiClave },
  serviceKpis: {
    store: configStore,
    list: 'config',
    name: 'KPI de servicios',
    labels: enumLabels.ServiceKpiClave,
  },
  servicesColumns: {
    store: configStore,
    list: 'config',
    name: 'columnas de servicios',
    labels: enumLabels.ServicesColumnClave,
  },
  actions: { store: configStore, list: 'config', name: 'acciones', labels: enumLabels.ActionClave },
  menu: {
    store: menuStore,
    list: 'menuEntries',
    name: 'menú superior',
    labels: enumLabels.ClienteMenuEntrada,
  },
  reports: {
    store: menuStore,
    list: 'menuEntries',
    name: 'informes del menú',
    labels: enumLabels.ClienteMenuReportsEntrada,
  },
} as const satisfies Record<ConfigKind | MenuKind, unknown>;

export type SettingKind = keyof typeof settings;

/** The body of a kind's save: its keys in the field the contract names (`config`, `menuEntries`). */
type SettingInput<K extends SettingKind> = {
  id?: number | null | undefined;
  cliente: string;
} & { [F in (typeof settings)[K]['list']]: readonly string[] };

/** The answer: the saved setting, in the body's own field. */
type SettingAnswer<K extends SettingKind> = { id: number; cliente: string } & {
  [F in (typeof settings)[K]['list']]: string[];
};

export async function saveClientSetting<K extends SettingKind>(
  db: Database,
  admin: SessionUser,
  kind: K,
  input: SettingInput<K>,
): Promise<SettingAnswer<K>> {
  const setting = settings[kind];
  const keys = [...((input as unknown as Record<string, readonly string[]>)[setting.list] ?? [])];
  requireDistinct(keys, setting.list);
  const client = await requireClientNamed(db, input.cliente);
  // The kind's own table (each store takes only its kinds).
  const store = setting.store as SettingStore<string>;
  const saved = await db.transaction(async (tx) => {
    const previous = await store.read(tx, kind, client.clientId);
    if (input.id != null && previous?.id !== input.id)
      throw notFound(`No existe esa configuración de ${setting.name} del cliente «${client.client}».`);
    const id = await store.write(tx, kind, client.clientId, keys);
    if (id === undefined) throw new Error('The setting upsert returned no row.');
    const words = (list: readonly string[] | undefined) =>
      list === undefined
        ? null
        : list.length === 0
          ? '(los de por defecto)'
          : list.map((key) => (setting.labels as Record<string, string>)[key] ?? key).join(', ');
    await logAdminAction(tx, admin, {
      accion: 'Configuración de cliente',
      detalle: `${setting.name[0]?.toUpperCase()}${setting.name.slice(1)} de ${client.client}.`,
      antes: words(previous?.keys),
      despues: words(keys),
    });
    return id;
  });
  return { id: saved, cliente: client.client, [setting.list]: keys } as SettingAnswer<K>;
}
