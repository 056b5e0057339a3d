import { describe, expect, it } from 'vitest';
import { FORM_LIMITS, clientKey } from './anti-automation.ts';

describe('clientKey', () => {
  it('counts an IPv4 client by its address, written either way', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::FFFF:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 client by its /64 network, however the address is written', () => {
    const network = '2001:db8:5:6::/64';
    for (const address of [
      '2001:db8:5:6::1',
      '2001:db8:5:6:ffff:ffff:ffff:ffff',
      '2001:0db8:0005:0006:0000:0000:0000:0001',
      '2001:db8:5:6::1%eth0',
      '2001:db8:5:6:0:0:198.51.100.1',
    ]) {
      expect(clientKey(address), address).toBe(network);
    }
    expect(clientKey('2001:db8:5:7::1')).toBe('2001:db8:5:7::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
  });

  it('has no key without an address (an in-process call): only the per-account limits apply', () => {
    expect(clientKey(undefined)).toBeUndefined();
    expect(clientKey('')).toBeUndefined();
  });
});

describe('FORM_LIMITS', () => {
  it('names each counter apart', () => {
    const names = Object.values(FORM_LIMITS).map((limit) => limit.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
