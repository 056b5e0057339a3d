/**
 * How long the shop keeps what it keeps for a while (issue 33, decision record 043): one row, the
 * owner's to set, each change audited with before and after. The privacy policy and the terms
 * print these figures and the retention job (jobs.ts) enforces them, so the words and the behaviour
 * are one setting. A change moves the catalogue version, so the kept copies of those pages
 * (server/page-cache.ts) are rendered again with the new figures on every instance.
 */
import { eq, sql } from 'drizzle-orm';
import type { RetentionSettingsAnswer, RetentionSettingsInput } from '../../../domain/contract/retention.ts';
import { BOOKKEEPING_DAYS } from '../../../domain/privacy.ts';
import { DEFAULT_RETENTION, periodWords, type RetentionPeriods } from '../../../domain/retention.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { retentionSettings } from '../../db/schema/index.ts';
import { recordAudit } from '../audit/index.ts';
import { bumpCatalogueVersion } from '../catalogue/index.ts';

interface RetentionSettings extends RetentionPeriods {
  /** How long an erased customer's orders stay for the books (decision record 044). */
  bookkeepingDays: number;
  /** When a period last changed (the pages that print them changed then); null without the row. */
  changedAt: Date | null;
}

const columns = {
  securityEventDays: retentionSettings.securityEventDays,
  messageDays: retentionSettings.messageDays,
  unconfirmedAccountDays: retentionSettings.unconfirmedAccountDays,
  bookkeepingDays: retentionSettings.bookkeepingDays,
  changedAt: retentionSettings.updatedAt,
};

/** The owner's periods; the defaults while the row is missing (migration 0035 writes it). */
export async function readRetention(db: DbOrTx): Promise<RetentionSettings> {
  const [row] = await db.select(columns).from(retentionSettings).where(eq(retentionSettings.id, 1));
  return row ?? { ...DEFAULT_RETENTION, bookkeepingDays: BOOKKEEPING_DAYS.default, changedAt: null };
}

type Periods = RetentionPeriods & { bookkeepingDays: number };

const periodsOf = ({ securityEventDays, messageDays, unconfirmedAccountDays, bookkeepingDays }: Periods): Periods => ({
  securityEventDays,
  messageDays,
  unconfirmedAccountDays,
  bookkeepingDays,
});

/**
 * The owner changes the periods; a change is recorded in the audit log in the same transaction and
 * dated (`changedAt`), and the pages printing them are rendered again. Saving the same periods changes nothing.
 */
export async function changeRetention(db: Db, input: RetentionSettingsInput, owner: { id: number; email: string }): Promise<RetentionSettings> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('retention-settings'))`);
    const read = await readRetention(tx);
    const before = periodsOf(read);
    // The bookkeeping period left out stays as it is (forms and clients written before it existed).
    const after = periodsOf({ ...input, bookkeepingDays: input.bookkeepingDays ?? read.bookkeepingDays });
    if (JSON.stringify(before) === JSON.stringify(after)) return read;
    const [saved] = await tx
      .insert(retentionSettings)
      .values({ id: 1, ...after })
      .onConflictDoUpdate({ target: retentionSettings.id, set: { ...after, updatedAt: sql`now()` } })
      .returning({ changedAt: retentionSettings.updatedAt });
    await recordAudit(tx, owner, { action: 'retention.settings', entity: 'settings', entityId: 'retention', before: { ...before }, after: { ...after } });
    await bumpCatalogueVersion(tx);
    return { ...after, changedAt: saved!.changedAt };
  });
}

export const presentRetention = (settings: RetentionSettings): RetentionSettingsAnswer => ({
  ...periodsOf(settings),
  changedAt: settings.changedAt?.toISOString() ?? null,
  words: {
    securityEvents: periodWords(settings.securityEventDays),
    messages: periodWords(settings.messageDays),
    unconfirmedAccounts: periodWords(settings.unconfirmedAccountDays),
    bookkeeping: periodWords(settings.bookkeepingDays),
  },
});
