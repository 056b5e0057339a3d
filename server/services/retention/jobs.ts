/**
 * The retention job (decision record 043), run by the server's periodic jobs (server/periodic.ts,
 * registered in server/main.ts) on every instance: deletes the security events, the contact
 * messages and custom-design requests with their photos (and closed returns' photos), the unconfirmed accounts without
 * orders, and erased customers' orders past the bookkeeping period (decision record 044) that are
 * older than the owner's periods. Each deletion claims its rows with FOR UPDATE
 * SKIP LOCKED (in the module that owns the table), so instances running it at the same moment
 * delete each row once, wait for nothing and fail nothing.
 */
import type { Db } from '../../db/client.ts';
import { deleteUnconfirmedAccounts } from '../accounts/index.ts';
import { deleteOldSecurityEvents } from '../audit/index.ts';
import { deleteOldMessages } from '../content/index.ts';
import { deleteExpiredBooks } from '../privacy/index.ts';
import { forgetOldReturnPhotos } from '../returns/index.ts';
import { readRetention } from './settings.ts';

/** How often the job looks for what is due: the periods are days long, so an hour late is nothing. */
export const RETENTION_EVERY_MS = 60 * 60 * 1000;

/** Deletes what outlived its period; answers how many rows went (a periodic job's count). */
export async function applyRetention(db: Db, uploadsDir: string): Promise<number> {
  const periods = await readRetention(db);
  const events = await deleteOldSecurityEvents(db, periods.securityEventDays);
  const messages = await deleteOldMessages(db, uploadsDir, periods.messageDays);
  // A closed return's photos are shoppers' photos too: kept for the messages' period (decision record 048).
  const returnPhotos = await forgetOldReturnPhotos(db, uploadsDir, periods.messageDays);
  const accounts = await deleteUnconfirmedAccounts(db, periods.unconfirmedAccountDays);
  const books = await deleteExpiredBooks(db, periods.bookkeepingDays);
  return events + messages + returnPhotos + accounts + books;
}
