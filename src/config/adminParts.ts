/**
 * Forms the administration's tabs and its guided client onboarding share: granting and replacing a
 * user's permissions, and the six per-client settings (home KPIs, service KPIs, services columns,
 * actions, top menu, reports). Each is a named form, data like the config itself.
 */
import * as admin from '../api/generated/admin/admin';
import * as clientConfig from '../api/generated/client-config/client-config';
import * as notifications from '../api/generated/notifications/notifications';
import { type ArgOf, currentValues, defineForm, type Fetcher, type FormSpec, type KeyOf } from '../language';

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
 * A per-client setting: the client picked by name loads its current keys (`load`, read by
 * clientId), which the ordered multi-choice `field` offers by their Spanish labels (the contract's
 * closed set of that kind); `help` says what saving none means.
 */
interface ClientSetting<F extends Fetcher> {
  readonly submit: F;
  readonly load: (params: { clientId: number }) => Promise<unknown>;
  readonly field: KeyOf<ArgOf<F, 0>>;
  readonly help: string;
  readonly submitLabel: string;
  readonly done: string;
}

function clientSettingForm<F extends Fetcher>(setting: ClientSetting<F>) {
  // Every setting's body names its client `cliente` (picked by name, with its x-picker).
  const cliente = 'cliente' as KeyOf<ArgOf<F, 0>>;
  return defineForm<F>({
    submit: setting.submit,
    order: [cliente, setting.field],
    fields: { [setting.field]: { help: setting.help } } as FormSpec<F>['fields'],
    current: { on: cliente, load: currentValues(setting.load, { clientId: 'clientId' }) },
    submitLabel: setting.submitLabel,
    done: setting.done,
  });
}

const noneAllKpis = 'Ninguno elegido: todos, en su orden.';
const noneAllItems = 'Ninguna elegida: todas, en su orden.';

export const clientSettingForms = {
  homeKpis: clientSettingForm({
    submit: clientConfig.configClientsHomeKpis,
    load: clientConfig.getConfigClientsHomeKpis,
    field: 'config',
    help: noneAllKpis,
    submitLabel: 'Guardar KPI de inicio',
    done: 'KPI de inicio guardados.',
  }),
  serviceKpis: clientSettingForm({
    submit: clientConfig.configClientsServiceKpis,
    load: clientConfig.getConfigClientsServiceKpis,
    field: 'config',
    help: noneAllKpis,
    submitLabel: 'Guardar KPI de servicios',
    done: 'KPI de servicios guardados.',
  }),
  servicesColumns: clientSettingForm({
    submit: clientConfig.configClientsServicesColumns,
    load: clientConfig.getConfigClientsServicesColumns,
    field: 'config',
    help: noneAllItems,
    submitLabel: 'Guardar columnas',
    done: 'Columnas de servicios guardadas.',
  }),
  actions: clientSettingForm({
    submit: clientConfig.configClientsActions,
    load: clientConfig.getConfigClientsActions,
    field: 'config',
    help: noneAllItems,
    submitLabel: 'Guardar acciones',
    done: 'Acciones guardadas.',
  }),
  menu: clientSettingForm({
    submit: notifications.clienteMenu,
    load: notifications.getClienteMenu,
    field: 'menuEntries',
    help: 'Ninguna elegida: el menú por defecto.',
    submitLabel: 'Guardar menú',
    done: 'Menú del cliente guardado.',
  }),
  reports: clientSettingForm({
    submit: notifications.clienteMenuReports,
    load: notifications.getClienteMenuReports,
    field: 'menuEntries',
    help: 'Ninguno elegido: todos los informes.',
    submitLabel: 'Guardar informes',
    done: 'Informes del cliente guardados.',
  }),
} as const;
