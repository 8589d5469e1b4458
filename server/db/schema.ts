/**
 * The reference API's database: one schema for the embedded PGlite and a real PostgreSQL server.
 * Property names follow the contract's field names so handlers map rows with little glue; SQL
 * names are snake_case. Migrations are generated from this file (`npm run db:generate`).
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

// ------------------------------------------------------------------ structure

export const clients = pgTable('clients', {
  clientId: serial('client_id').primaryKey(),
  client: text('client').notNull().unique(),
  regenera: boolean('regenera').notNull().default(false),
  digitalized: boolean('digitalized').notNull().default(false),
  createdAt: createdAt(),
});

export const clientNifs = pgTable(
  'client_nifs',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.clientId, { onDelete: 'cascade' }),
    nif: text('nif').notNull(),
    razonSocial: text('razon_social').notNull(),
    principal: boolean('principal').notNull().default(false),
  },
  (t) => [
    index('client_nifs_client_idx').on(t.clientId),
    uniqueIndex('client_nifs_nif_uq').on(t.clientId, t.nif),
  ],
);

export const centers = pgTable(
  'centers',
  {
    centerId: serial('center_id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.clientId, { onDelete: 'cascade' }),
    parentId: integer('parent_id'),
    nombre: text('nombre').notNull(),
    nivel: integer('nivel').notNull().default(0),
    direccion: text('direccion'),
    localidad: text('localidad'),
    provincia: text('provincia'),
    codigoPostal: text('codigo_postal'),
  },
  (t) => [index('centers_client_idx').on(t.clientId), index('centers_parent_idx').on(t.parentId)],
);

export const gestores = pgTable(
  'gestores',
  {
    id: serial('id').primaryKey(),
    centerId: integer('center_id')
      .notNull()
      .references(() => centers.centerId, { onDelete: 'cascade' }),
    tipo: text('tipo', { enum: ['comercial', 'tecnico', 'administracion'] }).notNull(),
    nombre: text('nombre').notNull(),
    email: text('email').notNull(),
    telefono: text('telefono'),
  },
  (t) => [uniqueIndex('gestores_center_tipo_uq').on(t.centerId, t.tipo)],
);

export const serviceDirections = pgTable(
  'service_directions',
  {
    iddireccionservicio: serial('id_direccion_servicio').primaryKey(),
    centerId: integer('center_id')
      .notNull()
      .references(() => centers.centerId),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.clientId, { onDelete: 'cascade' }),
    nombre: text('nombre').notNull(),
    direccion: text('direccion'),
    localidad: text('localidad'),
    provincia: text('provincia'),
    codigoPostal: text('codigo_postal'),
    latitud: doublePrecision('latitud'),
    longitud: doublePrecision('longitud'),
  },
  (t) => [
    index('service_directions_center_idx').on(t.centerId),
    index('service_directions_client_idx').on(t.clientId),
  ],
);

export const serviceTypes = pgTable('service_types', {
  id: serial('id').primaryKey(),
  idTipoFactura: integer('id_tipo_factura').notNull(),
  tipoFactura1: text('tipo_factura1').notNull(),
  descripcion: text('descripcion'),
});

// ------------------------------------------------------------------ services

export const tickets = pgTable(
  'tickets',
  {
    idTicket: serial('id_ticket').primaryKey(),
    referencia: text('referencia').notNull().unique(),
    estado: text('estado', { enum: ['programado', 'facturado', 'ejecutado'] })
      .notNull()
      .default('programado'),
    fecha: date('fecha', { mode: 'string' }).notNull(),
    iddireccionservicio: integer('id_direccion_servicio')
      .notNull()
      .references(() => serviceDirections.iddireccionservicio),
    centerId: integer('center_id').notNull(),
    clientId: integer('client_id').notNull(),
    tipoServicio: text('tipo_servicio').notNull(),
    residuo: text('residuo'),
    codigoLER: text('codigo_ler'),
    cantidad: doublePrecision('cantidad').notNull(),
    unidad: text('unidad', { enum: ['kg', 't', 'l', 'm3', 'ud'] }).notNull(),
    importe: doublePrecision('importe'),
    numeroFactura: text('numero_factura'),
    matricula: text('matricula'),
    observaciones: text('observaciones'),
    // Regenera (used-oil pickups) only.
    litrosRecogidos: doublePrecision('litros_recogidos'),
    kilosNetos: doublePrecision('kilos_netos'),
    conductor: text('conductor'),
    certificado: text('certificado'),
    horaRecogida: text('hora_recogida'),
    contenedores: integer('contenedores'),
    /**
     * The service's own text fields folded (lower case, no accents, as server/lib/foldedText.ts
     * folds a search) in one column with a trigram index, so free-text filters and the global search
     * are one indexed LIKE instead of several scans (bench at 500k: 3.5 s -> 0.2 s for a count).
     */
    busqueda: text('busqueda').generatedAlwaysAs(
      sql`translate(lower(referencia || ' ' || coalesce(tipo_servicio, '') || ' ' || coalesce(residuo, '') || ' ' || coalesce(codigo_ler, '') || ' ' || coalesce(numero_factura, '') || ' ' || coalesce(matricula, '')), 'áàäâãÁÀÄÂÃéèëêÉÈËÊíìïîÍÌÏÎóòöôõÓÒÖÔÕúùüûÚÙÜÛñÑçÇ', 'aaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuunncc')`,
    ),
  },
  (t) => [
    index('tickets_busqueda_trgm_idx').using('gin', sql`${t.busqueda} gin_trgm_ops`),
    // Grids and exports read services by date then id (the tiebreaker that keeps pages apart):
    // with the id in the index a page is read in order, 15 rows and no sort, instead of every
    // service of the day it starts on (many directions: walk the date; one direction: its own).
    index('tickets_direction_fecha_id_idx').on(t.iddireccionservicio, t.fecha, t.idTicket),
    index('tickets_client_fecha_idx').on(t.clientId, t.fecha),
    index('tickets_fecha_id_idx').on(t.fecha, t.idTicket),
  ],
);

