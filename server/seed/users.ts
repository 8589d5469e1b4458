/**
 * Portal users: the six demo accounts plus client and staff users, with the clients (normal or
 * digitalized) and centers each may see, and who may raise incidence and service requests.
 */
import { centerAccess, requestPermissions, userClients, users } from '../db/schema';
import type { UserRole } from '../generated/roles';
import type { SeedContext } from './context';
import { company } from './data/clients';
import { madridInstant } from './dates';
import { type DemoEmail, demoAccounts } from './demoAccounts';
import type { SeededCenter, SeededClient, Structure } from './structure';

export interface SeededUser {
  oid: string;
  email: string;
  givenName: string;
  familyName: string;
  empresa: string;
  role: UserRole;
  activo: boolean;
  /** False for a user invited but not yet registered: no password. */
  registrado: boolean;
  demo: boolean;
  clientIds: number[];
  digitalizedClientIds: number[];
  /** Center access records: the user sees these centers (and those below) of their clients. */
  centerIds: number[];
  createdAt: Date;
  /** Last day the user used the portal (deactivated users stopped earlier). */
  activeUntil: number;
}

interface UserPlan {
  email: string;
  givenName: string;
  familyName: string;
  role: UserRole;
  empresa?: string;
  clients?: string[];
  digitalized?: string[];
  centers?: string[];
  activo?: boolean;
  registrado?: boolean;
}

/** Which clients the demo accounts see (architecture.md, "Demo accounts"); admins see all without rows. */
const demoPermissions: Record<DemoEmail, Pick<UserPlan, 'clients' | 'digitalized' | 'centers'>> = {
  'cliente@demo.es': {
    clients: ['Hoteles Costa Azul S.L.', 'Industrias Cárnicas del Sur S.L.'],
    // Only the Costa del Sol hotels of Hoteles Costa Azul; all of Industrias Cárnicas.
    centers: ['Costa del Sol'],
  },
  'gestor@demo.es': {
    clients: ['Hoteles Costa Azul S.L.', 'Talleres Mecánicos Norte S.A.', 'Grupo Hostelero Levante S.L.'],
    digitalized: ['Construcciones Meseta S.A.', 'Supermercados Ebro S.L.'],
  },
  'regenera@demo.es': { clients: ['Restaurantes del Sur S.L.', 'Talleres Mecánicos Norte S.A.'] },
  'digital@demo.es': {
    digitalized: ['Construcciones Meseta S.A.', 'Clínicas Dentales Sonrisa S.L.', 'Supermercados Ebro S.L.'],
  },
  'admin@demo.es': {},
  'superadmin@demo.es': {},
};

const otherUsers: UserPlan[] = [
  {
    email: 'anabelen.torres@hotelescostaazul.es',
    givenName: 'Ana Belén',
    familyName: 'Torres Ruiz',
    role: 0,
    clients: ['Hoteles Costa Azul S.L.'],
  },
  {
    email: 'carmen.delgado@hotelescostaazul.es',
    givenName: 'Carmen',
    familyName: 'Delgado Núñez',
    role: 0,
    clients: ['Hoteles Costa Azul S.L.'],
    centers: ['Hotel Costa Azul Benidorm'],
    activo: false,
  },
  {
    email: 'inmaculada.medina@carnicasdelsur.es',
    givenName: 'Inmaculada',
    familyName: 'Medina Garrido',
    role: 0,
    clients: ['Industrias Cárnicas del Sur S.L.'],
  },
  {
    email: 'sergio.campos@carnicasdelsur.es',
    givenName: 'Sergio',
    familyName: 'Campos Lozano',
    role: 0,
    clients: ['Industrias Cárnicas del Sur S.L.'],
    centers: ['Planta de Córdoba'],
    registrado: false,
  },
  {
    email: 'inaki.etxeberria@talleresnorte.es',
    givenName: 'Iñaki',
    familyName: 'Etxeberria Aguirre',
    role: 0,
    clients: ['Talleres Mecánicos Norte S.A.'],
  },
  {
    email: 'francisco.vega@restaurantesdelsur.es',
    givenName: 'Francisco',
    familyName: 'Vega Romero',
    role: 0,
    clients: ['Restaurantes del Sur S.L.'],
  },
  {
    email: 'amparo.sanchis@grupolevante.es',
    givenName: 'Amparo',
    familyName: 'Sanchis Ferrer',
    role: 0,
    clients: ['Grupo Hostelero Levante S.L.'],
  },
  {
    email: 'alvaro.sanz@construccionesmeseta.es',
    givenName: 'Álvaro',
    familyName: 'Sanz Iglesias',
    role: 0,
    digitalized: ['Construcciones Meseta S.A.'],
  },
  {
    email: 'montserrat.puig@clinicassonrisa.es',
    givenName: 'Montserrat',
    familyName: 'Puig Soler',
    role: 0,
    digitalized: ['Clínicas Dentales Sonrisa S.L.'],
  },
  {
    email: 'jorge.lasheras@supermercadosebro.es',
    givenName: 'Jorge',
    familyName: 'Lasheras Gil',
    role: 0,
    digitalized: ['Supermercados Ebro S.L.'],
  },
  {
    email: `marta.ruiz@${company.domain}`,
    givenName: 'Marta',
    familyName: 'Ruiz Olabarria',
    role: 3,
    empresa: company.nombre,
    clients: ['Hoteles Costa Azul S.L.', 'Industrias Cárnicas del Sur S.L.'],
    digitalized: ['Clínicas Dentales Sonrisa S.L.'],
  },
  {
    email: `soporte@${company.domain}`,
    givenName: 'Soporte',
    familyName: 'Portal Clientes',
    role: 1,
    empresa: company.nombre,
  },
];

