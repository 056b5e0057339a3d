/**
 * The authenticator secrets at rest: AES-256-GCM (node:crypto) under a key derived from the
 * shop's JWT secret with HKDF-SHA256 and a label of its own, so a copy of the database alone
 * reveals no secret (ASVS V11.5, V14.2). Rotating JWT_SECRET makes the stored secrets unreadable:
 * the members then sign in with a recovery code and set two-factor up again.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const KEY_LABEL = 'jewellery-shop/two-factor-secret/v1';
const keys = new Map<string, Buffer>();

function keyOf(jwtSecret: string): Buffer {
  let key = keys.get(jwtSecret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', jwtSecret, Buffer.alloc(0), KEY_LABEL, 32));
    keys.set(jwtSecret, key);
  }
  return key;
}

/** `v1.<iv>.<tag>.<ciphertext>`, each base64url. */
export function sealSecret(jwtSecret: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(jwtSecret), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), sealed].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

/** The secret, or null when it was sealed under another key (or tampered with). */
export function openSecret(jwtSecret: string, sealed: string): string | null {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || !data) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(jwtSecret), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
