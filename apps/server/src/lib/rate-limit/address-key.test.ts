import { describe, expect, it } from 'vitest';
import { addressKey, UNKNOWN_ADDRESS_KEY } from './address-key';

describe('addressKey', () => {
  it('counts a request whose address is gone under one shared key instead of throwing', () => {
    expect(addressKey(undefined)).toBe(UNKNOWN_ADDRESS_KEY);
    expect(addressKey('')).toBe(UNKNOWN_ADDRESS_KEY);
  });

  it('keeps an IPv4 address as it is, and reads an IPv4-mapped IPv6 address as the IPv4 one', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::FFFF:cb00:7107')).toBe('203.0.113.7');
  });

  it('counts IPv6 addresses by their /64, however they are written', () => {
    const key = addressKey('2001:db8:1:2::1');
    expect(key).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0DB8:0001:0002:ffff:ffff:ffff:fffe')).toBe(key);
    expect(addressKey('2001:db8:1:2:0:0:0.0.0.9')).toBe(key);
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('2001:db8:1:3::1')).not.toBe(key);
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});
