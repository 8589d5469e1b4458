/** WORKERS and PUBLIC_ORIGIN are checked before anything starts, with a message saying what to change. */
import { describe, expect, it } from 'vitest';
import { SettingsError } from '../../server/config';
import { readFleetSettings } from '../../server/fleet/settings';

const postgres = { DATABASE_URL: 'postgres://portal@db.example/portal' };

describe('readFleetSettings', () => {
  it('runs one process by default, on any database', () => {
    expect(readFleetSettings({})).toEqual({
      workers: 1,
      publicOrigin: undefined,
      proxyTrust: { kind: 'none' },
    });
    expect(readFleetSettings({ WORKERS: '1' }).workers).toBe(1);
  });

  it('runs several on PostgreSQL', () => {
    expect(readFleetSettings({ ...postgres, WORKERS: '4' }).workers).toBe(4);
  });

  it('refuses several processes on the embedded database, saying why and what to do', () => {
    expect(() => readFleetSettings({ WORKERS: '2' })).toThrow(SettingsError);
    expect(() => readFleetSettings({ WORKERS: '2' })).toThrow(/PGlite.*DATABASE_URL/);
  });

  it.each(['0', '-1', '1.5', 'dos', '65'])('refuses WORKERS=%s', (workers) => {
    expect(() => readFleetSettings({ ...postgres, WORKERS: workers })).toThrow(/WORKERS debe ser/);
  });

  it('takes the balancer origin as an https origin only', () => {
    expect(readFleetSettings({ PUBLIC_ORIGIN: 'https://portal.example.com/ruta' }).publicOrigin).toBe(
      'https://portal.example.com',
    );
    for (const origin of ['http://portal.example.com', 'portal.example.com'])
      expect(() => readFleetSettings({ PUBLIC_ORIGIN: origin })).toThrow(/PUBLIC_ORIGIN debe ser/);
  });

  it("trusts X-Forwarded-For only when told, by hop count or by the proxies' addresses", () => {
    expect(readFleetSettings({ TRUST_PROXY: '1' }).proxyTrust).toEqual({ kind: 'hops', hops: 1 });
    expect(readFleetSettings({ TRUST_PROXY: '0' }).proxyTrust).toEqual({ kind: 'none' });
    expect(readFleetSettings({ TRUST_PROXY: '10.0.0.0/8, ::1' }).proxyTrust.kind).toBe('addresses');
    for (const value of ['yes', '10.0.0.0/33', '300.1.1.1', '99'])
      expect(() => readFleetSettings({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY debe ser/);
  });
});