export const ticketLines = pgTable(
  'ticket_lines',
  {
    idTicket: integer('id_ticket')
      .notNull()
      .references(() => tickets.idTicket, { onDelete: 'cascade' }),
    linea: integer('linea').notNull(),
    concepto: text('concepto').notNull(),
    codigoLER: text('codigo_ler'),
    cantidad: doublePrecision('cantidad').notNull(),
    unidad: text('unidad', { enum: ['kg', 't', 'l', 'm3', 'ud'] }).notNull(),
    precioUnitario: doublePrecision('precio_unitario'),
    importe: doublePrecision('importe'),
  },
  (t) => [primaryKey({ columns: [t.idTicket, t.linea] })],
);

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  kind: text('kind', { enum: ['home', 'tickets'] }).notNull(),
  description: text('description').notNull(),
  link: text('link'),
  /** The clients whose users see it; empty: every client. */
  clientIds: integer('client_ids').array().notNull().default(sql`'{}'::integer[]`),
  /** Only users who may raise incidence or service requests see it (it points at Acciones). */
  soloSolicitantes: boolean('solo_solicitantes').notNull().default(false),
  /** First and last day shown ('YYYY-MM-DD', both included); null: no limit. */
  desde: date('desde', { mode: 'string' }),
  hasta: date('hasta', { mode: 'string' }),
  createdAt: createdAt(),
});

// ------------------------------------------------------------------ documents

export const facturas = pgTable(
  'facturas',
  {
    idFactura: serial('id_factura').primaryKey(),
    numeroFactura: text('numero_factura').notNull().unique(),
    fecha: date('fecha', { mode: 'string' }).notNull(),
    fechaVencimiento: date('fecha_vencimiento', { mode: 'string' }),
    clientId: integer('client_id').notNull(),
    centerId: integer('center_id').notNull(),
    iddireccionservicio: integer('id_direccion_servicio').notNull(),
    cif: text('cif').notNull(),
    razonSocial: text('razon_social').notNull(),
    baseImponible: doublePrecision('base_imponible').notNull(),
    tipoIva: doublePrecision('tipo_iva').notNull(),
    iva: doublePrecision('iva').notNull(),
    total: doublePrecision('total').notNull(),
    estadoPago: text('estado_pago', { enum: ['pendiente', 'pagada', 'vencida'] }).notNull(),
    filePath: text('file_path'),
  },
  (t) => [index('facturas_direction_fecha_idx').on(t.iddireccionservicio, t.fecha)],
);

