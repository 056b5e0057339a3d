/**
 * Sealing a person's personal fields in an audit entry (decision record 046): AES-256-GCM
 * (node:crypto) under the person's own 256-bit key, each field apart, with the person and the
 * field's name as additional data, so a sealed value opens only under its person's key and in its
 * own place (moved to another field or another person's entry, it does not open). Pure: the keys
 * come from person-keys.ts.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { PERSONAL_AUDIT_FIELDS, type WithheldField } from '../../../domain/audit-personal.ts';

type Fields = Record<string, unknown>;

/** A sealed field as stored in `before`/`after`: whose key, and the value (JSON) sealed; null when written after the person was erased. */
export interface SealedField {
  $sealed: string | null;
  person: number;
}

const isSealedField = (value: unknown): value is SealedField =>
  typeof value === 'object' &&
  value !== null &&
  '$sealed' in value &&
  typeof (value as SealedField).person === 'number' &&
  ((value as SealedField).$sealed === null || typeof (value as SealedField).$sealed === 'string');

/** `v1.<iv>.<tag>.<ciphertext>`, each base64url; `context` is authenticated, not stored: opening needs the same. */
export function sealText(key: Buffer, text: string, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(context, 'utf8'));
  const sealed = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), sealed.toString('base64url')].join('.');
}

/** The text, or null when sealed under another key or context (or tampered with). */
export function openText(key: Buffer, sealed: string, context: string): string | null {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || data === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url')).setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

const fieldContext = (person: number, field: string) => `audit-field/${person}/${field}`;

/** Whether any of the fields is personal and holds something (only then is the person's key needed). */
export const holdsPersonalData = (...all: Array<Fields | null | undefined>): boolean =>
  all.some((fields) => fields && Object.entries(fields).some(([name, value]) => PERSONAL_AUDIT_FIELDS.has(name) && value !== null && value !== undefined));

/**
 * The fields with each personal one sealed for `person` (null and absent values stay as they are).
 * `key` null: the person was erased (or their account is gone), so the value is not kept at all.
 */
export function sealFields(fields: Fields | null | undefined, person: number, key: Buffer | null): Fields | null {
  if (!fields) return null;
  return Object.fromEntries(
    Object.entries(fields).map(([name, value]) => {
      if (!PERSONAL_AUDIT_FIELDS.has(name) || value === null || value === undefined) return [name, value];
      const sealed: SealedField = { $sealed: key ? sealText(key, JSON.stringify(value), fieldContext(person, name)) : null, person };
      return [name, sealed];
    }),
  );
}

/** A person's key as the reader has it: the key, or why there is none to open with. */
export type OpeningKey = Buffer | WithheldField['withheld'];

/** The fields with each sealed one opened, or withheld (erased, unreadable) when its person's key cannot open it. */
export function openFields(fields: Fields | null, keys: ReadonlyMap<number, OpeningKey>): Fields | null {
  if (!fields) return null;
  return Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, isSealedField(value) ? openField(name, value, keys) : value]));
}

function openField(name: string, field: SealedField, keys: ReadonlyMap<number, OpeningKey>): unknown {
  const key = keys.get(field.person) ?? 'erased';
  if (field.$sealed === null || key === 'erased') return { withheld: 'erased' } satisfies WithheldField;
  if (key === 'unreadable') return { withheld: 'unreadable' } satisfies WithheldField;
  const text = openText(key, field.$sealed, fieldContext(field.person, name));
  return text === null ? ({ withheld: 'unreadable' } satisfies WithheldField) : (JSON.parse(text) as unknown);
}

/** The persons whose keys opening these fields needs. */
export const sealedPersons = (all: Array<Fields | null>): number[] => [
  ...new Set(all.flatMap((fields) => Object.values(fields ?? {}).flatMap((value) => (isSealedField(value) ? [value.person] : [])))),
];
