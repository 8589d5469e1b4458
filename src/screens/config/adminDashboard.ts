/**
 * The administration dashboard of screens.config.ts (`adminDashboard`), kept in its own module for
 * its size: one tab per area of docs/product-rules.md#access (clients, centers, service directions, users,
 * permissions, menus, banners, client configuration, types of service, requests, logs and usage
 * statistics). Lists are admin grids; forms are generated from the contract's input schemas.
 */
import {
  adminClientNif,
  adminClients,
  adminComercialProposals,
  adminCreateCenter,
  adminCreateClient,
  adminDeleteCenter,
  adminDeleteClient,
  adminDeleteClientNif,
  adminDeleteIdenceRequestPermision,
  adminDeletePermisions,
  adminDeleteServiceRequestPermision,
  adminGetIncidenceRequestPermisions,
  adminGetServiceRequestPermisions,
  adminHomeBanner,
  adminIncidenceRequest,
  adminInsertIdenceRequestPermision,
  adminInsertPermisions,
  adminInsertServiceRequestPermision,
  adminLogs,
  adminLogsClientCreation,
  adminPermisions,
  adminPermisionsCenterAcces,
  adminPermisionsCenterAccesDigitalized,
  adminServiceDirections,
  adminServiceRequest,
  adminTicketsBanner,
  adminTypeOfService,
  adminUpdateClient,
  adminUpdatePermisions,
  adminUpdateServiceDirections,
  adminUserPermisions,
  adminUserPermisionsDigitalized,
  createUserB2C,
  deleteUser,
  getUsersB2C,
  registerUserB2C,
  updateUser,
} from '../../api/generated/admin/admin';
import {
  configClientsActions,
  configClientsHomeKpis,
  configClientsServiceKpis,
  configClientsServicesColumns,
  getConfigClientsActions,
  getConfigClientsHomeKpis,
  getConfigClientsServiceKpis,
  getConfigClientsServicesColumns,
} from '../../api/generated/client-config/client-config';
import {
  clienteMenu,
  clienteMenuReports,
  getClienteMenu,
  getClienteMenuReports,
} from '../../api/generated/notifications/notifications';
import {
  comercialProposalDetails,
  comercialProposalDetailsExternal,
  comercialProposalsExternal,
  deleteComercialProposalExternal,
  externalComercialProposalUpdate,
  incidenceRequestDetails,
  serviceRequestDetails,
} from '../../api/generated/requests/requests';
import { getCentersTree, getClientCifs } from '../../api/generated/structure/structure';
import { deleteTicketsBanner, homeBanner, ticketsBanner } from '../../api/generated/tickets/tickets';
import {
  adminGridParams,
  bannerColumns,
  bannerForm,
  clientConfigForm,
  logGrid,
  permissionsForm,
  proposalColumns,
  serviceTypeForm,
} from '../adminParts';
import { usageStatisticsBody } from '../config/usageStatistics';
import {
  currentValues,
  defineForm,
  defineGrid,
  defineSections,
  defineTabs,
  deleteRow,
  detailList,
  estadoColumn,
  page,
  rowAction,
} from '../define';