/** Who may raise requests (by e-mail). */
export const requestPermissionEmails = {
  incidence: ['cliente@demo.es', 'gestor@demo.es'],
  service: ['gestor@demo.es', 'regenera@demo.es'],
} as const;

/**
 * The centers of a client a user sees: all of them, unless the user has center access records in
 * that client, which grant those centers and everything below them (as server/auth/scope.ts reads).
 */
export function visibleCenters(user: SeededUser, client: SeededClient): SeededCenter[] {
  const records = client.centers.filter((c) => user.centerIds.includes(c.centerId));
  if (records.length === 0) return client.centers;
  const visible: SeededCenter[] = [];
  const add = (center: SeededCenter) => {
    visible.push(center);
    center.children.forEach(add);
  };
  records.forEach(add);
  return visible;
}

export function planUsers(ctx: SeedContext, structure: Structure): SeededUser[] {
  const random = ctx.random.fork('users');
  const byName = new Map(structure.clients.map((c) => [c.client, c]));
  const client = (name: string): SeededClient => {
    const found = byName.get(name);
    if (!found) throw new Error(`Unknown client in the permissions: ${name}`);
    return found;
  };
  const build = (plan: UserPlan, oid: string, demo: boolean, empresa: string): SeededUser => {
    const clients = (plan.clients ?? []).map(client);
    const digitalized = (plan.digitalized ?? []).map(client);
    const centerIds = (plan.centers ?? []).map((name) => {
      const center = clients.flatMap((c) => c.centers).find((c) => c.nombre === name);
      if (!center) throw new Error(`Unknown center in the permissions: ${name}`);
      return center.centerId;
    });
    const firstClient = [...clients, ...digitalized][0];
    const createdDay = demo ? ctx.start + 14 : ctx.start + random.int(20, 300);
    return {
      oid,
      email: plan.email,
      givenName: plan.givenName,
      familyName: plan.familyName,
      empresa,
      role: plan.role,
      activo: plan.activo ?? true,
      registrado: plan.registrado ?? true,
      demo,
      clientIds: clients.map((c) => c.clientId),
      digitalizedClientIds: digitalized.map((c) => c.clientId),
      centerIds,
      createdAt: madridInstant(createdDay, 9 * 60 + 7 * (firstClient?.clientId ?? 0)),
      activeUntil:
        plan.activo === false ? ctx.today - 200 : plan.registrado === false ? ctx.start : ctx.today,
    };
  };
  return [
    ...demoAccounts.map((account) =>
      build({ ...account, ...demoPermissions[account.email] }, account.oid, true, account.empresa),
    ),
    ...otherUsers.map((plan) => {
      const empresa =
        plan.empresa ?? client([...(plan.clients ?? []), ...(plan.digitalized ?? [])][0] ?? '').client;
      return build(plan, random.uuid(), false, empresa);
    }),
  ];
}

export async function insertUsers(
  ctx: SeedContext,
  seeded: readonly SeededUser[],
  lastAccess: ReadonlyMap<string, Date>,
  passwordHash: string,
): Promise<void> {
  const { db } = ctx;
  await db.insert(users).values(
    seeded.map((u) => ({
      oid: u.oid,
      email: u.email,
      givenName: u.givenName,
      familyName: u.familyName,
      empresa: u.empresa,
      role: u.role,
      activo: u.activo,
      passwordHash: u.registrado ? passwordHash : null,
      registrado: u.registrado,
      ultimoAcceso: lastAccess.get(u.oid) ?? null,
      createdAt: u.createdAt,
    })),
  );
  await db
    .insert(userClients)
    .values(
      seeded.flatMap((u) => [
        ...u.clientIds.map((clientId) => ({ oid: u.oid, clientId, digitalized: false })),
        ...u.digitalizedClientIds.map((clientId) => ({ oid: u.oid, clientId, digitalized: true })),
      ]),
    );
  let id = 0;
  await db
    .insert(centerAccess)
    .values(
      seeded.flatMap((u) =>
        u.centerIds.map((centerId) => ({ id: ++id, oid: u.oid, centerId, digitalized: false })),
      ),
    );
  const oidOf = (email: string) => seeded.find((u) => u.email === email)?.oid as string;
  await db.insert(requestPermissions).values([
    ...requestPermissionEmails.incidence.map((email) => ({
      kind: 'incidence' as const,
      oid: oidOf(email),
    })),
    ...requestPermissionEmails.service.map((email) => ({ kind: 'service' as const, oid: oidOf(email) })),
  ]);
}
