/**
 * The per-person keys that seal a person's personal fields in the append-only audit log (issue 33,
 * decision record 046). One random 256-bit key per account, made the first time an entry about the
 * person holds personal data, kept wrapped (AES-256-GCM under a key derived from the shop's secret),
 * so a copy of the database alone opens nothing. Erasure destroys the key (`forgetPerson`): the row
 * stays with no key, so nothing recorded about the person later is sealed under a new one. Deleting
 * the account deletes the row with it.
 */
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

export const personKeys = pgTable('person_keys', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** `v1.<iv>.<tag>.<ciphertext>` (base64url) of the raw key; null once the person was erased. */
  wrappedKey: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  /** When erasure destroyed the key. */
  forgottenAt: timestamp({ withTimezone: true }),
});
