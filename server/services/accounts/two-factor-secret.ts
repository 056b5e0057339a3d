/**
 * The authenticator secrets at rest: AES-256-GCM (node:crypto) under a key derived with
 * HKDF-SHA256 from the shop's two-factor key (TWO_FACTOR_KEY, or a key generated in DATA_DIR
 * beside the session key), so a copy of the database alone reveals no secret (ASVS V11.5, V14.2).
 *
 * The key is the two-factor secrets' own (issue 37): a backup carries the session key (decision
 * record 031) but not this one, so a leaked backup opens no authenticator; and each rotates on its
 * own: rotating JWT_SECRET signs everyone out and leaves two-factor as it is, rotating the
 * two-factor key makes the stored secrets unreadable (the members then sign in with a recovery
 * code and set two-factor up again). Secrets sealed before (`v1`, under a key derived from the
 * session key) still open, and are sealed again under the two-factor key at start
 * (`resealTwoFactorSecrets`).
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** What seals and opens the secrets: the two-factor key, and the session key for secrets sealed before it existed. */
export interface SealingKeys {
  twoFactorKey: string;
  jwtSecret: string;
}

const LABELS = { v1: 'jewellery-shop/two-factor-secret/v1', v2: 'jewellery-shop/two-factor-secret/v2' } as const;
type Version = keyof typeof LABELS;
const derived = new Map<string, Buffer>();

function keyOf(keys: SealingKeys, version: Version): Buffer {
  const material = version === 'v2' ? keys.twoFactorKey : keys.jwtSecret;
  const cacheKey = `${version}:${material}`;
  let key = derived.get(cacheKey);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', material, Buffer.alloc(0), LABELS[version], 32));
    derived.set(cacheKey, key);
  }
  return key;
}

/** `v2.<iv>.<tag>.<ciphertext>`, each base64url, under the two-factor key. */
export function sealSecret(keys: SealingKeys, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(keys, 'v2'), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v2', iv, cipher.getAuthTag(), sealed].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

/** The secret, or null when it was sealed under another key (or tampered with). */
export function openSecret(keys: SealingKeys, sealed: string): string | null {
  const [version, iv, tag, data] = sealed.split('.');
  if ((version !== 'v1' && version !== 'v2') || !iv || !tag || !data) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(keys, version), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** How a secret still sealed under the session key (before the two-factor key) begins. */
export const SEALED_UNDER_SESSION_KEY = 'v1.';

/** Whether a stored secret is still sealed under the session key (before the two-factor key). */
export const sealedUnderSessionKey = (sealed: string) => sealed.startsWith(SEALED_UNDER_SESSION_KEY);
