import { describe, expect, it } from '@jest/globals';
import { addressKey } from './address-key.js';

describe('addressKey', () => {
  it('counts an IPv4 address as itself, also when it arrives IPv4-mapped', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::FFFF:cb00:7107')).toBe('203.0.113.7');
    expect(addressKey('127.0.0.23')).not.toBe(addressKey('127.0.0.24'));
  });

  it('counts an IPv6 address by its /64, whatever the spelling', () => {
    const key = '2001:db8:1:2::/64';
    expect(addressKey('2001:db8:1:2::1')).toBe(key);
    expect(addressKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe(key);
    expect(addressKey('2001:DB8:1:2:a:b:c:d')).toBe(key);
    expect(addressKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(addressKey('::1')).toBe('::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80::/64');
  });

  it('keeps what does not parse as it is', () => {
    expect(addressKey('not-an-address')).toBe('not-an-address');
    expect(addressKey('')).toBe('');
  });
});
