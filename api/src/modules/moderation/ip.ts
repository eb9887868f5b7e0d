import ipaddr from 'ipaddr.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput, forbidden } from '../../core/errors.js';
import { MODERATION_MESSAGES } from './moderation.messages.js';

/** Normalises an address as seen by Express (IPv4-mapped IPv6 becomes plain IPv4). */
export function normaliseIp(ip: string): string {
  try {
    return ipaddr.process(ip).toString();
  } catch {
    return ip;
  }
}

/**
 * Parses an address or CIDR range for an IP ban. A bare IPv4 address bans that address (/32); a bare IPv6
 * address bans its /64, since one IPv6 host rotates freely within its /64.
 */
export function parseCidr(input: string): string {
  const value = input.trim();
  try {
    if (value.includes('/')) {
      const [addr, bits] = ipaddr.parseCIDR(value);
      const network = addr.kind() === 'ipv4' ? ipaddr.IPv4.networkAddressFromCIDR(value) : ipaddr.IPv6.networkAddressFromCIDR(value);
      return `${network.toString()}/${bits}`;
    }
    const addr = ipaddr.process(value);
    if (addr.kind() === 'ipv4') return `${addr.toString()}/32`;
    return `${ipaddr.IPv6.networkAddressFromCIDR(`${addr.toString()}/64`).toString()}/64`;
  } catch {
    throw badInput(MODERATION_MESSAGES.invalidIp);
  }
}

export const IP_BANNED_MESSAGE = MODERATION_MESSAGES.ipBanned.defaultMessage;

/** Refuses registration and sign-in from a banned address or range (bans with a past expiry no longer count). */
export async function assertIpAllowed(em: EntityManager, ip: string): Promise<void> {
  const address = normaliseIp(ip);
  if (!ipaddr.isValid(address)) return;
  const rows = await em
    .getConnection()
    .execute('select 1 from ip_bans where cidr >>= ?::inet and (expires_at is null or expires_at > now()) limit 1', [address]);
  if (rows.length) throw forbidden(IP_BANNED_MESSAGE);
}
