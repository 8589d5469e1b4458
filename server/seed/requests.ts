/**
 * Contacts of each client, and the requests raised from the Actions screen: commercial proposals
 * (internal, and external from the public form), incidence requests and service requests, in all
 * their states.
 */
import { comercialProposals, contacts, incidenceRequests, serviceRequests } from '../db/schema';
import { round, type SeedContext } from './context';
import { cargos, emailSlug, givenNames, prospectCompanies, surnames } from './data/people';
import { contactNotes, incidenceTopics, proposalTexts, serviceRequestTexts } from './data/texts';
import { isoDate, madridInstant } from './dates';
import type { Random } from './random';
import type { ServicesResult } from './services';
import type { SeededClient, Structure } from './structure';
import { requestPermissionEmails, type SeededUser, visibleCenters } from './users';

type EstadoSolicitud = 'opened' | 'inprocess' | 'closed' | 'indemand';
const estados: readonly EstadoSolicitud[] = ['opened', 'inprocess', 'closed', 'indemand'];

export interface RequestRecord {
  id: number;
  kind: 'incidence' | 'service';
  day: number;
  estado: EstadoSolicitud;
  client: SeededClient;
  solicitante: SeededUser | null;
  /** Asunto of an incidence, service type of a service request. */
  title: string;
}

function person(random: Random): { givenName: string; surname: string; nombre: string } {
  const givenName = random.pick(givenNames);
  const surname = random.pick(surnames);
  return { givenName, surname, nombre: `${givenName} ${surname} ${random.pick(surnames)}` };
}

function phone(random: Random, first: '6' | '9'): string {
  const digits = () => String(random.int(0, 999)).padStart(3, '0');
  return `+34 ${first}${String(random.int(10, 99))} ${digits()} ${digits()}`;
}

/** Older requests are mostly closed; recent ones are in any state. */
/** The centers a request by `author` may name: theirs in the client, or all of the client's. */
function authorCenters(author: SeededUser | null, client: SeededClient) {
  return author ? visibleCenters(author, client) : client.centers;
}

function estadoFor(random: Random, age: number): EstadoSolicitud {
  if (age > 60) return random.chance(0.85) ? 'closed' : 'indemand';
  return random.weighted(estados, (e) => (e === 'closed' ? 1 : 2));
}

/** Every state appears at least once, so each screen and chip style has something to show. */
function coverEstados<T extends { estado: EstadoSolicitud }>(records: T[]): void {
  estados.forEach((estado, i) => {
    if (records.some((r) => r.estado === estado)) return;
    const target = records[records.length - 1 - i];
    if (target) target.estado = estado;
  });
}

export async function seedContacts(ctx: SeedContext, structure: Structure): Promise<number> {
  const random = ctx.random.fork('contacts');
  const rows: (typeof contacts.$inferInsert)[] = [];
  for (const client of structure.clients) {
    const count = random.int(4, 7);
    const places = [client.centers[0], ...random.sample(client.centers.slice(1), count)];
    for (let i = 0; i < count; i++) {
      const center = places[i % places.length] ?? (client.centers[0] as (typeof client.centers)[number]);
      const who = person(random);
      rows.push({
        id: rows.length + 1,
        clientId: client.clientId,
        center: center.nombre,
        name: who.nombre,
        cargo: random.pick(cargos),
        address: `${center.direccion}, ${center.codigoPostal} ${center.place.localidad}`,
        phone: phone(random, '9'),
        mobile: random.chance(0.7) ? phone(random, '6') : null,
        email: `${emailSlug(who.givenName)}.${emailSlug(who.surname)}@${client.spec.domain}`,
        observaciones: random.chance(0.3) ? random.pick(contactNotes) : null,
        // The demo's contacts are the company's records of its clients.
        addedByStaff: true,
        fechaAlta: madridInstant(
          random.int(Math.floor(client.createdAt.getTime() / 86_400_000), ctx.today),
          11 * 60,
        ),
      });
    }
  }
  await ctx.db.insert(contacts).values(rows);
  return rows.length;
}

