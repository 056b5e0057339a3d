/**
 * A random key for Idempotency-Key headers. crypto.randomUUID() exists only in secure contexts
 * (https, localhost); a shop reached over plain http on a local network still needs keys.
 */
export function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
