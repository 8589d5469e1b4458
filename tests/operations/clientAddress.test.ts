/**
 * The client's address behind balancers: read from the right end of X-Forwarded-For, past the hops
 * TRUST_PROXY trusts, so whatever the client wrote to the left never becomes its address.
 */
import { describe, expect, it } from 'vitest';
import { clientAddress, fromTrustedProxy, readProxyTrust } from '../../server/operations/clientAddress';

const request = (peer: string, forwarded?: string | string[]) =>
  ({
    headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
    socket: { remoteAddress: peer },
  }) as Parameters<typeof clientAddress>[0];

describe('clientAddress', () => {
  it('is the socket peer without TRUST_PROXY, whatever X-Forwarded-For says', () => {
    const trust = readProxyTrust(undefined);
    expect(clientAddress(request('198.51.100.7', '203.0.113.1'), trust)).toBe('198.51.100.7');
    expect(clientAddress(request('::ffff:198.51.100.7'), trust)).toBe('198.51.100.7');
  });

  it('with one trusted hop, is the value the balancer appended, never what the client wrote before it', () => {
    const trust = readProxyTrust('1');
    // The client wrote '1.2.3.4'; the balancer (the peer, 10.0.0.2) appended the address it saw.
    expect(clientAddress(request('10.0.0.2', '1.2.3.4, 198.51.100.7'), trust)).toBe('198.51.100.7');
    expect(clientAddress(request('10.0.0.2', ['1.2.3.4', '5.6.7.8, 198.51.100.7']), trust)).toBe(
      '198.51.100.7',
    );
    expect(clientAddress(request('10.0.0.2', '198.51.100.7'), trust)).toBe('198.51.100.7');
    // Reached directly, past the balancer: the peer.
    expect(clientAddress(request('198.51.100.9'), trust)).toBe('198.51.100.9');
  });

  it('with two trusted hops, skips both', () => {
    const trust = readProxyTrust('2');
    expect(clientAddress(request('10.0.0.2', '1.2.3.4, 198.51.100.7, 10.0.1.1'), trust)).toBe('198.51.100.7');
  });

  it('with the proxies named, skips every trusted hop from the right and stops at the first other', () => {
    const trust = readProxyTrust('10.0.0.0/8, 2001:db8::/32');
    expect(clientAddress(request('10.0.0.2', '1.2.3.4, 198.51.100.7, 10.9.9.9'), trust)).toBe('198.51.100.7');
    expect(clientAddress(request('2001:db8::5', '2001:0db8:85a3::8a2e:370:7334'), trust)).toBe(
      '2001:0db8:85a3::8a2e:370:7334',
    );
    // A peer that is not a named proxy is the client, whatever it forwards.
    expect(clientAddress(request('198.51.100.7', '1.2.3.4'), trust)).toBe('198.51.100.7');
    expect(fromTrustedProxy(request('198.51.100.7'), trust)).toBe(false);
    expect(fromTrustedProxy(request('10.1.2.3'), trust)).toBe(true);
  });

  it('reads addresses with ports and brackets, and refuses garbage as an address', () => {
    const trust = readProxyTrust('1');
    expect(clientAddress(request('10.0.0.2', '[2001:db8::1]:4711'), trust)).toBe('2001:db8::1');
    expect(clientAddress(request('10.0.0.2', '198.51.100.7:4711'), trust)).toBe('198.51.100.7');
    expect(clientAddress(request('10.0.0.2', 'unknown'), trust)).toBe('10.0.0.2');
    expect(clientAddress(request('10.0.0.2', 'x\u0000\n, '), trust)).toBe('10.0.0.2');
  });
});
