/**
 * Forms the administration's tabs and its guided client onboarding share: granting and replacing a
 * user's permissions, and the six per-client settings (home KPIs, service KPIs, services columns,
 * actions, top menu, reports). Each is a named form, data like the config itself.
 */
import * as admin from '../api/generated/admin/admin';
import * as clientConfig from '../api/generated/client-config/client-config';
import * as notifications from '../api/generated/notifications/notifications';
import { currentValues, defineForm } from '../language';

/** A user's permissions as read (AdminPermisosUsuario) fill the form's client and center ids. */
const permissionLists = {
  clientIds: { list: 'clientes', item: 'clientId' },
  centerIds: { list: 'centros', item: 'centerId' },
} as const;

/** Granting adds to what the user has: a user, clients and (optionally) some of their centers. */
export const grantPermissionsForm = defineForm({
  submit: admin.adminInsertPermisions,
  submitLabel: 'Conceder permisos',
  done: 'Permisos concedidos.',
});

/**
 * Replacing a user's permissions starts from what they have: choosing the user loads their
 * permissions in the variant the form is on (normal, or digitalized once that box is checked).
 */
export const replacePermissionsForm = defineForm({
  submit: admin.adminUpdatePermisions,
  submitLabel: 'Sustituir permisos',
  done: 'Permisos sustituidos.',
  current: {
    on: 'oid',
    load: currentValues(admin.adminUserPermisions, { userOID: 'oid' }, permissionLists),
    variant: {
      field: 'digitalized',
      load: currentValues(admin.adminUserPermisionsDigitalized, { userOID: 'oid' }, permissionLists),
    },
  },
});

/**
 * The per-client settings: the client picked by name loads its current keys, which the ordered
 * multi-choice offers by their Spanish labels (the contract's closed set of that kind); the help
 * says what saving none means.
 */
const byClient = { clientId: 'clientId' } as const;

export const clientSettingForms = {
  homeKpis: defineForm({
    submit: clientConfig.configClientsHomeKpis,
    order: ['cliente', 'config'],
    fields: { config: { help: 'Ninguno elegido: todos, en su orden.' } },
    current: { on: 'cliente', load: currentValues(clientConfig.getConfigClientsHomeKpis, byClient) },
    submitLabel: 'Guardar KPI de inicio',
    done: 'KPI de inicio guardados.',
  }),
  serviceKpis: defineForm({
    submit: clientConfig.configClientsServiceKpis,
    order: ['cliente', 'config'],
    fields: { config: { help: 'Ninguno elegido: todos, en su orden.' } },
    current: { on: 'cliente', load: currentValues(clientConfig.getConfigClientsServiceKpis, byClient) },
    submitLabel: 'Guardar KPI de servicios',
    done: 'KPI de servicios guardados.',
  }),
  servicesColumns: defineForm({
    submit: clientConfig.configClientsServicesColumns,
    order: ['cliente', 'config'],
    fields: { config: { help: 'Ninguna elegida: todas, en su orden.' } },
    current: { on: 'cliente', load: currentValues(clientConfig.getConfigClientsServicesColumns, byClient) },
    submitLabel: 'Guardar columnas',
    done: 'Columnas de servicios guardadas.',
  }),
  actions: defineForm({
    submit: clientConfig.configClientsActions,
    order: ['cliente', 'config'],
    fields: { config: { help: 'Ninguna elegida: todas, en su orden.' } },
    current: { on: 'cliente', load: currentValues(clientConfig.getConfigClientsActions, byClient) },
    submitLabel: 'Guardar acciones',
    done: 'Acciones guardadas.',
  }),
  menu: defineForm({
    submit: notifications.clienteMenu,
    order: ['cliente', 'menuEntries'],
    fields: { menuEntries: { help: 'Ninguna elegida: el menú por defecto.' } },
    current: { on: 'cliente', load: currentValues(notifications.getClienteMenu, byClient) },
    submitLabel: 'Guardar menú',
    done: 'Menú del cliente guardado.',
  }),
  reports: defineForm({
    submit: notifications.clienteMenuReports,
    order: ['cliente', 'menuEntries'],
    fields: { menuEntries: { help: 'Ninguno elegido: todos los informes.' } },
    current: { on: 'cliente', load: currentValues(notifications.getClienteMenuReports, byClient) },
    submitLabel: 'Guardar informes',
    done: 'Informes del cliente guardados.',
  }),
} as const;
