/**
 * The rates' history (decision record 055): read from the audit log, which already holds each
 * apply's who, when, and rates before and after, so there is no second record of it to disagree.
 */
import type { PricingHistoryAnswer } from '../../../domain/contract/admin-pricing.ts';
import { AuditQuery } from '../../../domain/schemas/audit.ts';
import type { Db } from '../../db/client.ts';
import { listAudit } from '../audit/index.ts';

type Rates = Record<string, number>;
const ratesOf = (fields: Record<string, unknown> | null): Rates => (fields?.rates ?? {}) as Rates;

/** The latest applies (a page of the audit log), newest first: one entry per metal whose rate moved. */
export async function pricingHistory(db: Db): Promise<PricingHistoryAnswer> {
  const { entries } = await listAudit(db, AuditQuery.parse({ entity: 'metal_pricing' }));
  const answer: PricingHistoryAnswer = { entries: [], roundingChanges: [] };
  for (const entry of entries) {
    if (entry.action !== 'pricing.rates') continue;
    const [at, by] = [entry.at.toISOString(), entry.actorEmail];
    const [before, after] = [ratesOf(entry.before), ratesOf(entry.after)];
    for (const metal of Object.keys(after))
      if (before[metal] !== after[metal]) answer.entries.push({ at, by, metal, beforeMinor: before[metal] ?? null, afterMinor: after[metal] ?? null });
    const rounding = [entry.before?.rounding, entry.after?.rounding];
    if (rounding[0] !== rounding[1]) answer.roundingChanges.push({ at, by, before: String(rounding[0]), after: String(rounding[1]) });
  }
  return answer;
}
