/**
 * The unit a per-address limit counts: an IPv4 address as it is, an IPv6 address by its /64 (one
 * subscriber's network: a single host may take any of its 2^64 addresses at will, so counting
 * them one by one would bound nothing), an IPv4-mapped IPv6 address as the IPv4 it maps.
 */
import { isIPv4, isIPv6 } from 'node:net';

export function addressGroup(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
  if (!isIPv6(address)) return address;
  return `${ipv6Groups(address).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address (valid per isIPv6), in hex without leading zeros. */
function ipv6Groups(address: string): string[] {
  const plain = (address.split('%')[0] ?? '').toLowerCase();
  // A dotted IPv4 tail stands for the last two groups.
  const groupsOf = (part: string) =>
    part ? part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])) : [];
  const [left = '', right] = plain.split('::');
  const head = groupsOf(left);
  const tail = right === undefined ? [] : groupsOf(right);
  const zeros = right === undefined ? [] : Array<string>(8 - head.length - tail.length).fill('0');
  return [...head, ...zeros, ...tail].map((group) => Number.parseInt(group, 16).toString(16));
}
