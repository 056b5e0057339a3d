import { describe, expect, it } from 'vitest';
import { loginPath, safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it('keeps a path on this site with its query', () => {
    expect(safeRedirect('/checkout')).toBe('/checkout');
    expect(safeRedirect('/orders/12?from=mail')).toBe('/orders/12?from=mail');
  });

  it('goes home for anything that could leave the site', () => {
    for (const target of ['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)', 'checkout', '/\u0000x', '', null, 42]) {
      expect(safeRedirect(target)).toBe('/');
    }
  });

  it('checks the path again after normalising and decoding it', () => {
    for (const target of [
      '/.//evil.com',
      '/./\\evil.com',
      '/a/..//evil.com',
      '/%2F%2Fevil.com',
      '/%2f/evil.com',
      '/%5Cevil.com',
      '/%5C%5Cevil.com',
      '/%E0%A4%A',
      '/%0D%0ALocation:%20x',
    ]) {
      expect(safeRedirect(target), target).toBe('/');
    }
    expect(safeRedirect('/products?q=50%25%20off')).toBe('/products?q=50%25%20off');
    expect(safeRedirect('/./cart')).toBe('/cart');
  });

  it('never sends a fresh login back to an account page', () => {
    expect(safeRedirect('/login?redirectTo=/cart')).toBe('/');
    expect(safeRedirect('/logout')).toBe('/');
  });

  it('uses the fallback given', () => {
    expect(safeRedirect(undefined, '/cart')).toBe('/cart');
  });
});

describe('loginPath', () => {
  it('asks the login page to come back', () => {
    expect(loginPath('/checkout-2')).toBe('/login?redirectTo=%2Fcheckout-2');
    expect(loginPath('/')).toBe('/login');
    expect(loginPath('https://evil.example')).toBe('/login');
  });

  it('keeps the Location header short whatever address a visitor made up: the query goes, then the path', () => {
    expect(loginPath(`/admin/lists?page=${'a'.repeat(20_000)}&metal=${'a'.repeat(20_000)}`)).toBe('/login?redirectTo=%2Fadmin%2Flists');
    expect(loginPath(`/${'a'.repeat(5_000)}`)).toBe('/login');
    expect(loginPath(`/orders?page=${'2'.repeat(100)}`)).toBe(`/login?redirectTo=%2Forders%3Fpage%3D${'2'.repeat(100)}`);
  });
});