export async function seedProposals(
  ctx: SeedContext,
  structure: Structure,
  seeded: readonly SeededUser[],
): Promise<number> {
  const random = ctx.random.fork('proposals');
  const records: (typeof comercialProposals.$inferInsert & { estado: EstadoSolicitud; day: number })[] = [];
  for (const client of structure.clients.filter((c) => !c.digitalized)) {
    for (let i = 0; i < 2; i++) {
      const day = ctx.today - random.int(3, 240);
      const who = person(random);
      const authors = seeded.filter((u) => u.registrado && u.clientIds.includes(client.clientId));
      const author = authors.length > 0 ? random.pick(authors) : null;
      const center = random.pick(authorCenters(author, client));
      records.push({
        day,
        fecha: madridInstant(day, random.int(9 * 60, 18 * 60)),
        estado: estadoFor(random, ctx.today - day),
        externa: false,
        clientId: client.clientId,
        clientName: client.client,
        center: center.nombre,
        empresa: client.client,
        cif: client.nifs[0]?.nif ?? null,
        contacto: who.nombre,
        email: `${emailSlug(who.givenName)}.${emailSlug(who.surname)}@${client.spec.domain}`,
        telefono: phone(random, '9'),
        provincia: center.place.provincia,
        tipoResiduo: random.pick(client.directions[0]?.wastes ?? []).waste?.residuo ?? null,
        descripcion: random.pick(proposalTexts),
        notasInternas: random.chance(0.4) ? 'Oferta enviada por el gestor comercial.' : null,
        solicitanteOid: author?.oid ?? null,
      });
    }
  }
  for (const prospect of prospectCompanies) {
    const day = ctx.today - random.int(1, 200);
    const who = person(random);
    const domain = `${emailSlug(prospect.empresa.replace(/ (S\.L\.(P\.)?|S\.A\.)$/, ''))}.es`;
    records.push({
      day,
      fecha: madridInstant(day, random.int(8 * 60, 22 * 60)),
      estado: estadoFor(random, ctx.today - day),
      externa: true,
      clientId: null,
      clientName: null,
      center: null,
      empresa: prospect.empresa,
      cif: null,
      contacto: who.nombre,
      email: `${emailSlug(who.givenName)}@${domain}`,
      telefono: phone(random, random.chance(0.5) ? '6' : '9'),
      provincia: prospect.provincia,
      tipoResiduo: prospect.tipoResiduo,
      descripcion: random.pick(proposalTexts),
      notasInternas: random.chance(0.5) ? 'Llamar para concertar visita técnica.' : null,
      solicitanteOid: null,
    });
  }
  records.sort((a, b) => a.day - b.day);
  coverEstados(records);
  await ctx.db
    .insert(comercialProposals)
    .values(records.map(({ day: _, ...row }, i) => ({ ...row, id: i + 1 })));
  return records.length;
}

