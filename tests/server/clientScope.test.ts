/**
 * Client scope over the whole contract: a user of one client asking for another client's data is
 * denied, operation by operation. Every non-admin, non-public operation of openapi/ is in one of
 * two tables: the operations that name a client (ids, names, service directions, files...) are
 * asked for another client's data and must refuse it; the few that take no client input must not
 * answer any of it. A completeness test keeps the tables in step with the contract.
 */
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { and, count, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadScope } from '../../server/auth/scope';
import {
  comercialProposals,
  contacts,
  facturas,
  facturasProforma,
  files,
  incidenceRequests,
  outbox,
  requestPermissions,
  savedViews,
  serviceRequests,
  tickets,
  traceability,
  usageEvents,
  weightTickets,
} from '../../server/db/schema';
import { RequestPermissionsResponse } from '../../server/generated/requests/requests.zod';
import {
  SearchContactsResponse,
  SearchFilesResponse,
  SearchServicesResponse,
} from '../../server/generated/search/search.zod';
import {
  GetClientsDigitalizedResponse,
  GetClientsResponse,
} from '../../server/generated/structure/structure.zod';
import { HomeBannerResponse, TicketsBannerResponse } from '../../server/generated/tickets/tickets.zod';
import { createTestApi, type TestApi } from '../../server/testing/testApi';
import { callOperation, type OperationAsk, type OperationKey } from '../../server/testing/typedClient';
import { bundledSpec, type OpenApiOperation, operationsOf } from '../contract/spec';
import { expectStatus, ok } from './support/http';
import { oidOf, seedClient } from './support/seed';

const CLIENTE = 'cliente@demo.es';
const GESTOR = 'gestor@demo.es';
/** A normal client cliente@ has no permission on, with every kind of document in the seed. */
const FOREIGN = 'Talleres Mecánicos Norte S.A.';
/** A Regenera (used-oil) client cliente@ does not have: its services and traceability references. */
const FOREIGN_REGENERA = 'Restaurantes del Sur S.L.';
/** A digitalized client: cliente@ has no digitalized client at all. */
const FOREIGN_DIGITALIZED = 'Construcciones Meseta S.A.';
const YEAR = 2026;

let api: TestApi;
/** cliente@'s own clients, in either variant. */
let ownClientIds: number[];
/** The service directions cliente@ sees (only some centers of one of its clients). */
let ownDirections: ReadonlySet<number>;
/** A client cliente@ sees whole (no center restriction), for requests that name an own client. */
let ownClient: string;
let foreign: Foreign;
/** E-mails in the outbox before the denials: none of them may send anything. */
let mailsBefore: number;
/** Requests cliente@ had raised before the denials (the seed raises some): none may be added. */
let requestsBefore: Map<RequestTable, number>;

/** Identifiers of the other clients' data, read from the database. */
interface Foreign {
  clientId: number;
  client: string;
  centerId: number;
  direction: number;
  regeneraDirection: number;
  idTicket: number;
  referenciaTicket: string;
  regeneraTicket: number;
  codigoTicket: string;
  idProforma: number;
  numeroFactura: string;
  contactId: number;
  contactName: string;
  /** A file of the whole client (no center), so only the client check can refuse it. */
  blobUri: string;
  incidenceId: number;
  serviceRequestId: number;
  proposalId: number;
  /** A certified traceability reference: reopening it would change it. */
  referencia: string;
  /** A view another user saved for the other client. */
  savedViewId: number;
}

async function first<T>(rows: Promise<T[]>, what: string): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error(`the seed has ${what}`);
  return row;
}