// Lists are admin grids (server paging, `skip`/`take`); forms are generated from the contract's
// input schemas (Spanish titles there; labels here only where the admin needs another word).
export const adminDashboardBody = defineTabs([
  {
    id: 'clientes',
    label: 'Clientes',
    body: defineSections([
      {
        label: 'Clientes',
        body: defineGrid({
          query: adminClients,
          rowKey: 'clientId',
          request: { params: adminGridParams },
          columns: [
            { key: 'clientId', header: 'Nº', cell: 'number' },
            { key: 'client', header: 'Cliente' },
            { key: 'cif', header: 'CIF principal' },
            { key: 'regenera', header: 'Regenera', cell: 'boolean', filterable: false },
            { key: 'digitalized', header: 'Digitalizado', cell: 'boolean', filterable: false },
          ],
          create: {
            label: 'Nuevo cliente',
            form: defineForm({
              submit: adminCreateClient,
              schema: 'ClienteInput',
              submitLabel: 'Crear cliente',
              done: 'Cliente creado.',
            }),
          },
          edit: {
            label: 'Modificar',
            form: defineForm({
              submit: adminUpdateClient,
              schema: 'ClienteUpdateInput',
              ui: { clientId: { widget: 'hidden' } },
              submitLabel: 'Guardar cliente',
              done: 'Cliente modificado.',
            }),
          },
          rowActions: [
            deleteRow(adminDeleteClient, {
              rowKey: 'clientId',
              confirm: '¿Eliminar el cliente con sus centros, direcciones de servicio y permisos?',
              done: 'Cliente eliminado.',
            }),
          ],
        }),
      },
      {
        label: 'NIF de un cliente',
        // Pick the client by name: its NIFs are listed; one is added with the client already set,
        // and deleted from its row, confirmed first. No form asks for an id.
        body: defineGrid({
          query: getClientCifs,
          rowKey: 'idNif',
          rowLabel: 'cif',
          pick: { schema: 'AdminClienteNifInput', field: 'clientId' },
          request: { params: { picked: 'clientId' } },
          columns: [
            { key: 'cif', header: 'NIF / CIF' },
            { key: 'razonSocial', header: 'Razón social' },
            { key: 'principal', header: 'Principal', cell: 'boolean' },
          ],
          create: {
            label: 'Añadir NIF',
            form: defineForm({
              submit: adminClientNif,
              schema: 'AdminClienteNifInput',
              ui: { id: { widget: 'hidden' }, clientId: { widget: 'hidden' } },
              order: ['nif', 'razonSocial', 'principal', 'clientId', 'id'],
              submitLabel: 'Añadir NIF',
              done: 'NIF añadido.',
            }),
          },
          rowActions: [
            deleteRow(adminDeleteClientNif, {
              param: 'id',
              rowKey: 'idNif',
              confirm: '¿Eliminar este NIF del cliente?',
              done: 'NIF eliminado.',
            }),
          ],
        }),
      },
    ]),
  },
  {
    id: 'centros',
    label: 'Centros',
    body: defineSections([
      {
        label: 'Nuevo centro',
        body: defineForm({
          submit: adminCreateCenter,
          schema: 'AdminCentroInput',
          submitLabel: 'Crear centro',
          done: 'Centro creado.',
        }),
      },
      {
        label: 'Árbol de centros del cliente seleccionado',
        body: defineGrid({
          query: getCentersTree,
          rowKey: 'centerId',
          request: { params: { clientName: 'client' } },
          columns: [
            { key: 'centerId', header: 'Nº', cell: 'number' },
            { key: 'nombre', header: 'Centro' },
            { key: 'nivel', header: 'Nivel', cell: 'number' },
            { key: 'parentId', header: 'Centro padre', cell: 'number' },
            { key: 'localidad', header: 'Localidad' },
            { key: 'provincia', header: 'Provincia' },
          ],
          rowActions: [
            deleteRow(adminDeleteCenter, {
              rowKey: 'centerId',
              confirm:
                '¿Eliminar el centro? Debe estar vacío (sin centros hijos ni direcciones de servicio).',
              done: 'Centro eliminado.',
            }),
          ],
        }),
      },
    ]),
  },
  {
    id: 'direcciones',
    label: 'Direcciones de servicio',
    body: defineGrid({
      query: adminServiceDirections,
      rowKey: 'iddireccionservicio',
      request: { params: adminGridParams },
      columns: [
        { key: 'iddireccionservicio', header: 'Nº', cell: 'number' },
        { key: 'nombre', header: 'Dirección de servicio' },
        { key: 'direccion', header: 'Dirección' },
        { key: 'localidad', header: 'Localidad' },
        { key: 'provincia', header: 'Provincia' },
        { key: 'clientId', header: 'Cliente', cell: 'number' },
        { key: 'centerId', header: 'Centro', cell: 'number' },
      ],
      edit: {
        label: 'Cambiar de centro',
        form: defineForm({
          submit: adminUpdateServiceDirections,
          schema: 'AdminUpdateServiceDirectionsParams',
          ui: {
            iddireccionservicio: { widget: 'hidden' },
            centerId: { label: 'Centro' },
          },
          submitLabel: 'Cambiar de centro',
          done: 'Dirección de servicio asignada al centro.',
        }),
      },
    }),
  },
  {
    id: 'usuarios',
    label: 'Usuarios',
    body: defineSections([
      {
        label: 'Usuarios',
        body: defineGrid({
          query: getUsersB2C,
          rowKey: 'oid',
          request: {
            params: {
              offset: 'skip',
              limit: 'take',
              text: 'filterText',
              sortDirection: 'orderBy',
              sortField: 'orderByField',
            },
          },
          columns: [
            { key: 'email', header: 'Correo electrónico' },
            { key: 'givenName', header: 'Nombre' },
            { key: 'familyName', header: 'Apellidos' },
            { key: 'empresa', header: 'Empresa' },
            { key: 'role', header: 'Rol', cell: 'number' },
            { key: 'activo', header: 'Activo', cell: 'boolean' },
            { key: 'ultimoAcceso', header: 'Último acceso', cell: 'dateTime' },
          ],
          create: {
            label: 'Nuevo usuario',
            form: defineForm({
              submit: createUserB2C,
              schema: 'AdminUsuarioAltaInput',
              ui: { password: { widget: 'password' } },
              submitLabel: 'Crear usuario',
              done: 'Usuario creado; ya puede iniciar sesión con la contraseña inicial.',
            }),
          },
          edit: {
            label: 'Modificar',
            form: defineForm({
              submit: updateUser,
              schema: 'AdminUsuarioUpdateInput',
              ui: { oid: { widget: 'hidden' } },
              submitLabel: 'Guardar usuario',
              done: 'Usuario modificado.',
            }),
          },
          rowActions: [
            deleteRow(deleteUser, {
              rowKey: 'oid',
              confirm: '¿Eliminar el usuario con todos sus permisos?',
              done: 'Usuario eliminado.',
            }),
          ],
        }),
      },
      {
        label: 'Registrar un usuario existente del proveedor de identidad',
        body: defineForm({
          submit: registerUserB2C,
          schema: 'AdminUsuarioRegistroInput',
          submitLabel: 'Registrar usuario',
          done: 'Usuario registrado en el portal.',
        }),
      },
    ]),
  },
  {
    id: 'permisos',
    label: 'Permisos',
    body: defineSections([
      {
        label: 'Permisos por usuario y cliente',
        body: defineGrid({
          query: adminPermisions,
          rowKey: 'oid',
          request: { body: { offset: 'skip', limit: 'take', text: 'filterText' } },
          columns: [
            { key: 'email', header: 'Usuario' },
            { key: 'nombre', header: 'Nombre' },
            { key: 'client', header: 'Cliente' },
            { key: 'digitalized', header: 'Digitalizado', cell: 'boolean' },
          ],
          // A user's center accesses in both variants, each removed from its row (confirmed first).
          detail: {
            rowKey: 'oid',
            schema: 'AdminPermiso',
            lists: [
              centerAccessList(adminUserPermisions, adminPermisionsCenterAcces, {
                variant: 'normal',
                confirm: '¿Quitar a este usuario el acceso a este centro?',
              }),
              centerAccessList(adminUserPermisionsDigitalized, adminPermisionsCenterAccesDigitalized, {
                variant: 'digitalizado',
                confirm: '¿Quitar a este usuario el acceso a este centro digitalizado?',
              }),
            ],
          },
          create: {
            label: 'Conceder permisos',
            form: permissionsForm(adminInsertPermisions, 'Conceder'),
          },
          rowActions: [
            rowAction(adminDeletePermisions, {
              label: 'Quitar todos sus permisos',
              rowKey: 'oid',
              confirm: '¿Quitar al usuario todos sus permisos, normales y digitalizados?',
              done: 'Permisos quitados.',
              tone: 'danger',
            }),
          ],
        }),
      },
      {
        label: 'Sustituir los permisos de un usuario',
        body: permissionsForm(adminUpdatePermisions, 'Sustituir'),
      },
      {
        label: 'Pueden abrir solicitudes de incidencia',
        body: defineGrid({
          query: adminGetIncidenceRequestPermisions,
          rowKey: 'oid',
          request: { params: {} },
          columns: [
            { key: 'email', header: 'Usuario' },
            { key: 'nombre', header: 'Nombre' },
          ],
          create: {
            label: 'Autorizar usuario',
            form: defineForm({
              submit: adminInsertIdenceRequestPermision,
              schema: 'AdminInsertIdenceRequestPermisionParams',
              ui: { oid: { label: 'Usuario' } },
              submitLabel: 'Autorizar',
              done: 'Usuario autorizado a abrir solicitudes de incidencia.',
            }),
          },
          rowActions: [
            rowAction(adminDeleteIdenceRequestPermision, {
              label: 'Quitar',
              rowKey: 'oid',
              confirm: '¿Quitar a este usuario el permiso de abrir solicitudes de incidencia?',
              done: 'Permiso quitado.',
              tone: 'danger',
            }),
          ],
        }),
      },
      {
        label: 'Pueden abrir solicitudes de servicio',
        body: defineGrid({
          query: adminGetServiceRequestPermisions,
          rowKey: 'oid',
          request: { params: {} },
          columns: [
            { key: 'email', header: 'Usuario' },
            { key: 'nombre', header: 'Nombre' },
          ],
          create: {
            label: 'Autorizar usuario',
            form: defineForm({
              submit: adminInsertServiceRequestPermision,
              schema: 'AdminInsertServiceRequestPermisionParams',
              ui: { oid: { label: 'Usuario' } },
              submitLabel: 'Autorizar',
              done: 'Usuario autorizado a abrir solicitudes de servicio.',
            }),
          },
          rowActions: [
            rowAction(adminDeleteServiceRequestPermision, {
              label: 'Quitar',
              rowKey: 'oid',
              confirm: '¿Quitar a este usuario el permiso de abrir solicitudes de servicio?',
              done: 'Permiso quitado.',
              tone: 'danger',
            }),
          ],
        }),
      },
    ]),
  },
  {
    id: 'menus',
    label: 'Menús',
    body: defineSections([
      {
        label: 'Menú superior de un cliente',
        body: defineForm({
          submit: clienteMenu,
          schema: 'ClienteMenuInput',
          ui: {
            id: { widget: 'hidden' },
            menuEntries: { help: 'Ninguna elegida: el menú por defecto.' },
          },
          current: { on: 'cliente', load: currentValues(getClienteMenu, { clientId: 'clientId' }) },
          submitLabel: 'Guardar menú',
          done: 'Menú del cliente guardado.',
        }),
      },
      {
        label: 'Informes de un cliente',
        body: defineForm({
          submit: clienteMenuReports,
          schema: 'ClienteMenuReportsInput',
          ui: {
            id: { widget: 'hidden' },
            menuEntries: { help: 'Ninguno elegido: todos los informes.' },
          },
          current: {
            on: 'cliente',
            load: currentValues(getClienteMenuReports, { clientId: 'clientId' }),
          },
          submitLabel: 'Guardar informes',
          done: 'Informes del cliente guardados.',
        }),
      },
    ]),
  },
  {
    id: 'banners',
    label: 'Banners',
    body: defineSections([
      {
        label: 'Banner de inicio',
        body: defineGrid({
          query: homeBanner,
          rowKey: 'id',
          request: { params: {} },
          columns: bannerColumns,
          create: { label: 'Nuevo banner de inicio', form: bannerForm(adminHomeBanner) },
          edit: { label: 'Modificar', form: bannerForm(adminHomeBanner) },
        }),
      },
      {
        label: 'Banner de servicios',
        body: defineGrid({
          query: ticketsBanner,
          rowKey: 'id',
          request: { params: {} },
          columns: bannerColumns,
          create: { label: 'Nuevo banner de servicios', form: bannerForm(adminTicketsBanner) },
          edit: { label: 'Modificar', form: bannerForm(adminTicketsBanner) },
          rowActions: [
            deleteRow(deleteTicketsBanner, {
              rowKey: 'id',
              confirm: '¿Eliminar este banner?',
              done: 'Banner eliminado.',
            }),
          ],
        }),
      },
    ]),
  },
  {
    id: 'configuracion',
    label: 'Configuración de cliente',
    body: defineSections([
      {
        label: 'KPI de inicio',
        body: clientConfigForm(configClientsHomeKpis, 'HomeKpisConfigInput', getConfigClientsHomeKpis),
      },
      {
        label: 'KPI de servicios',
        body: clientConfigForm(
          configClientsServiceKpis,
          'ServiceKpisConfigInput',
          getConfigClientsServiceKpis,
        ),
      },
      {
        label: 'Columnas de servicios',
        body: clientConfigForm(
          configClientsServicesColumns,
          'ServicesColumnsConfigInput',
          getConfigClientsServicesColumns,
        ),
      },
      {
        label: 'Acciones',
        body: clientConfigForm(configClientsActions, 'ActionsConfigInput', getConfigClientsActions),
      },
      {
        label: 'Vista previa del cliente',
        body: page('clientPreview'),
      },
    ]),
  },
  {
    id: 'tipos',
    label: 'Tipos de servicio',
    body: defineGrid({
      query: adminTypeOfService,
      rowKey: 'id',
      request: { params: { offset: 'skip', limit: 'take', text: 'filterText' } },
      columns: [
        { key: 'id', header: 'Nº', cell: 'number' },
        { key: 'descripcion', header: 'Descripción' },
        { key: 'idTipoFactura', header: 'Tipo de factura (nº)', cell: 'number' },
        { key: 'tipoFactura1', header: 'Tipo de factura' },
      ],
      create: { label: 'Nuevo tipo de servicio', form: serviceTypeForm },
      edit: { label: 'Modificar', form: serviceTypeForm },
    }),
  },
  {
    id: 'solicitudes',
    label: 'Solicitudes',
    body: defineSections([
      {
        label: 'Solicitudes de incidencia',
        body: defineGrid({
          query: adminIncidenceRequest,
          rowKey: 'id',
          request: { params: { ...adminGridParams, center: 'center' } },
          columns: [
            { key: 'fecha', header: 'Fecha', cell: 'dateTime' },
            estadoColumn,
            { key: 'clientName', header: 'Cliente' },
            { key: 'center', header: 'Centro' },
            { key: 'asunto', header: 'Asunto' },
            { key: 'prioridad', header: 'Prioridad' },
            { key: 'solicitante', header: 'Solicitante' },
          ],
          detail: { query: incidenceRequestDetails, rowKey: 'id' },
        }),
      },
      {
        label: 'Propuestas comerciales',
        body: defineGrid({
          query: adminComercialProposals,
          rowKey: 'id',
          request: { params: { ...adminGridParams, center: 'center' } },
          columns: proposalColumns,
          detail: { query: comercialProposalDetails, rowKey: 'id' },
        }),
      },
      {
        label: 'Solicitudes de servicio',
        body: defineGrid({
          query: adminServiceRequest,
          rowKey: 'id',
          request: { params: { ...adminGridParams, center: 'center' } },
          columns: [
            { key: 'fecha', header: 'Fecha', cell: 'dateTime' },
            estadoColumn,
            { key: 'clientName', header: 'Cliente' },
            { key: 'center', header: 'Centro' },
            { key: 'tipoServicio', header: 'Tipo de servicio' },
            { key: 'residuo', header: 'Residuo' },
            { key: 'fechaDeseada', header: 'Fecha deseada', cell: 'date' },
            { key: 'cantidad', header: 'Cantidad', cell: 'number' },
          ],
          detail: { query: serviceRequestDetails, rowKey: 'id' },
        }),
      },
      {
        label: 'Propuestas comerciales externas (formulario público)',
        body: defineGrid({
          query: comercialProposalsExternal,
          rowKey: 'id',
          request: {
            params: {
              offset: 'position',
              limit: 'take',
              sortDirection: 'orderBy',
              sortField: 'orderByField',
              columnFilters: 'filters',
            },
          },
          columns: proposalColumns,
          detail: { query: comercialProposalDetailsExternal, rowKey: 'id' },
          edit: {
            label: 'Cambiar estado',
            form: defineForm({
              submit: externalComercialProposalUpdate,
              schema: 'PropuestaComercialExternaUpdateInput',
              ui: { id: { widget: 'hidden' }, notasInternas: { widget: 'textarea' } },
              submitLabel: 'Guardar',
              done: 'Propuesta actualizada.',
            }),
          },
          rowActions: [
            deleteRow(deleteComercialProposalExternal, {
              rowKey: 'id',
              confirm: '¿Eliminar esta propuesta comercial externa?',
              done: 'Propuesta eliminada.',
            }),
          ],
        }),
      },
    ]),
  },
  {
    id: 'logs',
    label: 'Logs',
    body: defineSections([
      { label: 'Altas de clientes', body: logGrid(adminLogsClientCreation) },
      { label: 'Acciones de administración', body: logGrid(adminLogs) },
    ]),
  },
  {
    id: 'estadisticas',
    label: 'Estadísticas de uso',
    body: usageStatisticsBody,
  },
]);

/** A user's center accesses in one variant, each removed from its row (confirmed first). */
function centerAccessList(
  read: typeof adminUserPermisions | typeof adminUserPermisionsDigitalized,
  remove: typeof adminPermisionsCenterAcces | typeof adminPermisionsCenterAccesDigitalized,
  { variant, confirm }: { variant: 'normal' | 'digitalizado'; confirm: string },
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
        confirm,
        done: 'Acceso quitado.',
        tone: 'danger',
      }),
    ],
    empty: `Sin accesos a centros en la variante ${variant === 'normal' ? 'normal' : 'digitalizada'}.`,
  });
}
