/**
 * Pieces the administration tabs of screens.config.ts repeat: the forms shared by sibling
 * operations (insert/update permissions, the six per-client settings). Data only, like the config
 * itself.
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

/**
 * Insert and update permissions share their body: a user, clients and (optionally) centers.
 * Replacing them starts from what the user has: choosing the user loads their permissions in the
 * variant the form is on (normal, or digitalized once that box is checked).
 */
export const permissionsForm = (submit: typeof admin.adminInsertPermisions, verb: 'Conceder' | 'Sustituir') =>
  defineForm({
    submit,
    submitLabel: `${verb} permisos`,
    done: 'Permisos guardados.',
    ...(verb === 'Sustituir'
      ? {
          current: {
            on: 'oid',
            load: currentValues(admin.adminUserPermisions, { userOID: 'oid' }, permissionLists),
            variant: {
              field: 'digitalized',
              load: currentValues(admin.adminUserPermisionsDigitalized, { userOID: 'oid' }, permissionLists),
            },
          },
        }
      : {}),
  });

/**
 * The six per-client settings, the save and the read of each: the configurations (home KPIs,
 * service KPIs, services columns, actions) and the menus (top menu, reports). The menus say what an
 * empty choice means and save in their own words.
 */
const clientSettings = {
  homeKpis: [clientConfig.configClientsHomeKpis, clientConfig.getConfigClientsHomeKpis],
  serviceKpis: [clientConfig.configClientsServiceKpis, clientConfig.getConfigClientsServiceKpis],
  servicesColumns: [clientConfig.configClientsServicesColumns, clientConfig.getConfigClientsServicesColumns],
  actions: [clientConfig.configClientsActions, clientConfig.getConfigClientsActions],
  menu: [notifications.clienteMenu, notifications.getClienteMenu, 'Ninguna elegida: el menú por defecto.'],
  reports: [
    notifications.clienteMenuReports,
    notifications.getClienteMenuReports,
    'Ninguno elegido: todos los informes.',
  ],
} as const;

const menuTexts = {
  menu: { submitLabel: 'Guardar menú', done: 'Menú del cliente guardado.' },
  reports: { submitLabel: 'Guardar informes', done: 'Informes del cliente guardados.' },
} as const;

/**
 * The six share one form: the client picked by name loads its current setting, whose keys the
 * ordered multi-choice offers by their Spanish labels (the contract's closed set of that kind).
 */
export const clientSettingForm = (kind: keyof typeof clientSettings) => {
  const [submit, read, emptyMeans] = clientSettings[kind];
  return defineForm({
    submit,
    fields: { id: { widget: 'hidden' }, ...(emptyMeans ? { menuEntries: { help: emptyMeans } } : {}) },
    current: { on: 'cliente', load: currentValues(read, { clientId: 'clientId' }) },
    ...(kind === 'menu' || kind === 'reports'
      ? menuTexts[kind]
      : { submitLabel: 'Guardar configuración', done: 'Configuración guardada.' }),
  });
};