export async function seedIncidenceAndServiceRequests(
  ctx: SeedContext,
  structure: Structure,
  seeded: readonly SeededUser[],
  services: ServicesResult,
): Promise<RequestRecord[]> {
  const random = ctx.random.fork('requests');
  const allowed = (kind: 'incidence' | 'service', client: SeededClient) =>
    seeded.filter(
      (u) =>
        (requestPermissionEmails[kind] as readonly string[]).includes(u.email) &&
        u.clientIds.includes(client.clientId),
    );
  const normalClients = structure.clients.filter((c) => !c.digitalized);
  /** A request of `kind` opened on `day` (its estado drawn by its age) by `author` or by nobody. */
  const requestRecord = (
    kind: RequestRecord['kind'],
    day: number,
    client: SeededClient,
    author: SeededUser | null,
    title: string,
  ): RequestRecord => ({
    id: 0,
    kind,
    day,
    estado: estadoFor(random, ctx.today - day),
    client,
    solicitante: author,
    title,
  });

  type Incidence = typeof incidenceRequests.$inferInsert & { record: RequestRecord };
  const incidences: Incidence[] = [];
  for (const client of normalClients) {
    const authors = allowed('incidence', client);
    const tickets = services.recent.get(client.clientId) ?? [];
    for (let i = random.int(4, 6); i > 0; i--) {
      const day = ctx.today - random.int(1, 180);
      const author = authors.length > 0 ? random.pick(authors) : null;
      const centers = new Set(authorCenters(author, client).map((c) => c.centerId));
      const candidates = tickets.filter(
        (t) => t.day <= day && t.day >= day - 30 && centers.has(t.direction.center.centerId),
      );
      const ticket = candidates.length > 0 ? random.pick(candidates) : null;
      const topic = random.pick(incidenceTopics);
      const record = requestRecord('incidence', day, client, author, topic.asunto);
      incidences.push({
        record,
        fecha: madridInstant(day, random.int(8 * 60, 19 * 60)),
        estado: record.estado,
        clientId: client.clientId,
        clientName: client.client,
        center: ticket?.direction.center.nombre ?? null,
        referencia: ticket?.referencia ?? null,
        asunto: topic.asunto,
        descripcion: ticket
          ? `${topic.descripcion} Servicio ${ticket.referencia} (${ticket.direction.nombre}).`
          : topic.descripcion,
        prioridad: random.weighted(['baja', 'media', 'alta'] as const, (p) => (p === 'media' ? 3 : 1)),
        solicitante: author?.email ?? null,
        solicitanteOid: author?.oid ?? null,
      });
    }
  }

  type Service = typeof serviceRequests.$inferInsert & { record: RequestRecord };
  const requests: Service[] = [];
  for (const client of normalClients) {
    const authors = allowed('service', client);
    for (let i = random.int(3, 5); i > 0; i--) {
      const day = ctx.today - random.int(1, 180);
      const author = authors.length > 0 ? random.pick(authors) : null;
      const centers = new Set(authorCenters(author, client).map((c) => c.centerId));
      const direction = random.pick(client.directions.filter((d) => centers.has(d.center.centerId)));
      const use = random.pick(direction.wastes);
      const [low, high] = use.cantidad;
      const record = requestRecord('service', day, client, author, use.service.tipoFactura1);
      requests.push({
        record,
        fecha: madridInstant(day, random.int(8 * 60, 19 * 60)),
        estado: record.estado,
        clientId: client.clientId,
        clientName: client.client,
        center: direction.center.nombre,
        iddireccionservicio: direction.iddireccionservicio,
        tipoServicio: use.service.tipoFactura1,
        residuo: use.waste?.residuo ?? null,
        fechaDeseada: isoDate(day + random.int(3, 20)),
        cantidad: round(low + (high - low) * random.next(), use.unidad === 't' ? 2 : 0),
        unidad: use.unidad,
        descripcion: random.pick(serviceRequestTexts),
        solicitante: author?.email ?? null,
        solicitanteOid: author?.oid ?? null,
      });
    }
  }

  const ordered = <T extends { record: RequestRecord; estado?: EstadoSolicitud }>(rows: T[]): T[] => {
    rows.sort((a, b) => a.record.day - b.record.day);
    coverEstados(rows.map((r) => r.record));
    rows.forEach((row, i) => {
      row.record.id = i + 1;
      row.estado = row.record.estado;
    });
    return rows;
  };
  await ctx.db
    .insert(incidenceRequests)
    .values(ordered(incidences).map(({ record, ...row }) => ({ ...row, id: record.id })));
  await ctx.db
    .insert(serviceRequests)
    .values(ordered(requests).map(({ record, ...row }) => ({ ...row, id: record.id })));
  return [...incidences, ...requests].map((row) => row.record);
}
