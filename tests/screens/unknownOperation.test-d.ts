/**
 * A screen names its operations as generated fetchers imported by name, so tsc is what refuses an
 * operation the contract does not have (there is no start-up walker of the config to keep in step).
 */
import { test } from 'vitest';
import * as admin from '../../src/api/generated/admin/admin';
import * as requests from '../../src/api/generated/requests/requests';
import { defineForm, defineGrid, defineScreens, defineTypedForm } from '../../src/language';

test('an operation the contract lacks, or none at all, fails tsc', () => {
  // @ts-expect-error: the contract has no adminClientz
  defineGrid({ query: admin.adminClientz });

  defineGrid({
    query: admin.adminClients,
    // @ts-expect-error: nor adminDeleteClientz
    rowActions: [admin.adminDeleteClientz],
  });

  // @ts-expect-error: a typed form needs its submit operation
  defineTypedForm({ submitLabel: 'Enviar', done: 'Enviado.' });

  defineScreens({
    broken: {
      path: '/roto',
      title: 'Roto',
      audience: ['client'],
      // @ts-expect-error: a form bound to nothing
      body: defineForm({ submit: undefined, submitLabel: 'Enviar' }),
    },
    fine: {
      title: 'Bien',
      audience: ['client'],
      body: defineForm({ submit: requests.incidenceRequest, submitLabel: 'Enviar', done: 'Enviada.' }),
    },
  });
});