export const facturasProforma = pgTable(
  'facturas_proforma',
  {
    idFactura: serial('id_factura').primaryKey(),
    numero: text('numero').notNull().unique(),
    fecha: date('fecha', { mode: 'string' }).notNull(),
    clientId: integer('client_id').notNull(),
    centerId: integer('center_id').notNull(),
    iddireccionservicio: integer('id_direccion_servicio').notNull(),
    importe: doublePrecision('importe').notNull(),
    estado: text('estado', { enum: ['pendiente', 'aceptada', 'rechazada'] })
      .notNull()
      .default('pendiente'),
    motivoRechazo: text('motivo_rechazo'),
    fechaRespuesta: timestamp('fecha_respuesta', { withTimezone: true, mode: 'date' }),
    cif: text('cif').notNull(),
    razonSocial: text('razon_social').notNull(),
    concepto: text('concepto').notNull(),
    filePath: text('file_path'),
  },
  (t) => [index('proformas_direction_fecha_idx').on(t.iddireccionservicio, t.fecha)],
);

/** Where a service's document (delivery note, DI) stands: its day, service, client, center, direction. */
const serviceDocumentColumns = () => ({
  fecha: date('fecha', { mode: 'string' }).notNull(),
  idTicket: integer('id_ticket'),
  referencia: text('referencia'),
  clientId: integer('client_id').notNull(),
  centerId: integer('center_id').notNull(),
  iddireccionservicio: integer('id_direccion_servicio').notNull(),
});

export const albaranes = pgTable(
  'albaranes',
  {
    idAlbaran: serial('id_albaran').primaryKey(),
    numeroAlbaran: text('numero_albaran').notNull().unique(),
    ...serviceDocumentColumns(),
    residuo: text('residuo'),
    codigoLER: text('codigo_ler'),
    cantidad: doublePrecision('cantidad').notNull(),
    unidad: text('unidad', { enum: ['kg', 't', 'l', 'm3', 'ud'] }).notNull(),
    matricula: text('matricula'),
    numeroFactura: text('numero_factura'),
    filePath: text('file_path'),
  },
  (t) => [index('albaranes_direction_fecha_idx').on(t.iddireccionservicio, t.fecha)],
);

export const weightTickets = pgTable(
  'weight_tickets',
  {
    codigoTicket: text('codigo_ticket').primaryKey(),
    fechaEntrada: timestamp('fecha_entrada', { withTimezone: true, mode: 'date' }).notNull(),
    fechaSalida: timestamp('fecha_salida', { withTimezone: true, mode: 'date' }),
    clientId: integer('client_id').notNull(),
    centerId: integer('center_id').notNull(),
    iddireccionservicio: integer('id_direccion_servicio').notNull(),
    matricula: text('matricula').notNull(),
    conductor: text('conductor'),
    pesoBruto: doublePrecision('peso_bruto').notNull(),
    tara: doublePrecision('tara').notNull(),
    pesoNeto: doublePrecision('peso_neto').notNull(),
    residuo: text('residuo'),
    codigoLER: text('codigo_ler'),
    transportista: text('transportista'),
    planta: text('planta'),
    referencia: text('referencia'),
    numeroDI: text('numero_di'),
    numeroAlbaran: text('numero_albaran'),
    observaciones: text('observaciones'),
    filePath: text('file_path'),
  },
  (t) => [index('weight_tickets_direction_fecha_idx').on(t.iddireccionservicio, t.fechaEntrada)],
);

