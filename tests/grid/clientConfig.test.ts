/**
 * A client configuration picks and orders what a screen shows (services columns, actions tabs);
 * none, an empty one, or one naming nothing known shows everything in the declared order.
 */
import { describe, expect, it } from 'vitest';
import { screens } from '../../screens.config';
import { getConfigClientsActions } from '../../src/api/generated/client-config/client-config';
import { configuredItems } from '../../src/features/clientConfig/useClientConfig';
import type { TabsSpec } from '../../src/language';

const columns = [{ key: 'referencia' }, { key: 'estado' }, { key: 'fecha' }];
const keys = (items: readonly { key: string }[]) => items.map((item) => item.key);

describe('configuredItems', () => {
  it('keeps the configured keys in the configured order', () => {
    expect(keys(configuredItems(columns, (c) => c.key, ['fecha', 'referencia']))).toEqual([
      'fecha',
      'referencia',
    ]);
  });

  it('shows everything when there is no configuration, an empty one, or only unknown keys', () => {
    for (const config of [undefined, [], ['matricula']]) {
      expect(keys(configuredItems(columns, (c) => c.key, config))).toEqual(['referencia', 'estado', 'fecha']);
    }
  });
});

describe('the actions screen', () => {
  it('lets the client actions configuration pick its three tabs by the contract keys', () => {
    const body = screens.actions.body as TabsSpec;
    expect(body.config).toBe(getConfigClientsActions);
    expect(body.tabs.map((tab) => tab.configKey)).toEqual([
      'comercialProposal',
      'incidenceRequest',
      'serviceRequest',
    ]);
  });
});
