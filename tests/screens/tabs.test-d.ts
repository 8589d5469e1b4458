/**
 * Type tests of tabs (src/language/layout.ts): a tab's `configKey` is one of the keys the tabs'
 * configuration fetcher answers, taken from the fetcher itself, and a tab's `id` may be left to its
 * label. Each @ts-expect-error below must be an error, or `tsc` fails the suite.
 */
import { describe, expectTypeOf, it } from 'vitest';
import {
  getConfigClientsActions,
  getConfigClientsHomeKpis,
} from '../../src/api/generated/client-config/client-config';
import type { ActionClave, HomeKpiClave } from '../../src/api/generated/model';
import { type ConfigKeyOf, defineSections, defineTabs, page } from '../../src/language';

const body = page('clientPreview');

describe('configKey', () => {
  it('is typed by the answer of the configuration fetcher', () => {
    expectTypeOf<ConfigKeyOf<typeof getConfigClientsActions>>().toEqualTypeOf<ActionClave>();
    expectTypeOf<ConfigKeyOf<typeof getConfigClientsHomeKpis>>().toEqualTypeOf<HomeKpiClave>();
    expectTypeOf<ConfigKeyOf<never>>().toBeNever();
  });

  it("takes the keys of the tabs' own configuration only", () => {
    defineTabs([{ label: 'Inicio', body, configKey: 'serviciosAnio' }], { config: getConfigClientsHomeKpis });
    defineTabs(
      // @ts-expect-error a home KPI key is not an action key
      [{ label: 'Propuestas', body, configKey: 'serviciosAnio' }],
      { config: getConfigClientsActions },
    );
  });

  it('cannot be widened by a type argument', () => {
    // A type argument names the fetcher, whose answer still decides the keys (a `Key` argument
    // of its own once let `<string>` accept any key for getConfigClientsActions).
    defineTabs<typeof getConfigClientsActions>(
      // @ts-expect-error 'cualquiera' is not an ActionClave
      [{ label: 'Propuestas', body, configKey: 'cualquiera' }],
      { config: getConfigClientsActions },
    );
  });
});

describe('id', () => {
  it('may be omitted (its label’s slug) or written', () => {
    defineTabs([
      { label: 'Clientes', body },
      { id: 'direcciones', label: 'Direcciones de servicio', body },
    ]);
    // @ts-expect-error an id is text
    defineTabs([{ id: 3, label: 'Clientes', body }]);
  });
});

describe('sections', () => {
  it('are keyed by their headings, each heading once', () => {
    defineSections({ Clientes: body, 'NIF de un cliente': body });
    defineSections({
      // biome-ignore lint/suspicious/noDuplicateObjectKeys: the repeated heading is what tsc must refuse (Biome does too).
      Clientes: body,
      // @ts-expect-error two sections under one heading
      Clientes: body,
    });
    // @ts-expect-error a section is a screen body
    defineSections({ Clientes: 'una tabla' });
  });
});
