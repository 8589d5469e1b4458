/**
 * Who a request comes from, as the per-address limits count it: the socket's address, or behind a
 * balancer (TRUST_PROXY=1) the address it reports in X-Forwarded-For. An IPv6 client is counted by
 * its /64, the block one subscriber gets: counting its single addresses would let it change address
 * for every request.
 */
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';

export function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  const forwarded = trustProxy ? req.headers['x-forwarded-for'] : undefined;
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return first || req.socket.remoteAddress || 'unknown';
}

/** The key a per-address limit counts under: an IPv4 address, or an IPv6 address's /64. */
export function addressBucket(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (isIP(address) !== 6) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
