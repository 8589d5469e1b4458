/**
 * Pieces the administration tabs of screens.config.ts repeat: the forms shared by sibling
 * operations (insert/update permissions, the four per-client configurations). Data only, like the
 * config itself.
 */
import * as admin from '../api/generated/admin/admin';
import * as clientConfig from '../api/generated/client-config/client-config';
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

/** The four per-client configurations: the save and the read of each kind. */
const clientConfigs = {
  homeKpis: [clientConfig.configClientsHomeKpis, clientConfig.getConfigClientsHomeKpis],
  serviceKpis: [clientConfig.configClientsServiceKpis, clientConfig.getConfigClientsServiceKpis],
  servicesColumns: [clientConfig.configClientsServicesColumns, clientConfig.getConfigClientsServicesColumns],
  actions: [clientConfig.configClientsActions, clientConfig.getConfigClientsActions],
} as const;

/**
 * The four per-client configurations (home KPIs, service KPIs, services columns, actions) share one
 * form: the client picked by name loads its current configuration, whose keys the ordered
 * multi-choice offers by their Spanish labels (the contract's closed set of that kind).
 */
export const clientConfigForm = (kind: keyof typeof clientConfigs) =>
  defineForm({
    submit: clientConfigs[kind][0],
    ui: { id: { widget: 'hidden' } },
    current: { on: 'cliente', load: currentValues(clientConfigs[kind][1], { clientId: 'clientId' }) },
    submitLabel: 'Guardar configuración',
    done: 'Configuración guardada.',
  });
