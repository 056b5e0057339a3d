/**
 * The metal pricing page's reads and writes (decision record 055): the pricing module's answers,
 * as the API gives them (server/api/admin/pricing.ts). The form types rates in major units per
 * gram ("72.15") and the threshold in percent; the API's inputs hold minor units and basis points,
 * so the fields are turned into them here, once. A preview's proposal travels to the apply form as
 * the API's own JSON, with the rates version the preview saw.
 */
import type { AppLoadContext } from 'react-router';
import { PricingSettingsInput, RatesApply, RatesChange } from '../../../../domain/contract/admin-pricing.ts';
import { toMinor } from '../../../../domain/money.ts';
import type { PublicUser } from '../../../../domain/schemas/account.ts';
import { applyRates, presentPricing, previewRates, pricingHistory, readPricing, savePricingSettings } from '../../../../server/services/pricing/index.ts';
import { done, formFields, invalid, refused } from '../../../lib/action-result.ts';
import { forAction } from '../../../lib/domain-errors.server.ts';

export const PRICING_INTENTS = ['preview', 'apply', 'threshold'] as const;

export async function pricingPageData(context: AppLoadContext) {
  const [pricing, history] = [await readPricing(context.db), await pricingHistory(context.db)];
  return { pricing: presentPricing(pricing, context.config.currency), history };
}

/** A typed amount in minor units; anything but a plain non-negative number is NaN, which the contract refuses with its message. */
const typedMinor = (typed: string, currency: string) => (/^-?\d+(\.\d+)?$/.test(typed.trim()) ? toMinor(Number(typed.trim()), currency) : Number.NaN);

/** The rates typed on the page (`rate-<metal id>`, blank: no rate) and the rounding, as the API's change. */
const parseChange = (fields: Record<string, string>, currency: string) =>
  RatesChange.safeParse({
    rates: Object.entries(fields)
      .filter(([name, typed]) => name.startsWith('rate-') && typed.trim() !== '')
      .map(([name, typed]) => ({ metalId: Number(name.slice('rate-'.length)), rateMinorPerGram: typedMinor(typed, currency) })),
    rounding: fields.rounding || undefined,
  });

const parseProposal = (fields: Record<string, string>) => {
  let proposal: unknown;
  try {
    proposal = JSON.parse(fields.proposal ?? '');
  } catch {
    proposal = null;
  }
  return RatesApply.safeParse({ ...(proposal as object), ratesVersion: Number(fields.ratesVersion), confirm: fields.confirm === 'on' });
};

export async function previewAction(context: AppLoadContext, form: FormData) {
  const parsed = parseChange(formFields(form), context.config.currency);
  if (!parsed.success) return invalid(parsed.error, 'preview' as const);
  return forAction(async () => {
    const preview = await previewRates(context.reportsDb ?? context.db, parsed.data, context.config.currency);
    return done({ intent: 'preview' as const, preview, proposal: JSON.stringify(parsed.data) });
  }, 'preview' as const);
}

export function parseApply(form: FormData) {
  const parsed = parseProposal(formFields(form));
  return parsed.success ? parsed : refused('Preview the new rates again, then apply them.', { intent: 'apply' as const });
}

export async function applyPage(context: AppLoadContext, change: RatesApply, owner: PublicUser) {
  const applied = await applyRates(context.reportsDb ?? context.db, change, owner, context.config.currency);
  const prices = applied.repriced === 1 ? '1 price changed' : `${applied.repriced} prices changed`;
  return done({ intent: 'apply' as const, message: `New rates applied: ${prices}.` });
}

export function parseThreshold(form: FormData) {
  const typed = (formFields(form).thresholdPercent ?? '').trim();
  const thresholdBp = /^\d+(\.\d{1,2})?$/.test(typed) ? Math.round(Number(typed) * 100) : Number.NaN;
  return PricingSettingsInput.safeParse({ thresholdBp });
}

export async function thresholdPage(context: AppLoadContext, input: PricingSettingsInput, owner: PublicUser) {
  await savePricingSettings(context.db, input, owner);
  return done({ intent: 'threshold' as const, message: 'Threshold saved.' });
}
