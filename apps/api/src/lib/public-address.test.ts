import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './public-address';

describe('isPublicAddress', () => {
  it.each(['8.8.8.8', '1.1.1.1', '203.0.114.1', '2001:4860:4860::8888', '::ffff:8.8.8.8', '2002:0808:0808::'])(
    'lets the public address %s through',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );

  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fd00::1',
    'fe80::1',
    'ff02::1',
    // IPv4 in IPv6 forms: mapped, compatible, 6to4, NAT64 (issue 29 F).
    '::ffff:127.0.0.1',
    '::7f00:1',
    '::a9fe:a9fe',
    '2002:7f00:1::',
    '2002:a9fe:a9fe::',
    '64:ff9b::7f00:1',
    '64:ff9b::a9fe:a9fe',
    // Teredo and documentation.
    '2001::1',
    '2001:db8::1',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });
});
