import ipaddr from 'ipaddr.js';

/*
 * Whether an address is on the public internet, for fetches a user can point somewhere (a channel's calendar feed):
 * nothing inside our network, no cloud metadata service. IPv6 forms that carry an IPv4 address are judged by that
 * address: IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible (::a.b.c.d), 6to4 (2002:AABB:CCDD::) and NAT64
 * (64:ff9b::a.b.c.d). Then only ipaddr.js's `unicast` range passes: loopback, private, unique-local, link-local
 * (169.254.169.254, the metadata address, is one), carrier-grade NAT, multicast, Teredo, documentation and every
 * other reserved range are refused.
 */

/** The IPv4 address an IPv6 form carries, when it carries one. */
const embeddedIpv4 = (address: ipaddr.IPv6): ipaddr.IPv4 | null => {
  const parts = address.parts;
  const fromWords = (high: number, low: number) => new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
  if (address.isIPv4MappedAddress()) return address.toIPv4Address();
  const range = address.range();
  if (range === '6to4') return fromWords(parts[1]!, parts[2]!);
  if (range === 'rfc6052') return fromWords(parts[6]!, parts[7]!);
  // IPv4-compatible (::a.b.c.d, deprecated): the first 96 bits zero, an address in the last 32 (not :: or ::1).
  if (parts.slice(0, 6).every((word) => word === 0) && (parts[6]! !== 0 || parts[7]! > 1)) {
    return fromWords(parts[6]!, parts[7]!);
  }
  return null;
};

export const isPublicAddress = (text: string): boolean => {
  if (!ipaddr.isValid(text)) return false;
  const parsed = ipaddr.parse(text);
  if (parsed.kind() === 'ipv4') return parsed.range() === 'unicast';
  const v4 = embeddedIpv4(parsed as ipaddr.IPv6);
  return v4 ? v4.range() === 'unicast' : parsed.range() === 'unicast';
};
