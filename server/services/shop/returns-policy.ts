/**
 * The returns policy (issue 34, decision record 047): one row, the owner's to set, each change
 * audited with before and after. The returns module judges requests by it, and the home page, the
 * product page, the terms, the FAQ and the e-mails print its words. A change moves the catalogue
 * version in the same transaction, so every instance reads the new policy at its next request (the
 * kept policy is keyed by that version) and the page cache renders the pages that print it afresh.
 */
import { eq, sql } from 'drizzle-orm';
import type { ReturnPolicyAnswer, ReturnPolicyInput } from '../../../domain/contract/returns-policy.ts';
import { DEFAULT_RETURN_POLICY, returnPolicyWords, type ReturnPolicy } from '../../../domain/returns-policy.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { returnSettings } from '../../db/schema/index.ts';
import { recordAudit } from '../audit/index.ts';
import { catalogue, keptSetting } from './kept-setting.ts';

interface SavedReturnPolicy extends ReturnPolicy {
  /** When the owner last changed it; null while the defaults hold. */
  changedAt: Date | null;
}

const columns = {
  windowDays: returnSettings.windowDays,
  statutoryDays: returnSettings.statutoryDays,
  faultyOnlyPersonalised: returnSettings.faultyOnlyPersonalised,
  faultyOnlyMadeToOrder: returnSettings.faultyOnlyMadeToOrder,
  returnMethod: returnSettings.returnMethod,
  returnAddress: returnSettings.returnAddress,
  restockingFeePercent: returnSettings.restockingFeePercent,
  changedAt: returnSettings.updatedAt,
};

async function readReturnPolicy(db: DbOrTx): Promise<SavedReturnPolicy> {
  const [row] = await db.select(columns).from(returnSettings).where(eq(returnSettings.id, 1));
  // The column's check allows only the two methods.
  return row ? { ...row, returnMethod: row.returnMethod as ReturnPolicy['returnMethod'] } : { ...DEFAULT_RETURN_POLICY, changedAt: null };
}

/** The owner's policy (the defaults until saved), read once per catalogue version on this instance. */
export const getReturnPolicy = keptSetting(readReturnPolicy);

/** The order e-mails' line: the policy in brief and where a return starts. */
export const returnsMailLine = async (db: DbOrTx): Promise<string> => returnPolicyWords(await getReturnPolicy(db)).emailLine;

/**
 * The policy as one JSON value (null while the defaults hold), for a statement that reads it with
 * other facts: an order's placement reads it in the statement that reads the rest, no round trip more.
 */
export const RETURN_POLICY_JSON_SQL = `(SELECT json_build_object('windowDays', window_days, 'statutoryDays', statutory_days,
  'faultyOnlyPersonalised', faulty_only_personalised, 'faultyOnlyMadeToOrder', faulty_only_made_to_order, 'returnMethod', return_method,
  'returnAddress', return_address, 'restockingFeePercent', restocking_fee_percent) FROM return_settings WHERE id = 1)`;

/** The e-mails' line for a policy read by `RETURN_POLICY_JSON_SQL`. */
export const returnsMailLineOf = (read: ReturnPolicy | null): string => returnPolicyWords(read ?? DEFAULT_RETURN_POLICY).emailLine;

const POLICY_FIELDS = Object.keys(DEFAULT_RETURN_POLICY) as Array<keyof ReturnPolicy>;

const policyOf = ({ changedAt: _changedAt, ...policy }: SavedReturnPolicy): ReturnPolicy => policy;

/** The owner changes the policy: audited in the same transaction, the pages printing it rendered again. Saving the same policy changes nothing. */
export async function saveReturnPolicy(db: Db, input: ReturnPolicyInput, owner: { id: number; email: string }): Promise<SavedReturnPolicy> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('return-settings'))`);
    const read = await readReturnPolicy(tx);
    const before = policyOf(read);
    const after: ReturnPolicy = { ...input };
    if (POLICY_FIELDS.every((field) => before[field] === after[field])) return read;
    const [saved] = await tx
      .insert(returnSettings)
      .values({ id: 1, ...after })
      .onConflictDoUpdate({ target: returnSettings.id, set: { ...after, updatedAt: sql`now()` } })
      .returning({ changedAt: returnSettings.updatedAt });
    await recordAudit(tx, owner, { action: 'returns.settings', entity: 'settings', entityId: 'returns', before: { ...before }, after: { ...after } });
    await (await catalogue()).bumpCatalogueVersion(tx);
    return { ...after, changedAt: saved!.changedAt };
  });
}

export const presentReturnPolicy = (saved: SavedReturnPolicy): ReturnPolicyAnswer => ({
  ...policyOf(saved),
  changedAt: saved.changedAt?.toISOString() ?? null,
  words: returnPolicyWords(saved),
});