export const documentosIdentificacion = pgTable(
  'documentos_identificacion',
  {
    idDI: serial('id_di').primaryKey(),
    numeroDI: text('numero_di').notNull().unique(),
    ...serviceDocumentColumns(),
    codigoLER: text('codigo_ler').notNull(),
    residuo: text('residuo').notNull(),
    productor: text('productor').notNull(),
    transportista: text('transportista').notNull(),
    gestor: text('gestor').notNull(),
    cantidad: doublePrecision('cantidad').notNull(),
    unidad: text('unidad', { enum: ['kg', 't', 'l', 'm3', 'ud'] }).notNull(),
    matricula: text('matricula'),
    filePath: text('file_path'),
  },
  (t) => [index('dis_direction_fecha_idx').on(t.iddireccionservicio, t.fecha)],
);

// ------------------------------------------------------------------ files

/** Metadata of a stored file; the bytes live under the storage root at `blobUri`. */
export const files = pgTable(
  'files',
  {
    blobUri: text('blob_uri').primaryKey(),
    clientId: integer('client_id').notNull(),
    centerId: integer('center_id'),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    category: text('category').notNull(),
    group: text('group').notNull(),
    kind: text('kind', { enum: ['ADMINISTRATIVO', 'OTROS'] }).notNull(),
    lastModified: timestamp('last_modified', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    uploadedBy: text('uploaded_by'),
  },
  (t) => [index('files_client_idx').on(t.clientId)],
);

// ------------------------------------------------------------------ contacts and requests

export const contacts = pgTable(
  'contacts',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.clientId, { onDelete: 'cascade' }),
    center: text('center'),
    name: text('name').notNull(),
    cargo: text('cargo'),
    address: text('address'),
    phone: text('phone'),
    mobile: text('mobile'),
    email: text('email'),
    observaciones: text('observaciones'),
    fechaAlta: timestamp('fecha_alta', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /**
     * Added by the company's staff (roles 1-3), not by a client's user: only such a contact's
     * address may receive the portal's mail (lib/mail/recipientPolicy.ts). False for rows from
     * before the column: who made them is unknown.
     */
    addedByStaff: boolean('added_by_staff').notNull().default(false),
  },
  (t) => [index('contacts_client_idx').on(t.clientId)],
);

const estadoSolicitud = () =>
  text('estado', { enum: ['opened', 'inprocess', 'closed', 'indemand'] })
    .notNull()
    .default('opened');

export const comercialProposals = pgTable('comercial_proposals', {
  id: serial('id').primaryKey(),
  fecha: timestamp('fecha', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  estado: estadoSolicitud(),
  externa: boolean('externa').notNull().default(false),
  clientId: integer('client_id'),
  clientName: text('client_name'),
  center: text('center'),
  empresa: text('empresa').notNull(),
  cif: text('cif'),
  contacto: text('contacto').notNull(),
  email: text('email').notNull(),
  telefono: text('telefono'),
  provincia: text('provincia'),
  tipoResiduo: text('tipo_residuo'),
  descripcion: text('descripcion').notNull(),
  notasInternas: text('notas_internas'),
  solicitanteOid: uuid('solicitante_oid'),
});

/** What every client's request (incidence, service) starts with: when, its state, whose, where. */
const clientRequestColumns = () => ({
  id: serial('id').primaryKey(),
  fecha: timestamp('fecha', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  estado: estadoSolicitud(),
  clientId: integer('client_id').notNull(),
  clientName: text('client_name').notNull(),
  center: text('center'),
});

export const incidenceRequests = pgTable('incidence_requests', {
  ...clientRequestColumns(),
  referencia: text('referencia'),
  asunto: text('asunto').notNull(),
  descripcion: text('descripcion').notNull(),
  prioridad: text('prioridad', { enum: ['baja', 'media', 'alta'] })
    .notNull()
    .default('media'),
  solicitante: text('solicitante'),
  solicitanteOid: uuid('solicitante_oid'),
});

export const serviceRequests = pgTable('service_requests', {
  ...clientRequestColumns(),
  iddireccionservicio: integer('id_direccion_servicio'),
  tipoServicio: text('tipo_servicio').notNull(),
  residuo: text('residuo'),
  fechaDeseada: date('fecha_deseada', { mode: 'string' }),
  cantidad: doublePrecision('cantidad'),
  unidad: text('unidad', { enum: ['kg', 't', 'l', 'm3', 'ud'] }),
  descripcion: text('descripcion').notNull(),
  solicitante: text('solicitante'),
  solicitanteOid: uuid('solicitante_oid'),
});

/** Who may raise incidence requests ('incidence') and service requests ('service'). */
export const requestPermissions = pgTable(
  'request_permissions',
  {
    kind: text('kind', { enum: ['incidence', 'service'] }).notNull(),
    oid: uuid('oid')
      .notNull()
      .references(() => users.oid, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.kind, t.oid] })],
);

