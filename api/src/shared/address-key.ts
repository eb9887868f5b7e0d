import ipaddr from 'ipaddr.js';

/**
 * The key a per-address limit counts a client under: an IPv4 address as it is (an IPv4-mapped IPv6 address,
 * `::ffff:a.b.c.d`, is that IPv4 address), an IPv6 address by its /64 (`2001:db8:1:2::/64`), since one IPv6 host or
 * subscriber rotates freely within its /64. Anything that does not parse is counted as given.
 */
export function addressKey(ip: string): string {
  let addr: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    // process() turns an IPv4-mapped IPv6 address into its IPv4 address; a zone id (fe80::1%eth0) is dropped.
    addr = ipaddr.process(ip.trim().replace(/%.*$/, ''));
  } catch {
    return ip;
  }
  if (addr.kind() === 'ipv4') return addr.toString();
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${addr.toString()}/64`).toString()}/64`;
}
