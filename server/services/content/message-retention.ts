/**
 * Contact messages and custom-design requests are kept for the owner's period (decision record
 * 043), then deleted with their photos, once across instances (server/db/claimed-delete.ts). A
 * photo is removed by the instance whose statement deleted its row, once that deletion is
 * committed: a crash in between leaves an unreferenced file, never a row without its photo.
 */
import { sql } from 'drizzle-orm';
import { deleteClaimed } from '../../db/claimed-delete.ts';
import type { Db } from '../../db/client.ts';
import { contactMessages, customDesignRequests } from '../../db/schema/index.ts';
import { removePhoto } from './uploads.ts';

/** Deletes the messages and requests older than `days` and their photos from `uploadsDir`; answers how many rows. */
export async function deleteOldMessages(db: Db, uploadsDir: string, days: number): Promise<number> {
  let deleted = 0;
  for (const box of [contactMessages, customDesignRequests]) {
    deleted += await deleteClaimed(db, box, sql`t.created_at < now() - make_interval(days => ${days})`, {
      returning: sql`photo`,
      deleted: async (rows) => {
        for (const { photo } of rows) if (typeof photo === 'string' && photo) await removePhoto(uploadsDir, photo);
      },
    });
  }
  return deleted;
}