async function rowCount(table: PgTable, where: SQL | undefined) {
  const [row] = await api.db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

beforeAll(async () => {
  api = await createTestApi({ tickets: 200 });
  const account = api.summary.accounts[CLIENTE];
  ownClientIds = [...account.clientIds, ...account.digitalizedClientIds];
  const other = seedClient(api, FOREIGN);
  const otherRegenera = seedClient(api, FOREIGN_REGENERA);
  for (const { clientId } of [other, otherRegenera, seedClient(api, FOREIGN_DIGITALIZED)]) {
    if (ownClientIds.includes(clientId)) throw new Error('the foreign clients are not cliente@ clients');
  }
  const whole = api.summary.clients.find(
    (c) =>
      account.clientIds.includes(c.clientId) && !c.centerIds.some((id) => account.centerAccess.includes(id)),
  );
  if (!whole) throw new Error('cliente@ sees one of its clients whole');
  ownClient = whole.client;
  ownDirections = (await loadScope(api.db, { oid: account.oid, isAdmin: false }, 'normal')).directionIds;

  const id = other.clientId;
  const { db } = api;
  const one = <T>(rows: Promise<T[]>, what: string) => first(rows, `${what} of another client`);
  const ticket = await one(db.select().from(tickets).where(eq(tickets.clientId, id)).limit(1), 'a service');
  const regeneraTicket = await one(
    db.select().from(tickets).where(eq(tickets.clientId, otherRegenera.clientId)).limit(1),
    'a Regenera service',
  );
  const weightTicket = await one(
    db.select().from(weightTickets).where(eq(weightTickets.clientId, id)).limit(1),
    'a weight ticket',
  );
  // Pending, so that a leaked answer would show in its state.
  const proforma = await one(
    db
      .select()
      .from(facturasProforma)
      .where(and(eq(facturasProforma.clientId, id), eq(facturasProforma.estado, 'pendiente')))
      .limit(1),
    'a pending pro-forma',
  );
  const factura = await one(
    db.select().from(facturas).where(eq(facturas.clientId, id)).limit(1),
    'an invoice',
  );
  const contact = await one(
    db.select().from(contacts).where(eq(contacts.clientId, id)).limit(1),
    'a contact',
  );
  const file = await one(
    db
      .select()
      .from(files)
      .where(and(eq(files.clientId, id), isNull(files.centerId)))
      .limit(1),
    'a file',
  );
  const incidence = await one(
    db.select().from(incidenceRequests).where(eq(incidenceRequests.clientId, id)).limit(1),
    'an incidence',
  );
  const serviceRequest = await one(
    db.select().from(serviceRequests).where(eq(serviceRequests.clientId, id)).limit(1),
    'a service request',
  );
  const proposal = await one(
    db.select().from(comercialProposals).where(eq(comercialProposals.clientId, id)).limit(1),
    'a proposal',
  );
  const certified = await one(
    db
      .select()
      .from(traceability)
      .where(
        and(
          inArray(traceability.iddireccionservicio, otherRegenera.directionIds),
          eq(traceability.estado, 'certificado'),
        ),
      )
      .limit(1),
    'a certified reference',
  );
  foreign = {
    clientId: id,
    client: other.client,
    centerId: other.centerIds[0] ?? 0,
    direction: other.directionIds[0] ?? 0,
    regeneraDirection: otherRegenera.directionIds[0] ?? 0,
    idTicket: ticket.idTicket,
    referenciaTicket: ticket.referencia,
    regeneraTicket: regeneraTicket.idTicket,
    codigoTicket: weightTicket.codigoTicket,
    idProforma: proforma.idFactura,
    numeroFactura: factura.numeroFactura,
    contactId: contact.id,
    contactName: contact.name,
    blobUri: file.blobUri,
    incidenceId: incidence.id,
    serviceRequestId: serviceRequest.id,
    proposalId: proposal.id,
    referencia: certified.referencia,
    savedViewId: 0,
  };
  const [view] = await db
    .insert(savedViews)
    .values({ oid: oidOf(GESTOR), clientId: id, screen: '/services', name: 'Ajena', state: '' })
    .returning({ id: savedViews.id });
  foreign.savedViewId = view?.id ?? 0;
  // cliente@ may raise incidences but not service requests: granted here so that the service
  // request below is refused by the client scope, not by the missing permission.
  await db.insert(requestPermissions).values({ kind: 'service', oid: oidOf(CLIENTE) });
  mailsBefore = await rowCount(outbox, undefined);
  requestsBefore = new Map();
  for (const table of [incidenceRequests, serviceRequests, comercialProposals]) {
    requestsBefore.set(table, await rowCount(table, eq(table.solicitanteOid, oidOf(CLIENTE))));
  }
}, 120_000);
afterAll(() => api?.close());

// ---------------------------------------------------------------- what a request asks

const upload = () => new File(['%PDF-1.4\najeno\n'], 'ajeno.pdf', { type: 'application/pdf' });
const foreignFolder = () => `${foreign.clientId}/MISDOCUMENTOS`;
const directions = () => ({ idDireccionesServicio: [foreign.direction] });
const regenera = () => ({ idDireccionesServicio: [foreign.regeneraDirection] });
/** A send that would succeed if the directions were the user's: it names a recipient. */
const mailed = () => ({ ...directions(), toE: ['compras@hotelescostaazul.es'] });
const client = () => ({ client: foreign.client });
const clientId = () => ({ clientId: foreign.clientId });
const year = { year: YEAR };

/** The request `op` ("METHOD /path") as cliente@. */
const asCliente = <K extends OperationKey>(op: K, request: OperationAsk<K>) =>
  callOperation(api.as(CLIENTE), op, request);

// ---------------------------------------------------------------- checks after a refused write

const noMailSent = async () => expect(await rowCount(outbox, undefined)).toBe(mailsBefore);

async function stillStored(blobUri: string) {
  expect(await rowCount(files, eq(files.blobUri, blobUri))).toBe(1);
  expect((await stat(join(api.storageRoot, ...blobUri.split('/')))).isFile()).toBe(true);
}

/** Nothing was uploaded into the other client's folder. */
const nothingUploaded = async () =>
  expect(await rowCount(files, eq(files.blobUri, `${foreignFolder()}/ajeno.pdf`))).toBe(0);

type RequestTable = typeof incidenceRequests | typeof serviceRequests | typeof comercialProposals;

/** The write raised nothing: cliente@ has the requests it had, for the other client or its own. */
const nothingRaised = (table: RequestTable) => async () =>
  expect(await rowCount(table, eq(table.solicitanteOid, oidOf(CLIENTE)))).toBe(requestsBefore.get(table));

// ---------------------------------------------------------------- operations that name a client

type Refusal = 400 | 403 | 404;

interface Denial<K extends OperationKey> {
  /** The request(s), each naming the other client's data. */
  asks: () => OperationAsk<K>[];
  /**
   * How it is refused (each ask's, for a list): 403 unless said otherwise. A record named by its id,
   * number, name or path is a 404, as one that does not exist (server/lib/visibleRecord.ts); a
   * center or service named for a new record, a 400 as one the client has not.
   */
  refusedWith?: Refusal | readonly Refusal[];
  /** For writes: the other client's data is as it was, and nothing was sent or created. */
  untouched?: () => Promise<void>;
}

const denied: { [K in OperationKey]?: Denial<K> } = {
  // Services
  'POST /ticketsGrid': { asks: () => [{ json: directions() }] },
  'GET /ticketsGridDetails': { refusedWith: 404, asks: () => [{ query: { idTicket: foreign.idTicket } }] },
  'POST /exportTickets': { asks: () => [{ json: directions() }] },
  'POST /sendTickets': { asks: () => [{ json: mailed() }], untouched: noMailSent },
  'POST /sendTicketsByIds': {
    refusedWith: 404,
    asks: () => [{ json: { idTickets: [foreign.idTicket], toE: ['compras@hotelescostaazul.es'] } }],
    untouched: noMailSent,
  },
  'POST /kpis': { asks: () => [{ query: year, json: directions() }] },
  'POST /homeattention': { asks: () => [{ query: { clientName: foreign.client }, json: directions() }] },
  'POST /homekpis': { asks: () => [{ query: year, json: directions() }] },
  'POST /statistics/getreportservicios': { asks: () => [{ json: directions() }] },
  'POST /statistics/exportreportservicios': { asks: () => [{ json: directions() }] },
  'POST /getYears': { asks: () => [{ json: directions() }] },

  // Regenera
  'POST /regenera/ticketsGrid': { asks: () => [{ json: regenera() }] },
  'GET /regenera/ticketsGridDetails': {
    refusedWith: 404,
    asks: () => [{ query: { idTicket: foreign.regeneraTicket } }],
  },
  'POST /regenera/exportTickets': { asks: () => [{ json: regenera() }] },
  'POST /regenera/GetTrazabilidad': { asks: () => [{ json: regenera() }] },
  'GET /regenera/GetTrazabilidadReference': {
    refusedWith: 404,
    asks: () => [{ query: { referencia: foreign.referencia } }],
  },
  'POST /regenera/ExportTrazabilidad': { asks: () => [{ json: regenera() }] },
  // A GET that writes: it reopens a certified reference.
  'GET /regenera/ReopenTrazabilidadReference': {
    refusedWith: 404,
    asks: () => [{ query: { referencia: foreign.referencia } }],
    untouched: async () => {
      const [row] = await api.db
        .select()
        .from(traceability)
        .where(eq(traceability.referencia, foreign.referencia));
      expect(row).toMatchObject({ estado: 'certificado', reabierta: false });
    },
  },
  'POST /regenera/GetCamiones': {
    asks: () => [
      {
        json: {
          ...regenera(),
          matriculas: [],
          fechaInicio: `${YEAR}-10-01T00:00:00Z`,
          fechaFin: `${YEAR}-10-15T00:00:00Z`,
        },
      },
    ],
  },
  'POST /regenera/GenerarMapaByDireccionesServicio': { asks: () => [{ json: regenera() }] },
  'POST /regenera/GetMatriculas': { asks: () => [{ json: regenera() }] },

  // Structure
  'GET /getCenter': { refusedWith: 404, asks: () => [{ query: client() }] },
  'GET /getCentersTree': { refusedWith: 404, asks: () => [{ query: client() }] },
  'GET /getCenterDigitalized': { refusedWith: 404, asks: () => [{ query: { client: FOREIGN_DIGITALIZED } }] },
  'GET /getCentersTreeDigitalized': {
    refusedWith: 404,
    asks: () => [{ query: { client: FOREIGN_DIGITALIZED } }],
  },
  'GET /getServiceDirections': { refusedWith: 404, asks: () => [{ query: client() }] },
  'GET /getServiceDirectionsDigitalized': {
    refusedWith: 404,
    asks: () => [{ query: { client: FOREIGN_DIGITALIZED } }],
  },
  'GET /getgestor': {
    refusedWith: 404,
    asks: () => [{ query: { type: 'comercial', centerId: foreign.centerId } }],
  },
  'GET /getclientcifs': { refusedWith: 404, asks: () => [{ query: clientId() }] },

  // Documents
  'POST /weightTicketsGrid': { asks: () => [{ json: directions() }] },
  'GET /weightTicketsDetail': {
    refusedWith: 404,
    asks: () => [{ query: { codigoTicket: foreign.codigoTicket } }],
  },
  'POST /weightTicketsExport': { asks: () => [{ json: directions() }] },
  'POST /getFacturas': { asks: () => [{ json: directions() }] },
  'POST /getFacturasProforma': { asks: () => [{ json: directions() }] },
  'POST /getAlbaranes': { asks: () => [{ json: directions() }] },
  'POST /getDIs': { asks: () => [{ json: directions() }] },
  'POST /exportFacturas': { asks: () => [{ json: directions() }] },
  'POST /exportFacturasProforma': { asks: () => [{ json: directions() }] },
  'POST /exportAlbaranes': { asks: () => [{ json: directions() }] },
  'POST /exportDIs': { asks: () => [{ json: directions() }] },
  'POST /sendFacturas': { asks: () => [{ json: mailed() }], untouched: noMailSent },
  'POST /sendFacturasProforma': { asks: () => [{ json: mailed() }], untouched: noMailSent },
  'POST /sendAlbaranes': { asks: () => [{ json: mailed() }], untouched: noMailSent },
  'POST /weightTicketsSend': { asks: () => [{ json: mailed() }], untouched: noMailSent },

  // Saved views
  'GET /savedViews': { asks: () => [{ query: { clientId: foreign.clientId, screen: '/services' } }] },
  'POST /savedView': {
    asks: () => [{ json: { clientId: foreign.clientId, screen: '/services', name: 'Mía', state: '' } }],
    untouched: async () => expect(await rowCount(savedViews, eq(savedViews.oid, oidOf(CLIENTE)))).toBe(0),
  },
  'DELETE /deleteSavedView': {
    refusedWith: 404,
    asks: () => [{ query: { id: foreign.savedViewId } }],
    untouched: async () => expect(await rowCount(savedViews, eq(savedViews.id, foreign.savedViewId))).toBe(1),
  },
  'POST /sendDIs': { asks: () => [{ json: mailed() }], untouched: noMailSent },
  'POST /updatefieldsfacturaproforma': {
    refusedWith: 404,
    asks: () => [{ query: { idFactura: foreign.idProforma, estado: 'aceptada' } }],
    untouched: async () => {
      const [row] = await api.db
        .select()
        .from(facturasProforma)
        .where(eq(facturasProforma.idFactura, foreign.idProforma));
      expect(row).toMatchObject({ estado: 'pendiente', fechaRespuesta: null });
    },
  },
  'POST /getNumeroFacturas': { asks: () => [{ json: directions() }] },
  'POST /getFilesNumeroFactura': {
    refusedWith: 404,
    asks: () => [{ query: { numeroFactura: foreign.numeroFactura } }],
  },

  // Files: a stored path's first segment is its client
  'GET /downloadFile': { refusedWith: 404, asks: () => [{ query: { filename: foreign.blobUri } }] },
  'POST /sendMultipleFiles': {
    refusedWith: 404,
    asks: () => [{ json: { blobFilenameList: [foreign.blobUri], toE: ['compras@hotelescostaazul.es'] } }],
    untouched: noMailSent,
  },
  'POST /uploadFile': {
    asks: () => [
      { query: { folder: foreignFolder(), clientDB: foreign.clientId }, form: { file: upload() } },
    ],
    untouched: nothingUploaded,
  },
  'POST /uploadFileWeb': {
    asks: () => [{ query: { folder: foreignFolder() }, form: { file: upload() } }],
    untouched: nothingUploaded,
  },
  'POST /uploadMultipleFiles': {
    asks: () => [{ form: { folder: foreignFolder(), files: [upload()] } }],
    untouched: nothingUploaded,
  },
  'POST /getfilesbytags': {
    asks: () => [
      { json: { tags: [String(YEAR)], clientDB: foreign.clientId } },
      { json: { tags: [String(YEAR)], centerDB: foreign.centerId } },
    ],
  },
  'POST /getFiles': { refusedWith: 404, asks: () => [{ query: client() }] },
  'POST /getallfiles': { refusedWith: 404, asks: () => [{ query: client() }] },
  'POST /deleteMultipleFiles': {
    refusedWith: 404,
    asks: () => [{ json: { blobFilenameList: [foreign.blobUri] } }],
    untouched: () => stillStored(foreign.blobUri),
  },
  'POST /downloadMultipleFiles': {
    refusedWith: 404,
    asks: () => [{ json: { blobFilenameList: [foreign.blobUri] } }],
  },
  'DELETE /deleteFile': {
    refusedWith: 404,
    asks: () => [{ query: { blobUri: foreign.blobUri } }],
    untouched: () => stillStored(foreign.blobUri),
  },

  // Contacts
  'POST /contacts': { refusedWith: 404, asks: () => [{ json: [foreign.clientId] }] },
  'POST /contact': {
    refusedWith: 404,
    asks: () => [{ json: { clientId: foreign.clientId, name: 'Contacto ajeno' } }],
    untouched: async () => expect(await rowCount(contacts, eq(contacts.name, 'Contacto ajeno'))).toBe(0),
  },
  'DELETE /deleteContact': {
    refusedWith: 404,
    asks: () => [{ query: { id: foreign.contactId } }],
    untouched: async () => expect(await rowCount(contacts, eq(contacts.id, foreign.contactId))).toBe(1),
  },

  // Requests
  'GET /comercialproposals': { asks: () => [{ query: { clientName: foreign.client } }] },
  'GET /comercialproposalDetails': { refusedWith: 404, asks: () => [{ query: { id: foreign.proposalId } }] },
  'POST /comercialproposal': {
    asks: () => [
      {
        json: {
          clientName: foreign.client,
          empresa: 'Empresa',
          contacto: 'Contacto',
          email: 'contacto@example.es',
          descripcion: 'Propuesta',
        },
      },
    ],
    untouched: nothingRaised(comercialProposals),
  },
  'DELETE /deleteComercialproposal': {
    refusedWith: 404,
    asks: () => [{ query: { id: foreign.proposalId } }],
    untouched: async () =>
      expect(await rowCount(comercialProposals, eq(comercialProposals.id, foreign.proposalId))).toBe(1),
  },
  'GET /incidencerequests': { asks: () => [{ query: { clientName: foreign.client } }] },
  'GET /incidencerequestdetails': { refusedWith: 404, asks: () => [{ query: { id: foreign.incidenceId } }] },
  // Also for an own client, naming the other client's service.
  'POST /incidencerequest': {
    refusedWith: [403, 400],
    asks: () => [
      { json: { clientName: foreign.client, asunto: 'Asunto', descripcion: 'Incidencia' } },
      {
        json: {
          clientName: ownClient,
          referencia: foreign.referenciaTicket,
          asunto: 'Asunto',
          descripcion: 'Incidencia',
        },
      },
    ],
    untouched: nothingRaised(incidenceRequests),
  },
  'DELETE /deleteincidencerequest': {
    refusedWith: 404,
    asks: () => [{ query: { id: foreign.incidenceId } }],
    untouched: async () =>
      expect(await rowCount(incidenceRequests, eq(incidenceRequests.id, foreign.incidenceId))).toBe(1),
  },
  'GET /servicerequests': { asks: () => [{ query: { clientName: foreign.client } }] },
  'GET /servicerequestdetails': {
    refusedWith: 404,
    asks: () => [{ query: { id: foreign.serviceRequestId } }],
  },
  // Also for an own client, at the other client's service direction.
  'POST /servicerequest': {
    asks: () => [
      { json: { clientName: foreign.client, tipoServicio: 'Recogida', descripcion: 'Servicio' } },
      {
        json: {
          clientName: ownClient,
          iddireccionservicio: foreign.direction,
          tipoServicio: 'Recogida',
          descripcion: 'Servicio',
        },
      },
    ],
    untouched: nothingRaised(serviceRequests),
  },
  'DELETE /deleteservicerequest': {
    refusedWith: 404,
    asks: () => [{ query: { id: foreign.serviceRequestId } }],
    untouched: async () =>
      expect(await rowCount(serviceRequests, eq(serviceRequests.id, foreign.serviceRequestId))).toBe(1),
  },

  // Reports
  'POST /reports/getVolumeOfWaste': { asks: () => [{ query: year, json: directions() }] },
  'POST /reports/getVolumeOfWasteType': { asks: () => [{ query: year, json: directions() }] },
  'POST /reports/getVolumeOfServicesPerMonth': { asks: () => [{ query: year, json: directions() }] },
  'POST /reports/getVolumeOfServicesPerCenter': { asks: () => [{ query: year, json: directions() }] },
  'POST /reports/getCostOfEnvironmentalManagementPerMonth': {
    asks: () => [{ query: year, json: directions() }],
  },
  'POST /reports/GetCostOfEnvironmentalManagementPerCenter': {
    asks: () => [{ query: year, json: directions() }],
  },
  'POST /reports/GetIncomePerMonth': { asks: () => [{ query: year, json: directions() }] },
  'POST /reports/GetIncomePerCenter': { asks: () => [{ query: year, json: directions() }] },
  'POST /reports/GetVolumeOfWasteTypeLERCode': { asks: () => [{ query: year, json: directions() }] },

  // Notifications, menus, client settings, usage statistics
  // The user's own notifications, but for the other client or its service directions.
  'POST /notifications': {
    asks: () => [
      { json: { userId: oidOf(CLIENTE), clientNames: [foreign.client] } },
      { json: { userId: oidOf(CLIENTE), idDireccionesServicio: [foreign.direction] } },
    ],
  },
  'GET /getclientemenu': { refusedWith: 404, asks: () => [{ query: clientId() }] },
  'GET /getclientemenureports': { refusedWith: 404, asks: () => [{ query: clientId() }] },
  'GET /getConfigClientsHomeKPIs': { refusedWith: 404, asks: () => [{ query: clientId() }] },
  'GET /getConfigClientsServiceKPIs': { refusedWith: 404, asks: () => [{ query: clientId() }] },
  'GET /getConfigClientsServicesColumns': { refusedWith: 404, asks: () => [{ query: clientId() }] },
  'GET /getConfigClientsActions': { refusedWith: 404, asks: () => [{ query: clientId() }] },
  // A usage event recorded against the other client would feed its statistics.
  'POST /statistics/loginfo': {
    asks: () => [{ json: { page: '/services', action: 'view', client: foreign.client } }],
    untouched: async () =>
      expect(
        await rowCount(
          usageEvents,
          and(eq(usageEvents.client, foreign.client), eq(usageEvents.oid, oidOf(CLIENTE))),
        ),
      ).toBe(0),
  },
};

describe('an operation that names another client’s data', () => {
  // Never a 2xx; a record of the other client answers as one that does not exist (the hostile
  // suite compares the two answers whole), any other refusal is a 403.
  // The table is typed per operation; its entries come back as plain strings and unions.
  it.each(Object.entries(denied) as [OperationKey, Denial<OperationKey>][])(
    '%s is denied',
    async (op, denial) => {
      const refusals = denial.refusedWith ?? 403;
      for (const [i, request] of denial.asks().entries()) {
        const status = typeof refusals === 'number' ? refusals : refusals[i];
        await expectStatus(await asCliente(op, request), status ?? 403);
      }
      await denial.untouched?.();
    },
  );
});

// ---------------------------------------------------------------- operations with no client input

interface Unscoped {
  /** Why the operation takes no client-scoping input. */
  why: string;
  /** Its answer holds none of the other clients' records. */
  check: () => Promise<void>;
}

/** The clients cliente@ may not see: any of their records in an answer is a leak. */
const foreignClientIds = () =>
  api.summary.clients.map((c) => c.clientId).filter((id) => !ownClientIds.includes(id));

const unscoped: Record<string, Unscoped> = {
  'GET /getClients': {
    why: 'the user’s own client list, from the token',
    check: async () => {
      const { items } = await ok(await api.as(CLIENTE).GET('/getClients'), GetClientsResponse);
      const byId = (a: number, b: number) => a - b;
      expect(items.map((c) => c.clientId).sort(byId)).toEqual(
        [...api.summary.accounts[CLIENTE].clientIds].sort(byId),
      );
    },
  },
  'GET /getClientsDigitalized': {
    why: 'the user’s own digitalized clients, from the token (cliente@ has none)',
    check: async () => {
      const response = await api.as(CLIENTE).GET('/getClientsDigitalized');
      expect((await ok(response, GetClientsDigitalizedResponse)).items).toEqual([]);
    },
  },
  'GET /homebanner': {
    why: 'portal-wide banners, of no client',
    check: async () => void (await ok(await api.as(CLIENTE).GET('/homebanner'), HomeBannerResponse)),
  },
  'GET /ticketsbanner': {
    why: 'portal-wide banners, of no client',
    check: async () => void (await ok(await api.as(CLIENTE).GET('/ticketsbanner'), TicketsBannerResponse)),
  },
  'GET /requestpermissions': {
    why: 'the user’s own request permissions, from the token',
    check: async () => {
      const response = await api.as(CLIENTE).GET('/requestpermissions');
      expect(Object.keys(await ok(response, RequestPermissionsResponse)).sort()).toEqual([
        'incidencias',
        'servicios',
      ]);
    },
  },
  'POST /search/contacts': {
    why: 'searches every client the user sees',
    check: async () => {
      // A term the other client's contact matches: its name.
      const text = foreign.contactName;
      const response = await api
        .as(CLIENTE)
        .POST('/search/contacts', { params: { query: { take: 0, text } } });
      const { items } = await ok(response, SearchContactsResponse);
      expect(items.filter((c) => c.clientId === undefined || !ownClientIds.includes(c.clientId))).toEqual([]);
    },
  },
  'POST /search/services': {
    why: 'searches every service direction the user sees',
    check: async () => {
      // A term the other client's service matches: its type of service.
      const [service] = await api.db.select().from(tickets).where(eq(tickets.idTicket, foreign.idTicket));
      const text = service?.tipoServicio ?? '';
      const response = await api
        .as(CLIENTE)
        .POST('/search/services', { params: { query: { take: 0, text } } });
      const { items } = await ok(response, SearchServicesResponse);
      const ids = items.map((s) => s.idTicket);
      const found =
        ids.length === 0 ? [] : await api.db.select().from(tickets).where(inArray(tickets.idTicket, ids));
      expect(found.filter((t) => !ownDirections.has(t.iddireccionservicio))).toEqual([]);
    },
  },
  'POST /search/files': {
    why: 'searches every client and center the user sees',
    check: async () => {
      // A term the other client's file matches: its top folder, which cliente@'s clients have too.
      const folder = foreign.blobUri.split('/')[1] ?? '';
      const response = await api
        .as(CLIENTE)
        .POST('/search/files', { params: { query: { take: 0, text: folder } } });
      const { items } = await ok(response, SearchFilesResponse);
      const others = foreignClientIds();
      expect(items.filter((f) => others.includes(Number(f.filePath.split('/')[0])))).toEqual([]);
      // The search did find something: its own clients' files.
      expect(items.length).toBeGreaterThan(0);
    },
  },
};

describe('an operation with no client input answers none of another client’s data', () => {
  it.each(Object.entries(unscoped).map(([op, entry]) => ({ op, ...entry })))(
    '$op: $why',
    async ({ check }) => {
      await check();
    },
  );
});

// ---------------------------------------------------------------- completeness

describe('the two tables', () => {
  it('cover exactly the non-admin, non-public operations of the contract', () => {
    const contractOperations = operationsOf(bundledSpec)
      .filter(({ operation }) => {
        const op = operation as OpenApiOperation & { 'x-access'?: string };
        return op.security?.length !== 0 && op['x-access'] !== 'admin';
      })
      .map(({ method, path }) => `${method.toUpperCase()} ${path}`);
    expect([...Object.keys(denied), ...Object.keys(unscoped)].sort()).toEqual(contractOperations.sort());
  });
});