// ------------------------------------------------------------------ notifications, menus, config

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    type: text('type', {
      enum: [
        'ERROR',
        'IncidenceRequest',
        'ServiceRequest',
        'ServiceWithoutInvoice',
        'ClientTemplateCreation',
      ],
    }).notNull(),
    date: timestamp('date', { withTimezone: true, mode: 'date' }).notNull(),
    message: text('message').notNull(),
    status: text('status'),
    referencia: text('referencia'),
    clientId: integer('client_id'),
    clientName: text('client_name'),
    /** Set for a notification addressed to one user (request status changes); null for a client's. */
    userOid: uuid('user_oid'),
    /** The request a status change is about: deleting the request deletes what it notified. */
    incidenceRequestId: integer('incidence_request_id').references(() => incidenceRequests.id, {
      onDelete: 'cascade',
    }),
    serviceRequestId: integer('service_request_id').references(() => serviceRequests.id, {
      onDelete: 'cascade',
    }),
    /** Only shown to administrators (ERROR, ClientTemplateCreation). */
    adminOnly: boolean('admin_only').notNull().default(false),
  },
  (t) => [
    index('notifications_client_date_idx').on(t.clientId, t.date),
    // A request's delete finds its notifications (the cascade) without scanning them all.
    index('notifications_incidence_request_idx').on(t.incidenceRequestId),
    index('notifications_service_request_idx').on(t.serviceRequestId),
  ],
);

/** A notification a user has already been shown: it is no longer new for them. */
export const notificationsSeen = pgTable(
  'notifications_seen',
  {
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    oid: uuid('oid').notNull(),
  },
  (t) => [primaryKey({ columns: [t.notificationId, t.oid] })],
);

export const clientMenus = pgTable(
  'client_menus',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['menu', 'reports'] }).notNull(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.clientId, { onDelete: 'cascade' }),
    menuEntries: text('menu_entries').array().notNull(),
  },
  (t) => [uniqueIndex('client_menus_kind_client_uq').on(t.kind, t.clientId)],
);

export const clientConfigs = pgTable(
  'client_configs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['homeKpis', 'serviceKpis', 'servicesColumns', 'actions'] }).notNull(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.clientId, { onDelete: 'cascade' }),
    config: text('config').array().notNull(),
  },
  (t) => [uniqueIndex('client_configs_kind_client_uq').on(t.kind, t.clientId)],
);

// ------------------------------------------------------------------ regenera

export const trucks = pgTable('trucks', {
  matricula: text('matricula').primaryKey(),
  descripcion: text('descripcion').notNull(),
  conductor: text('conductor'),
});

export const truckPositions = pgTable(
  'truck_positions',
  {
    matricula: text('matricula')
      .notNull()
      .references(() => trucks.matricula, { onDelete: 'cascade' }),
    fecha: timestamp('fecha', { withTimezone: true, mode: 'date' }).notNull(),
    latitud: doublePrecision('latitud').notNull(),
    longitud: doublePrecision('longitud').notNull(),
    velocidad: doublePrecision('velocidad'),
    iddireccionservicio: integer('id_direccion_servicio'),
  },
  (t) => [primaryKey({ columns: [t.matricula, t.fecha] })],
);

