/**
 * Photos of a faulty or damaged piece sent with a return (issue 34, decision record 048). They are
 * taken as the contact form's photo is (domain/contact.ts: PNG, JPEG, WebP or GIF by their bytes,
 * 5 MB each, the same messages), then decoded and encoded again as WebP: turned upright, at most
 * RETURN_PHOTO_SIDE pixels a side, every metadata block dropped (a phone's EXIF says where the
 * shopper lives). The files go to the uploads folder as `return-{uuid}.webp` and count in the
 * shoppers' photos quota (content `admitPhotos`). Only the return's owner and staff see them,
 * through `returnPhoto`; the uploads route serves them to staff alone (decision record 023).
 */
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { NotFound, Unprocessable } from '../../../domain/errors.ts';
import { photosProblem, RETURN_MESSAGES as M, type ReturnReason } from '../../../domain/returns.ts';
import type { DbOrTx } from '../../db/client.ts';
import { preparePhoto, removePhotos, type PhotoStore, type PreparedPhoto } from '../content/index.ts';
import { getReturn } from './read.ts';

/** The longest side a return's photo is kept at: enough to see a loose stone or a scratch. */
const RETURN_PHOTO_SIDE = 2000;

/** The photos a return is asked with and where they go. */
export interface ReturnPhotos {
  store: PhotoStore;
  /** The request's files (a form's `photos` parts), checked here: anything but an image is refused. */
  files: unknown[];
}

const field = (message: string) => [{ path: 'photos', message }];

/**
 * The photos judged against the reason (1 to 5 for "faulty or damaged", none otherwise: 422 naming
 * `photos`) and each prepared. Done before the return's transaction, so no row waits on decoding.
 */
export async function preparePhotos(reason: ReturnReason, files: unknown[]): Promise<PreparedPhoto[]> {
  const problem = photosProblem(reason, files.length);
  if (problem) throw new Unprocessable(problem, field(problem));
  const prepared: PreparedPhoto[] = [];
  for (const file of files) prepared.push(await preparePhoto(file, RETURN_PHOTO_SIDE));
  return prepared;
}

/**
 * The file of one of a return's photos, for its owner (`customerId`) or staff (`customerId`
 * undefined): a return of someone else, or a name the return does not hold, is not found.
 */
export async function returnPhoto(db: DbOrTx, uploadsDir: string, returnId: number, file: string, customerId?: number): Promise<string> {
  const view = await getReturn(db, returnId, customerId);
  if (!view.photos.includes(file)) throw new NotFound(M.photoNotFound);
  return path.join(uploadsDir, path.basename(file));
}

/**
 * A closed return's photos (resolved, refused or withdrawn more than `days` ago) are shoppers'
 * photos like a message's, kept for the same owner's period (decision record 043's messages):
 * the row forgets them and their bytes leave the quota in one statement, which claims its rows
 * with SKIP LOCKED so instances running the job at once take each return once; the files are
 * removed after it commits (a crash in between leaves an unreferenced file, never a row naming a
 * missing one). The return itself stays, part of its order's books. Answers how many returns.
 */
export async function forgetOldReturnPhotos(db: DbOrTx, uploadsDir: string, days: number): Promise<number> {
  const { rows } = await db.execute<{ photos: string[] }>(sql`
    UPDATE returns r SET photos = '{}', photo_bytes = 0, updated_at = now()
    FROM (
      SELECT id, photos FROM returns
      WHERE cardinality(photos) > 0
        AND coalesce(resolved_at, refused_at, cancelled_at) < now() - make_interval(days => ${days})
      FOR UPDATE SKIP LOCKED
    ) old
    WHERE r.id = old.id
    RETURNING old.photos`);
  await removePhotos(
    uploadsDir,
    rows.flatMap((row) => row.photos),
  );
  return rows.length;
}
