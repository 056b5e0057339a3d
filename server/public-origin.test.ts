import { describe, expect, it } from 'vitest';
import { trustedProxies } from './api/client-address.ts';
import { isCrossSiteWrite, publicOrigin } from './public-origin.ts';

const LOOPBACK = trustedProxies(['loopback']);
const NOBODY = trustedProxies([]);
const request = (url: string, headers: Record<string, string> = {}) => new Request(url, { headers });
const forwarded = { 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'shop.example' };

describe('the public origin of a request', () => {
  it('is PUBLIC_URL when it is set, whatever the request or its peer says', () => {
    const options = { publicUrl: 'https://shop.example/', trust: NOBODY };
    expect(publicOrigin(request('http://127.0.0.1:3000/login', { 'X-Forwarded-Host': 'evil.example' }), '203.0.113.7', options)).toBe('https://shop.example');
  });

  it('is what a trusted proxy reports: its scheme and host (X-Forwarded-Host, else Host), the first of a list', () => {
    const options = { publicUrl: undefined, trust: LOOPBACK };
    expect(publicOrigin(request('http://127.0.0.1:3000/', forwarded), '127.0.0.1', options)).toBe('https://shop.example');
    expect(publicOrigin(request('http://shop.example:8080/', { 'X-Forwarded-Proto': 'https, http' }), '::1', options)).toBe('https://shop.example:8080');
    expect(publicOrigin(request('http://127.0.0.1:3000/', { 'X-Forwarded-Host': '[2001:db8::1]:8443, inner' }), '127.0.0.1', options)).toBe(
      'http://[2001:db8::1]:8443',
    );
  });

  it('is the request as it came from a peer that is not trusted, or without a peer: forged headers change nothing', () => {
    const options = { publicUrl: undefined, trust: LOOPBACK };
    expect(publicOrigin(request('http://127.0.0.1:3000/', forwarded), '203.0.113.7', options)).toBe('http://127.0.0.1:3000');
    expect(publicOrigin(request('http://127.0.0.1:3000/', forwarded), undefined, options)).toBe('http://127.0.0.1:3000');
  });

  it('ignores what a trusted proxy sends that is not a scheme and a bare host', () => {
    const options = { publicUrl: undefined, trust: LOOPBACK };
    const bad: Array<Record<string, string>> = [
      { 'X-Forwarded-Proto': 'gopher' },
      { 'X-Forwarded-Host': 'evil.example/path' },
      { 'X-Forwarded-Host': 'user@evil.example' },
      { 'X-Forwarded-Host': 'evil.example:99999' },
      { 'X-Forwarded-Host': 'evil.example?x' },
    ];
    for (const headers of bad) {
      expect(publicOrigin(request('http://127.0.0.1:3000/', headers), '127.0.0.1', options), JSON.stringify(headers)).toBe('http://127.0.0.1:3000');
    }
  });
});

describe('a cross-site write', () => {
  it('is one the browser says came from another site, or whose Origin is not the request’s', () => {
    const url = 'https://shop.example/admin/products';
    expect(isCrossSiteWrite(request(url, { 'Sec-Fetch-Site': 'cross-site' }))).toBe(true);
    expect(isCrossSiteWrite(request(url, { 'Sec-Fetch-Site': 'same-site' }))).toBe(true);
    expect(isCrossSiteWrite(request(url, { Origin: 'https://evil.example' }))).toBe(true);
    expect(isCrossSiteWrite(request(url, { Origin: 'http://shop.example' }))).toBe(true);
    expect(isCrossSiteWrite(request(url, { Origin: 'null' }))).toBe(true);
    expect(isCrossSiteWrite(request(url, { 'Sec-Fetch-Site': 'same-origin', Origin: 'https://shop.example' }))).toBe(false);
    // A page's own write is same-origin: `none` (typed, a bookmark) is no page of the shop's (issue 37).
    expect(isCrossSiteWrite(request(url, { 'Sec-Fetch-Site': 'none' }))).toBe(true);
    expect(isCrossSiteWrite(request(url))).toBe(false);
  });
});
