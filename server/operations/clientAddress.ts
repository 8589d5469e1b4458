/**
 * Who is asking, as an address: the socket's peer, or, behind balancers that append to
 * X-Forwarded-For, the address the nearest untrusted hop connected from. The list is read from its
 * right end, the value the balancer itself wrote: every value to the left of the hops we trust was
 * written by the client, which may put anything there (and would otherwise choose the address every
 * per-address limit counts).
 *
 * TRUST_PROXY says how far to trust: a number of hops (`1`: one balancer in front; its own address
 * is the socket's peer and the value it appended is the client's), or a list of the proxies'
 * addresses and IPv4/IPv6 ranges (`10.0.0.0/8,::1`): every hop from the right that is one of them
 * is skipped, and the first that is not is the client.
 */
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';
import { SettingsError } from '../config';

export type ProxyTrust =
  | { kind: 'none' }
  | { kind: 'hops'; hops: number }
  | { kind: 'addresses'; proxies: BlockList; text: string };

const noProxy: ProxyTrust = { kind: 'none' };

/** Reads TRUST_PROXY: unset or `0` (no balancer), a hop count, or a list of addresses and ranges. */
export function readProxyTrust(value: string | undefined): ProxyTrust {
  const text = value?.trim() ?? '';
  if (text === '' || text === '0') return noProxy;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 16) throw invalidTrust(text);
    return { kind: 'hops', hops };
  }
  const proxies = new BlockList();
  for (const item of text.split(',').map((part) => part.trim())) {
    const [address = '', prefix] = item.split('/');
    const family = isIP(address);
    if (family === 0) throw invalidTrust(text);
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) {
      proxies.addAddress(address, type);
      continue;
    }
    const bits = Number(prefix);
    if (!/^\d+$/.test(prefix) || bits > (family === 6 ? 128 : 32)) throw invalidTrust(text);
    proxies.addSubnet(address, bits, type);
  }
  return { kind: 'addresses', proxies, text };
}

function invalidTrust(value: string) {
  return new SettingsError(
    `TRUST_PROXY debe ser el número de balanceadores delante (1, 2...) o sus direcciones separadas por comas ` +
      `(10.0.0.5,10.1.0.0/16), no «${value}». / TRUST_PROXY must be the number of balancers in front (1, 2...) ` +
      `or their addresses separated by commas (10.0.0.5,10.1.0.0/16), not "${value}".`,
  );
}

type AddressedRequest = Pick<IncomingMessage, 'headers' | 'socket'>;

/** The client's address for this request under `trust` (see the module's comment). */
export function clientAddress(req: AddressedRequest, trust: ProxyTrust): string {
  const peer = plainAddress(req.socket.remoteAddress ?? '') || 'unknown';
  if (trust.kind === 'none') return peer;
  const header = req.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((value) => plainAddress(value.trim()))
    .filter((value) => value !== '');
  // Nearest first: the peer, then what each hop appended, from the right.
  const hops = [peer, ...forwarded.reverse()];
  if (trust.kind === 'hops') {
    // Past the trusted hops; a shorter chain than promised ends at its farthest (client-written) hop.
    return validOr(hops[Math.min(trust.hops, hops.length - 1)], peer);
  }
  for (const hop of hops) {
    const family = isIP(hop);
    if (family === 0 || !trust.proxies.check(hop, family === 6 ? 'ipv6' : 'ipv4')) return validOr(hop, peer);
  }
  return validOr(hops[hops.length - 1], peer);
}

/** An address as written (IPv4-mapped IPv6 as IPv4, brackets and a port left out), or ''. */
function plainAddress(value: string): string {
  let address = value;
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed?.[1]) address = bracketed[1];
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(address)) address = address.replace(/:\d+$/, '');
  if (/^::ffff:\d{1,3}(\.\d{1,3}){3}$/i.test(address)) address = address.slice(7);
  return address;
}

/** A hop that is no address at all (a client wrote 'unknown' or garbage) counts as the peer. */
function validOr(hop: string | undefined, peer: string): string {
  return hop && isIP(hop) !== 0 ? hop : peer;
}

/** The socket's peer is a proxy we trust: what it says of the request (X-Request-Id) may be kept. */
export function fromTrustedProxy(req: AddressedRequest, trust: ProxyTrust): boolean {
  if (trust.kind === 'none') return false;
  if (trust.kind === 'hops') return trust.hops > 0;
  const peer = plainAddress(req.socket.remoteAddress ?? '');
  const family = isIP(peer);
  return family !== 0 && trust.proxies.check(peer, family === 6 ? 'ipv6' : 'ipv4');
}
