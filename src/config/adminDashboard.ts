/**
 * The administration dashboard of screens.config.ts (`adminDashboard`), kept in its own module for
 * its size: the guided onboarding of a new client first, then one tab per group of areas of
 * docs/product-rules.md#access (clients and their structure, users and permissions, each client's
 * configuration and menus, banners, requests and types of service, logs, usage statistics). Lists
 * are admin grids; forms are generated from the contract's input schemas.
 */
import * as admin from '../api/generated/admin/admin';
import * as requests from '../api/generated/requests/requests';
import * as structure from '../api/generated/structure/structure';
import * as tickets from '../api/generated/tickets/tickets';
import {
  defineForm,
  defineGrid,
  defineSections,
  defineSteps,
  defineTabs,
  detailList,
  page,
  record,
  rowAction,
} from '../language';
import { clientSettingForms, grantPermissionsForm, replacePermissionsForm } from './adminParts';
import { usageStatisticsBody } from './usageStatistics';

// The records the admin creates, edits and deletes, whose texts their nouns word (src/language/crud.ts).
const cliente = record('cliente');
const nif = record('NIF');
const centro = record('centro');
const usuario = record('usuario');
const banner = record('banner');
const propuesta = record('propuesta', 'f');

/** A client's centers, as a tree by parent names; a new one is created for the client picked above. */
const centersOfClient = defineGrid({
  query: admin.adminCenters,
  pick: { schema: 'AdminCentroInput', field: 'clientId' },
  request: { params: { picked: 'clientId' } },
  columns: ['nombre', 'padre', 'nivel', 'localidad', 'provincia'],
  create: centro.create(admin.adminCreateCenter, {
    order: ['nombre', 'parentId', 'direccion', 'localidad', 'provincia', 'codigoPostal'],
    fields: { parentId: { placeholder: '(raíz)' } },
  }),
  rowActions: [
    centro.delete(admin.adminDeleteCenter, {
      note: 'Debe estar vacío (sin centros hijos ni direcciones de servicio).',
    }),
  ],
});

/**
 * Inviting a user: the client chosen from the list (its name is the user's company) and, in the
 * same form, the centers they reach. The user sets their own password from the mailed link.
 */
const inviteUser = usuario.create(admin.createUserB2C, {
  label: 'Invitar usuario',
  submitLabel: 'Invitar usuario',
  done: 'Usuario invitado: le hemos enviado un correo para que cree su contraseña.',
  order: ['email', 'givenName', 'familyName', 'role', 'clientId', 'centerIds'],
});

/** A client's users (their permissions on it), with the invitation of a new one. */
const usersOfClient = defineGrid({
  query: admin.adminPermisions,
  pick: { schema: 'AdminUsuarioAltaInput', field: 'clientId' },
  request: { body: { picked: 'clientId' } },
  columns: ['email', 'nombre', { key: 'digitalized', header: 'Digitalizado' }],
  detail: { lists: [centerAccessList('normal'), centerAccessList('digitalizado')] },
  create: inviteUser,
});

/** One screen's banners: each with its audience and days; deleted from its row (asked first). */
function bannersOf(kind: 'home' | 'tickets') {
  const screen = kind === 'home' ? 'de inicio' : 'de servicios';
  return defineGrid({
    query: admin.adminBanners,
    request: { params: {}, fixed: { kind } },
    columns: ['description', 'link', 'clientes', 'soloSolicitantes', 'desde', 'hasta', 'vigente'],
    ...banner.saves(kind === 'home' ? admin.adminHomeBanner : admin.adminTicketsBanner, 'id', {
      label: `Nuevo banner ${screen}`,
      fields: { description: { widget: 'textarea' } },
    }),
    rowActions: [banner.delete(kind === 'home' ? admin.adminDeleteHomeBanner : tickets.deleteTicketsBanner)],
  });
}

/**
 * Onboarding a client in one guided flow: the client and its NIF, then (with that client taken by
 * every form) its centers, its users and their access, its configuration and menu, a banner for
 * its users only, and a review of what they will see.
 */
const onboarding = defineSteps({
  subject: {
    label: 'Cliente y NIF',
    noun: 'cliente',
    description: 'El cliente nuevo, con su CIF principal; los pasos siguientes son de este cliente.',
    create: cliente.create(admin.adminCreateClient).form,
    from: 'adminClientsList',
    key: 'clientId',
    name: 'client',
  },
  steps: [
    {
      label: 'Centros',
      description: 'Los centros del cliente: cada uno en la raíz del árbol o bajo otro de sus centros.',
      body: centersOfClient,
    },
    {
      label: 'Usuarios y accesos',
      description:
        'Cada usuario recibe una invitación por correo para crear su contraseña, con acceso a los centros que elija.',
      body: usersOfClient,
    },
    {
      label: 'Configuración y menú',
      description: 'Lo que ven sus usuarios: sus KPI, las columnas de servicios, sus acciones y su menú.',
      body: defineSections({
        'KPI de inicio': clientSettingForms.homeKpis,
        'Columnas de servicios': clientSettingForms.servicesColumns,
        'Menú superior': clientSettingForms.menu,
        'KPI de servicios': clientSettingForms.serviceKpis,
        Acciones: clientSettingForms.actions,
        'Informes del menú': clientSettingForms.reports,
      }),
    },
    {
      label: 'Banner',
      description: 'Un aviso en la página de inicio solo para los usuarios de este cliente (si hace falta).',
      body: bannersOf('home'),
    },
    {
      label: 'Revisión',
      description: 'El portal del cliente tal como lo verán sus usuarios.',
      body: page('clientPreview'),
    },
  ],
});

