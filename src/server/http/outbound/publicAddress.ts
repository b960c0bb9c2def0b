/**
 * Which addresses a server-side request to a user's URL may reach: public unicast only. Refused
 * are loopback, private (10/8, 172.16/12, 192.168/16), carrier-grade NAT (also Alibaba's
 * metadata 100.100.100.200), link-local (the clouds' metadata 169.254.169.254), unique-local
 * (fd00:ec2::254), multicast, unspecified, broadcast and every reserved or tunnelling range
 * (NAT64, 6to4, Teredo embed IPv4 addresses we would not see). IPv4-mapped IPv6 is judged as the
 * IPv4 address it carries. ipaddr.js names the ranges; only its plain `unicast` passes.
 */
import ipaddr from 'ipaddr.js';

export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (!ipaddr.isValid(bare)) return false;
  let parsed = ipaddr.parse(bare);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  return parsed.range() === 'unicast';
}
