/**
 * The administration dashboard of screens.config.ts (`adminDashboard`), kept in its own module for
 * its size: one tab per area of docs/product-rules.md#access (clients, centers, service directions, users,
 * permissions, menus, banners, client configuration, types of service, requests, logs and usage
 * statistics). Lists are admin grids; forms are generated from the contract's input schemas.
 */
import * as admin from '../api/generated/admin/admin';
import * as requests from '../api/generated/requests/requests';
import * as structure from '../api/generated/structure/structure';
import * as tickets from '../api/generated/tickets/tickets';
import {
  defineForm,
  defineGrid,
  defineSections,
  defineTabs,
  detailList,
  page,
  record,
  rowAction,
} from '../language';
import { clientSettingForm, permissionsForm } from './adminParts';
import { usageStatisticsBody } from './usageStatistics';

// The records the admin creates, edits and deletes, whose texts their nouns word (src/language/crud.ts).
const cliente = record('cliente');
const nif = record('NIF');
const centro = record('centro');
const usuario = record('usuario');
const banner = record('banner');
const propuesta = record('propuesta', 'f');
/** Both banners are saved alike (id empty creates one); their text is long. */
const bannerText = { fields: { description: { widget: 'textarea' } } } as const;

// Lists are admin grids (server paging, `skip`/`take`); forms are generated from the contract's
// input schemas (Spanish titles there; labels here only where the admin needs another word).
export const adminDashboardBody = defineTabs([
  {
    label: 'Clientes',
    body: defineSections({
      Clientes: defineGrid({
        query: admin.adminClients,
        columns: [
          { key: 'clientId', header: 'Nº' },
          'client',
          { key: 'cif', header: 'CIF principal' },
          { key: 'regenera', filterable: false },
          { key: 'digitalized', filterable: false },
        ],
        create: cliente.create(admin.adminCreateClient),
        edit: cliente.edit(admin.adminUpdateClient, 'clientId'),
        rowActions: [
          cliente.delete(admin.adminDeleteClient, {
            consequences: 'con sus centros, direcciones de servicio y permisos',
          }),
        ],
      }),
      // Pick the client by name: its NIFs are listed; one is added with the client already set,
      // and deleted from its row, confirmed first. No form asks for an id.
      'NIF de un cliente': defineGrid({
        query: structure.getClientCifs,
        rowLabel: 'cif',
        pick: { schema: 'AdminClienteNifInput', field: 'clientId' },
        request: { params: { picked: 'clientId' } },
        create: nif.add(admin.adminClientNif, { order: ['nif', 'razonSocial', 'principal'] }),
        rowActions: [nif.delete(admin.adminDeleteClientNif, { param: 'id', consequences: 'del cliente' })],
      }),
    }),
  },
  {
    label: 'Centros',
    body: defineSections({
      'Nuevo centro': centro.create(admin.adminCreateCenter).form,
      'Árbol de centros del cliente seleccionado': defineGrid({
        query: structure.getCentersTree,
        columns: [{ key: 'centerId', header: 'Nº' }, 'nombre', 'nivel', 'parentId', 'localidad', 'provincia'],
        rowActions: [
          centro.delete(admin.adminDeleteCenter, {
            note: 'Debe estar vacío (sin centros hijos ni direcciones de servicio).',
          }),
        ],
      }),
    }),
  },
  {
    id: 'direcciones',
    label: 'Direcciones de servicio',
    body: defineGrid({
      query: admin.adminServiceDirections,
      columns: [
        { key: 'iddireccionservicio', header: 'Nº' },
        { key: 'nombre', header: 'Dirección de servicio' },
        'direccion',
        'localidad',
        'provincia',
        { key: 'clientId', header: 'Cliente' },
        { key: 'centerId', header: 'Centro' },
      ],
      edit: record('dirección de servicio', 'f').edit(
        admin.adminUpdateServiceDirections,
        'iddireccionservicio',
        {
          label: 'Cambiar de centro',
          fields: { centerId: { label: 'Centro' } },
          submitLabel: 'Cambiar de centro',
          done: 'Dirección de servicio asignada al centro.',
        },
      ),
    }),
  },
  {
    label: 'Usuarios',
    body: defineSections({
      Usuarios: defineGrid({
        query: admin.getUsersB2C,
        columns: ['email', 'givenName', 'familyName', 'empresa', 'role', 'activo', 'ultimoAcceso'],
        create: usuario.create(admin.createUserB2C, {
          fields: { password: { widget: 'password' } },
          done: 'Usuario creado; ya puede iniciar sesión con la contraseña inicial.',
        }),
        edit: usuario.edit(admin.updateUser, 'oid'),
        rowActions: [usuario.delete(admin.deleteUser, { consequences: 'con todos sus permisos' })],
      }),
      'Registrar un usuario existente del proveedor de identidad': defineForm({
        submit: admin.registerUserB2C,
        submitLabel: 'Registrar usuario',
        done: 'Usuario registrado en el portal.',
      }),
    }),
  },
  {
    label: 'Permisos',
    body: defineSections({
      'Permisos por usuario y cliente': defineGrid({
        query: admin.adminPermisions,
        columns: ['email', 'nombre', 'client', { key: 'digitalized', header: 'Digitalizado' }],
        // A user's center accesses in both variants, each removed from its row (confirmed first).
        detail: {
          lists: [
            centerAccessList(admin.adminUserPermisions, admin.adminPermisionsCenterAcces, 'normal'),
            centerAccessList(
              admin.adminUserPermisionsDigitalized,
              admin.adminPermisionsCenterAccesDigitalized,
              'digitalizado',
            ),
          ],
        },
        create: {
          label: 'Conceder permisos',
          form: permissionsForm(admin.adminInsertPermisions, 'Conceder'),
        },
        rowActions: [
          rowAction(admin.adminDeletePermisions, {
            label: 'Quitar todos sus permisos',
            confirm: '¿Quitar al usuario todos sus permisos, normales y digitalizados?',
            done: 'Permisos quitados.',
            tone: 'danger',
          }),
        ],
      }),
      'Sustituir los permisos de un usuario': permissionsForm(admin.adminUpdatePermisions, 'Sustituir'),
      'Pueden abrir solicitudes de incidencia': requestPermissions('incidencia', {
        list: admin.adminGetIncidenceRequestPermisions,
        insert: admin.adminInsertIdenceRequestPermision,
        remove: admin.adminDeleteIdenceRequestPermision,
      }),
      'Pueden abrir solicitudes de servicio': requestPermissions('servicio', {
        list: admin.adminGetServiceRequestPermisions,
        insert: admin.adminInsertServiceRequestPermision,
        remove: admin.adminDeleteServiceRequestPermision,
      }),
    }),
  },
  {
    label: 'Menús',
    body: defineSections({
      'Menú superior de un cliente': clientSettingForm('menu'),
      'Informes de un cliente': clientSettingForm('reports'),
    }),
  },
  {
    label: 'Banners',
    body: defineSections({
      'Banner de inicio': defineGrid({
        query: tickets.homeBanner,
        ...banner.saves(admin.adminHomeBanner, 'id', { ...bannerText, label: 'Nuevo banner de inicio' }),
      }),
      'Banner de servicios': defineGrid({
        query: tickets.ticketsBanner,
        ...banner.saves(admin.adminTicketsBanner, 'id', {
          ...bannerText,
          label: 'Nuevo banner de servicios',
        }),
        rowActions: [banner.delete(tickets.deleteTicketsBanner)],
      }),
    }),
  },
  {
    id: 'configuracion',
    label: 'Configuración de cliente',
    body: defineSections({
      'KPI de inicio': clientSettingForm('homeKpis'),
      'KPI de servicios': clientSettingForm('serviceKpis'),
      'Columnas de servicios': clientSettingForm('servicesColumns'),
      Acciones: clientSettingForm('actions'),
      'Vista previa del cliente': page('clientPreview'),
    }),
  },
  {
    id: 'tipos',
    label: 'Tipos de servicio',
    body: defineGrid({
      query: admin.adminTypeOfService,
      ...record('tipo de servicio').saves(admin.adminSaveTypeOfService, 'id'),
    }),
  },
  {
    label: 'Solicitudes',
    body: defineSections({
      'Solicitudes de incidencia': defineGrid({
        query: admin.adminIncidenceRequest,
        columns: ['fecha', 'estado', 'clientName', 'center', 'asunto', 'prioridad', 'solicitante'],
        detail: { query: requests.incidenceRequestDetails },
      }),
      'Propuestas comerciales': defineGrid({
        query: admin.adminComercialProposals,
        omitColumns: ['provincia', 'center'],
        detail: { query: requests.comercialProposalDetails },
      }),
      'Solicitudes de servicio': defineGrid({
        query: admin.adminServiceRequest,
        omitColumns: ['unidad', 'solicitante'],
        detail: { query: requests.serviceRequestDetails },
      }),
      'Propuestas comerciales externas (formulario público)': defineGrid({
        query: requests.comercialProposalsExternal,
        omitColumns: ['provincia', 'center'],
        detail: { query: requests.comercialProposalDetailsExternal },
        edit: propuesta.edit(requests.externalComercialProposalUpdate, 'id', {
          label: 'Cambiar estado',
          fields: { notasInternas: { widget: 'textarea' } },
        }),
        rowActions: [propuesta.delete(requests.deleteComercialProposalExternal)],
      }),
    }),
  },
  {
    label: 'Logs',
    body: defineSections({
      'Altas de clientes': defineGrid({ query: admin.adminLogsClientCreation }),
      'Acciones de administración': defineGrid({ query: admin.adminLogs }),
    }),
  },
  { id: 'estadisticas', label: 'Estadísticas de uso', body: usageStatisticsBody },
]);

