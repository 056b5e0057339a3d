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
});