// Lists are admin grids (server paging, `skip`/`take`); forms are generated from the contract's
// input schemas (Spanish titles there; labels here only where the admin needs another word).
export const adminDashboardBody = defineTabs([
  { id: 'alta', label: 'Alta de cliente', body: onboarding },
  {
    id: 'clientes',
    label: 'Clientes y centros',
    body: defineSections({
      Clientes: defineGrid({
        query: admin.adminClients,
        // Rows are named by the client, not by its number ('Acciones Hoteles Costa Azul S.L.').
        rowLabel: 'client',
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
      'Centros de un cliente': centersOfClient,
      'Direcciones de servicio': defineGrid({
        query: admin.adminServiceDirections,
        rowLabel: 'nombre',
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
    }),
  },
  {
    id: 'usuarios',
    label: 'Usuarios y permisos',
    body: defineSections({
      Usuarios: defineGrid({
        query: admin.getUsersB2C,
        columns: ['email', 'givenName', 'familyName', 'empresa', 'role', 'estado', 'ultimoAcceso'],
        create: inviteUser,
        edit: usuario.edit(admin.updateUser, 'oid', {
          order: ['givenName', 'familyName', 'empresa', 'role', 'activo'],
        }),
        rowActions: [
          rowAction(admin.adminResendInvitation, {
            label: 'Reenviar invitación',
            when: 'invitable',
            confirm: '¿Enviarle una invitación nueva? El enlace de la anterior dejará de servir.',
            done: 'Invitación enviada.',
          }),
          rowAction(admin.adminRevokeInvitation, {
            label: 'Retirar invitación',
            when: 'pendiente',
            confirm: '¿Retirar la invitación? Su enlace dejará de servir y el usuario quedará desactivado.',
            done: 'Invitación retirada: el usuario queda desactivado.',
            tone: 'danger',
          }),
          usuario.delete(admin.deleteUser, { consequences: 'con todos sus permisos' }),
        ],
      }),
      'Permisos por usuario y cliente': defineGrid({
        query: admin.adminPermisions,
        columns: ['email', 'nombre', 'client', { key: 'digitalized', header: 'Digitalizado' }],
        // A user's center accesses in both variants, each removed from its row (confirmed first).
        detail: { lists: [centerAccessList('normal'), centerAccessList('digitalizado')] },
        create: { label: 'Conceder permisos', form: grantPermissionsForm },
        rowActions: [
          rowAction(admin.adminDeletePermisions, {
            label: 'Quitar todos sus permisos',
            confirm: '¿Quitar al usuario todos sus permisos, normales y digitalizados?',
            done: 'Permisos quitados.',
            tone: 'danger',
          }),
        ],
      }),
      'Sustituir los permisos de un usuario': replacePermissionsForm,
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
      'Registrar un usuario que ya tiene cuenta': defineForm({
        submit: admin.registerUserB2C,
        order: ['email', 'role', 'empresa'],
        submitLabel: 'Registrar usuario',
        done: 'Usuario registrado en el portal.',
      }),
    }),
  },
  {
    id: 'configuracion',
    label: 'Configuración de cliente',
    body: defineSections({
      'KPI de inicio': clientSettingForms.homeKpis,
      'KPI de servicios': clientSettingForms.serviceKpis,
      'Columnas de servicios': clientSettingForms.servicesColumns,
      Acciones: clientSettingForms.actions,
      'Menú superior': clientSettingForms.menu,
      'Informes del menú': clientSettingForms.reports,
      'Vista previa del cliente': page('clientPreview'),
    }),
  },
  {
    label: 'Banners',
    body: defineSections({
      'Banners de inicio': bannersOf('home'),
      'Banners de servicios': bannersOf('tickets'),
      'Vista previa para un cliente': page('clientPreview'),
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
      'Tipos de servicio': defineGrid({
        query: admin.adminTypeOfService,
        ...record('tipo de servicio').saves(admin.adminSaveTypeOfService, 'id'),
      }),
    }),
  },
  {
    label: 'Logs',
    body: defineSections({
      'Cambios de la administración': defineGrid({ query: admin.adminLogs }),
      'Altas de clientes': defineGrid({ query: admin.adminLogsClientCreation }),
    }),
  },
  { id: 'estadisticas', label: 'Estadísticas de uso', body: usageStatisticsBody },
]);

/** A user's center accesses in one variant, each removed from its row (confirmed first). */
function centerAccessList(variant: 'normal' | 'digitalizado') {
  const digitalized = variant === 'digitalizado';
  return detailList(digitalized ? admin.adminUserPermisionsDigitalized : admin.adminUserPermisions, {
    label: `Accesos a centros (${variant})`,
    param: 'userOID',
    lines: 'centros',
    columns: [
      { key: 'centro', header: 'Centro' },
      { key: 'client', header: 'Cliente' },
    ],
    actions: [
      rowAction(
        digitalized ? admin.adminPermisionsCenterAccesDigitalized : admin.adminPermisionsCenterAcces,
        {
          label: 'Quitar acceso',
          rowKey: 'id',
          confirm: `¿Quitar a este usuario el acceso a este centro${digitalized ? ' digitalizado' : ''}?`,
          done: 'Acceso quitado.',
          tone: 'danger',
        },
      ),
    ],
    empty: `Sin accesos a centros en la variante ${digitalized ? 'digitalizada' : 'normal'}.`,
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