/** A user's center accesses in one variant, each removed from its row (confirmed first). */
function centerAccessList(
  read: typeof admin.adminUserPermisions | typeof admin.adminUserPermisionsDigitalized,
  remove: typeof admin.adminPermisionsCenterAcces | typeof admin.adminPermisionsCenterAccesDigitalized,
  variant: 'normal' | 'digitalizado',
) {
  return detailList(read, {
    label: `Accesos a centros (${variant})`,
    param: 'userOID',
    lines: 'centros',
    columns: [
      { key: 'centro', header: 'Centro' },
      { key: 'client', header: 'Cliente' },
    ],
    actions: [
      rowAction(remove, {
        label: 'Quitar acceso',
        rowKey: 'id',
        confirm: `¿Quitar a este usuario el acceso a este centro${variant === 'normal' ? '' : ' digitalizado'}?`,
        done: 'Acceso quitado.',
        tone: 'danger',
      }),
    ],
    empty: `Sin accesos a centros en la variante ${variant === 'normal' ? 'normal' : 'digitalizada'}.`,
  });
}

/** Who may open incidence (or service) requests: the list, authorizing a user, and the 'Quitar' of each row. */
function requestPermissions(
  kind: 'incidencia' | 'servicio',
  calls: {
    list: typeof admin.adminGetIncidenceRequestPermisions;
    insert: typeof admin.adminInsertIdenceRequestPermision;
    remove: typeof admin.adminDeleteIdenceRequestPermision;
  },
) {
  return defineGrid({
    query: calls.list,
    create: {
      label: 'Autorizar usuario',
      form: defineForm({
        submit: calls.insert,
        fields: { oid: { label: 'Usuario' } },
        submitLabel: 'Autorizar',
        done: `Usuario autorizado a abrir solicitudes de ${kind}.`,
      }),
    },
    rowActions: [
      rowAction(calls.remove, {
        label: 'Quitar',
        confirm: `¿Quitar a este usuario el permiso de abrir solicitudes de ${kind}?`,
        done: 'Permiso quitado.',
        tone: 'danger',
      }),
    ],
  });
}