export const traceability = pgTable(
  'traceability',
  {
    referencia: text('referencia').primaryKey(),
    iddireccionservicio: integer('id_direccion_servicio').notNull(),
    fechaRecogida: date('fecha_recogida', { mode: 'string' }).notNull(),
    fechaEntradaPlanta: date('fecha_entrada_planta', { mode: 'string' }),
    fechaCertificado: date('fecha_certificado', { mode: 'string' }),
    litros: doublePrecision('litros').notNull(),
    kilos: doublePrecision('kilos').notNull(),
    lote: text('lote'),
    destino: text('destino'),
    estado: text('estado', { enum: ['recogido', 'enPlanta', 'certificado'] }).notNull(),
    reabierta: boolean('reabierta').notNull().default(false),
  },
  (t) => [index('traceability_direction_idx').on(t.iddireccionservicio)],
);

// ------------------------------------------------------------------ users and permissions

/** Users of the identity provider (local emulation of the hosted tenant) and of the portal. */
export const users = pgTable('users', {
  oid: uuid('oid').primaryKey(),
  email: text('email').notNull().unique(),
  givenName: text('given_name').notNull(),
  familyName: text('family_name').notNull(),
  empresa: text('empresa').notNull(),
  role: integer('role').notNull().default(0),
  activo: boolean('activo').notNull().default(true),
  /** scrypt hash (server/identity), null for a user registered but not yet given a password. */
  passwordHash: text('password_hash'),
  registrado: boolean('registrado').notNull().default(true),
  ultimoAcceso: timestamp('ultimo_acceso', { withTimezone: true, mode: 'date' }),
  createdAt: createdAt(),
});

/** A user's access to a client, in the normal or the digitalized variant. */
/** A user and a client, both deleted with what refers to them. */
const userAndClient = () => ({
  oid: uuid('oid')
    .notNull()
    .references(() => users.oid, { onDelete: 'cascade' }),
  clientId: integer('client_id')
    .notNull()
    .references(() => clients.clientId, { onDelete: 'cascade' }),
});

export const userClients = pgTable(
  'user_clients',
  {
    ...userAndClient(),
    digitalized: boolean('digitalized').notNull(),
  },
  (t) => [primaryKey({ columns: [t.oid, t.clientId, t.digitalized] })],
);

/**
 * A user's saved views of a list (filters, sort, page size, hidden columns as the list's URL
 * parameters) for one client; `shared`, the client's other users see them too. One name per user,
 * list and client: saving it again replaces it.
 */
export const savedViews = pgTable(
  'saved_views',
  {
    id: serial('id').primaryKey(),
    ...userAndClient(),
    screen: text('screen').notNull(),
    name: text('name').notNull(),
    state: text('state').notNull(),
    shared: boolean('shared').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('saved_views_name_uq').on(t.oid, t.clientId, t.screen, t.name),
    index('saved_views_list_idx').on(t.clientId, t.screen),
  ],
);

/** Per-center access records; a user sees a center (and those below it) they have a record for. */
export const centerAccess = pgTable(
  'center_access',
  {
    id: serial('id').primaryKey(),
    oid: uuid('oid')
      .notNull()
      .references(() => users.oid, { onDelete: 'cascade' }),
    centerId: integer('center_id')
      .notNull()
      .references(() => centers.centerId, { onDelete: 'cascade' }),
    digitalized: boolean('digitalized').notNull(),
  },
  (t) => [uniqueIndex('center_access_uq').on(t.oid, t.centerId, t.digitalized)],
);

/**
 * A new user's pending invitation (server/identity/invitations.ts): a one-time link to set the
 * first password, mailed when an administrator creates (or re-invites) the user. One per user: a
 * new one replaces it, setting the password or revoking it deletes it. Only the SHA-256 of the
 * link's random token is kept.
 */
export const invitations = pgTable('invitations', {
  oid: uuid('oid')
    .primaryKey()
    .references(() => users.oid, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * One-time codes of the identity provider's reset-password flow (server/identity/resetCodes.ts),
 * each bound to the sign-in page (interaction) that asked for it. Only a keyed hash of the code is
 * kept. An address without an account gets a row too (no user, a hash no code matches), so the
 * flow's next steps behave the same for it.
 */
export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    id: serial('id').primaryKey(),
    interactionUid: text('interaction_uid').notNull(),
    /** As typed, trimmed and lower-cased. */
    email: text('email').notNull(),
    userOid: uuid('user_oid').references(() => users.oid, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    /** The code's expiry; once verified, the deadline for choosing the new password. */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true, mode: 'date' }),
    /** When the new password was set with it: a code serves once. */
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('password_reset_codes_interaction_idx').on(t.interactionUid),
    index('password_reset_codes_expires_idx').on(t.expiresAt),
  ],
);

