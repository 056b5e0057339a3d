import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env.ts';

describe('parseEnv', () => {
  it('has defaults for everything', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ port: 3000, host: '0.0.0.0', currency: 'USD', databaseUrl: undefined, seedSampleCatalog: true });
    expect(env.dataDir).toBe(path.resolve('.data'));
    expect(env.uploadsQuotaBytes).toBe(1024 * 1024 * 1024);
  });

  it('treats empty values as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', JWT_SECRET: '' })).toMatchObject({ databaseUrl: undefined, jwtSecret: undefined });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ DATABASE_OWNER_URL: 'mysql://x' }, 'DATABASE_OWNER_URL'],
    [{ DATABASE_OWNER_URL: 'postgres://owner@db/shop' }, 'DATABASE_URL'],
    [{ SHOP_CURRENCY: 'dollars' }, 'SHOP_CURRENCY'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ UPLOADS_QUOTA_MB: '0' }, 'UPLOADS_QUOTA_MB'],
    [{ UPLOADS_QUOTA_MB: 'lots' }, 'UPLOADS_QUOTA_MB'],
  ])('refuses %j naming the variable', (source, name) => {
    expect(() => parseEnv(source)).toThrow(EnvError);
    expect(() => parseEnv(source)).toThrow(new RegExp(`${name}: `));
  });

  it('reads the shop address as lines separated by ";", with a default', () => {
    expect(parseEnv({}).shopAddress).toEqual(['1120 NW Couch Street, Suite 410', 'Portland, OR 97209', 'United States']);
    expect(parseEnv({ SHOP_ADDRESS: ' 1 Bench Lane; Bath BA1 1AA ;United Kingdom ' }).shopAddress).toEqual(['1 Bench Lane', 'Bath BA1 1AA', 'United Kingdom']);
    expect(() => parseEnv({ SHOP_ADDRESS: ';;' })).toThrow(/SHOP_ADDRESS: /);
  });

  it('offers Stripe only with both keys, and never with one alone', () => {
    expect(parseEnv({}).stripe).toBeUndefined();
    expect(parseEnv({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1', STRIPE_API_URL: 'http://127.0.0.1:12111' }).stripe).toEqual({
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_1',
      apiUrl: 'http://127.0.0.1:12111',
    });
    expect(() => parseEnv({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(/STRIPE_WEBHOOK_SECRET: .*set both/);
    expect(() => parseEnv({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1', STRIPE_API_URL: 'ftp://x' })).toThrow(/STRIPE_API_URL: /);
    // The message names the variables, never their values.
    expect(() => parseEnv({ STRIPE_SECRET_KEY: 'sk_live_secret' })).not.toThrow(/sk_live_secret/);
  });

  it('normalises the currency code', () => {
    expect(parseEnv({ SHOP_CURRENCY: 'eur' }).currency).toBe('EUR');
  });
});

describe('ADMIN_EMAIL and ADMIN_PASSWORD', () => {
  it('go together', () => {
    expect(parseEnv({ ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'garnet-and-gold-77' }).admin).toEqual({
      email: 'owner@example.com',
      password: 'garnet-and-gold-77',
    });
    expect(parseEnv({}).admin).toBeUndefined();
    expect(() => parseEnv({ ADMIN_EMAIL: 'owner@example.com' })).toThrow('ADMIN_EMAIL and ADMIN_PASSWORD go together');
    expect(() => parseEnv({ ADMIN_EMAIL: 'not-an-address', ADMIN_PASSWORD: 'x' })).toThrow('ADMIN_EMAIL: must be an e-mail address');
  });

  it('ADMIN_RESET goes with them', () => {
    expect(parseEnv({ ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'garnet-and-gold-77', ADMIN_RESET: '2026-11-27' }).admin).toEqual({
      email: 'owner@example.com',
      password: 'garnet-and-gold-77',
      reset: '2026-11-27',
    });
    expect(() => parseEnv({ ADMIN_RESET: '1' })).toThrow('ADMIN_RESET resets the owner ADMIN_EMAIL and ADMIN_PASSWORD name: set them too');
  });
});
