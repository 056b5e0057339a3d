/**
 * The two-factor secrets' sealing (issue 37): under the two-factor key alone, so the session key a
 * backup carries opens none of them; secrets sealed before under the session key still open.
 */
import { createCipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openSecret, sealSecret, sealedUnderSessionKey } from './two-factor-secret.ts';

const keys = { twoFactorKey: randomBytes(32).toString('hex'), jwtSecret: randomBytes(32).toString('hex') };

/** A secret sealed as the shop sealed them before the two-factor key: `v1`, under the session key. */
function sealedBefore(jwtSecret: string, secret: string): string {
  const key = Buffer.from(hkdfSync('sha256', jwtSecret, Buffer.alloc(0), 'jewellery-shop/two-factor-secret/v1', 32));
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
}

describe('a two-factor secret at rest', () => {
  it('opens with the two-factor key, and not with the session key a backup carries', () => {
    const sealed = sealSecret(keys, 'JBSWY3DPEHPK3PXP');
    expect(sealed.startsWith('v2.')).toBe(true);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(openSecret(keys, sealed)).toBe('JBSWY3DPEHPK3PXP');
    // Whoever has the backup has the session key, not the two-factor key.
    expect(openSecret({ jwtSecret: keys.jwtSecret, twoFactorKey: randomBytes(32).toString('hex') }, sealed)).toBeNull();
  });

  it('sealed before the two-factor key, still opens (with the session key) until sealed again', () => {
    const before = sealedBefore(keys.jwtSecret, 'KRSXG5CTMVRXEZLU');
    expect(sealedUnderSessionKey(before)).toBe(true);
    expect(openSecret(keys, before)).toBe('KRSXG5CTMVRXEZLU');
    expect(sealedUnderSessionKey(sealSecret(keys, 'KRSXG5CTMVRXEZLU'))).toBe(false);
  });

  it('refuses what was tampered with or is not a sealed secret', () => {
    const sealed = sealSecret(keys, 'JBSWY3DPEHPK3PXP');
    const [version, iv, tag, data] = sealed.split('.');
    const flipped = Buffer.from(data!, 'base64url');
    flipped[0]! ^= 1;
    expect(openSecret(keys, [version, iv, tag, flipped.toString('base64url')].join('.'))).toBeNull();
    expect(openSecret(keys, 'v3.a.b.c')).toBeNull();
    expect(openSecret(keys, 'nonsense')).toBeNull();
  });
});
