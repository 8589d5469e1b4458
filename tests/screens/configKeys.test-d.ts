/**
 * Type tests of the client configuration's closed sets: a configuration key outside its
 * kind's enum in the contract fails `tsc` where the screen config or a form uses it. Each
 * @ts-expect-error below must be an error, or `tsc` fails the suite.
 */
import { describe, expectTypeOf, it } from 'vitest';
import {
  type configClientsHomeKpis,
  getConfigClientsActions,
} from '../../src/api/generated/client-config/client-config';
import { enumLabels } from '../../src/api/generated/json-schemas/enumLabels';
import type { ActionClave, HomeKpiClave } from '../../src/api/generated/model';
import { defineTabs, page } from '../../src/language';

const body = page('clientPreview');

describe("tabs ordered by a client's configuration", () => {
  it('take the keys of the configuration that orders them', () => {
    defineTabs(
      [
        { id: 'propuestas', label: 'Propuestas', body, configKey: 'comercialProposal' },
        { id: 'incidencias', label: 'Incidencias', body, configKey: 'incidenceRequest' },
        { id: 'siempre', label: 'Siempre', body },
      ],
      { config: getConfigClientsActions },
    );
  });

  it('refuse a key outside the enum, and any key without a configuration', () => {
    defineTabs(
      // @ts-expect-error 'comercialProposals' is not an ActionClave (the contract's is singular)
      [{ id: 'propuestas', label: 'Propuestas', body, configKey: 'comercialProposals' }],
      { config: getConfigClientsActions },
    );
    // @ts-expect-error no configuration orders these tabs, so no tab has a key
    defineTabs([{ id: 'propuestas', label: 'Propuestas', body, configKey: 'comercialProposal' }]);
  });
});

describe('configuration keys in forms and labels', () => {
  it('a saved configuration holds its kind’s keys only', () => {
    type Saved = NonNullable<Parameters<typeof configClientsHomeKpis>[0]>['config'][number];
    expectTypeOf<Saved>().toEqualTypeOf<HomeKpiClave>();
    const save = (config: Parameters<typeof configClientsHomeKpis>[0]) => config;
    save({ cliente: 'Hoteles Costa Azul S.L.', config: ['serviciosAnio', 'kilosAnio'] });
    // @ts-expect-error a misspelt key (ñ) is not a home KPI
    save({ cliente: 'Hoteles Costa Azul S.L.', config: ['serviciosAño'] });
    // @ts-expect-error an action key is not a home KPI
    save({ cliente: 'Hoteles Costa Azul S.L.', config: ['serviceRequest' satisfies ActionClave] });
  });

  it('every key has its Spanish label, and nothing else has one', () => {
    expectTypeOf(enumLabels.HomeKpiClave.serviciosAnio).toBeString();
    // @ts-expect-error not a home KPI key
    void enumLabels.HomeKpiClave.serviciosAño;
  });
});