/**
 * What the identity provider (oidc-provider) keeps between requests: sign-in sessions, sign-in
 * pages (interactions), grants, authorization codes, refresh tokens. In the database so that any
 * API process serves any step of a sign-in and a restart signs nobody out
 * (server/identity/databaseAdapter.ts). `store` separates the flows (each keeps its own codes and
 * tokens; the sessions are shared). `seq` orders the rows by their last write: past a model's cap
 * the oldest go first. The other columns index what oidc-provider looks entries up by.
 */
export const oidcEntries = pgTable(
  'oidc_entries',
  {
    store: text('store').notNull(),
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** Null: no expiry (only the cap removes it). */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    uid: text('uid'),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    accountId: text('account_id'),
  },
  (t) => [
    primaryKey({ columns: [t.store, t.model, t.id] }),
    index('oidc_entries_order_idx').on(t.store, t.model, t.seq),
    index('oidc_entries_expires_idx').on(t.expiresAt),
    index('oidc_entries_uid_idx').on(t.uid),
    index('oidc_entries_grant_idx').on(t.grantId),
    index('oidc_entries_user_code_idx').on(t.userCode),
    index('oidc_entries_account_idx').on(t.accountId),
  ],
);

/**
 * Request counters of the identity provider's rate limits (server/identity/requestLimits.ts, through
 * rate-limiter-flexible's RateLimiterDrizzle, which expects these three columns): one row per limit
 * and client address or e-mail, shared by every API process.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    points: integer('points').notNull(),
    expire: timestamp('expire', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('rate_limits_expire_idx').on(t.expire)],
);

/**
 * Failed sign-ins per e-mail and per client address (server/identity/throttle.ts): how many, and
 * when the last one was, from which the next attempt's wait follows.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('sign_in_failures_last_idx').on(t.lastFailureAt)],
);

// ------------------------------------------------------------------ logs, statistics, outbox

export const adminLogs = pgTable(
  'admin_logs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['general', 'clientCreation'] }).notNull(),
    fecha: timestamp('fecha', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    nivel: text('nivel', { enum: ['info', 'warning', 'error'] }).notNull(),
    usuario: text('usuario'),
    accion: text('accion').notNull(),
    detalle: text('detalle'),
    /** What a change replaced and what it wrote (a configuration, a menu), in words. */
    antes: text('antes'),
    despues: text('despues'),
  },
  (t) => [index('admin_logs_kind_fecha_idx').on(t.kind, t.fecha)],
);

export const usageEvents = pgTable(
  'usage_events',
  {
    id: serial('id').primaryKey(),
    fecha: timestamp('fecha', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    oid: uuid('oid').notNull(),
    email: text('email').notNull(),
    empresa: text('empresa'),
    role: integer('role').notNull(),
    page: text('page').notNull(),
    client: text('client'),
    centro: text('centro'),
    action: text('action', { enum: ['view', 'export', 'send', 'download', 'upload', 'search'] }).notNull(),
    detalle: text('detalle'),
  },
  (t) => [index('usage_events_fecha_idx').on(t.fecha)],
);

/** Every e-mail the API sends: stored here, and relayed over SMTP when SMTP_URL is set. */
export const outbox = pgTable('outbox', {
  messageId: text('message_id').primaryKey(),
  createdAt: createdAt(),
  fromAddress: text('from_address').notNull(),
  toAddresses: text('to_addresses').array().notNull(),
  ccAddresses: text('cc_addresses').array().notNull().default(sql`'{}'::text[]`),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  attachments: jsonb('attachments')
    .$type<{ filename: string; contentType: string; size: number }[]>()
    .notNull(),
  /** The full RFC 5322 message, as sent. */
  raw: text('raw').notNull(),
  senderOid: uuid('sender_oid'),
  relayedAt: timestamp('relayed_at', { withTimezone: true, mode: 'date' }),
});
