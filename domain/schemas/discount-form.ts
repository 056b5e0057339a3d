/**
 * The back office's discounts page (/admin/discounts), as a plain form posts it: two intents, one
 * schema. `save` reads the form's text into the API's DiscountInput (domain/contract/discounts.ts),
 * so the rules and their messages are the API's own; `toggle` switches one on or off.
 */
import { z } from 'zod';
import { DiscountInput } from '../contract/discounts.ts';
import { zonedToUtc } from '../time-zone.ts';
import { DatabaseId } from './id.ts';

const blank = (value: string) => value.trim() === '';
/** A number typed in a box; empty is none, anything else not a number reads as NaN, which the input refuses with its own message. */
const numberOrNull = (value: string) => (blank(value) ? null : Number(value));
/**
 * A date and time typed in a datetime-local box ('2026-11-28T00:00'), read in the shop's time zone
 * (domain/time-zone.ts); what is not such a time goes on as typed, for DiscountInput to refuse.
 */
const momentOrNull = (value: string, timeZone: string) => (blank(value) ? null : (zonedToUtc(value, timeZone) ?? value));
/** Ids typed as a list ('12, 15') or ticked (several values of one name). */
const ids = (values: string[]) =>
  values
    .flatMap((value) => value.split(/[\s,]+/))
    .filter((value) => value !== '')
    .map(Number);

const DiscountId = DatabaseId('No such discount');

/** A field's text; a missing field (an unticked box) is ''. */
const text = (fields: Record<string, unknown>, name: string) => (typeof fields[name] === 'string' ? fields[name] : '');
const list = (fields: Record<string, unknown>, name: string) => {
  const value = fields[name];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : typeof value === 'string' ? [value] : [];
};

/** The form's text as the API's input: what the owner typed, read as numbers, dates (in the shop's zone) and lists, then checked by DiscountInput. */
function saveInput(raw: unknown, timeZone: string): unknown {
  if (typeof raw !== 'object' || raw === null) return raw;
  const fields = raw as Record<string, unknown>;
  const kind = text(fields, 'kind') || 'percent';
  const value = text(fields, 'value');
  return {
    intent: fields.intent,
    id: blank(text(fields, 'id')) ? null : text(fields, 'id'),
    name: text(fields, 'name'),
    code: text(fields, 'automatic') === 'on' ? null : text(fields, 'code'),
    kind,
    value: kind === 'free_shipping' ? 0 : blank(value) ? Number.NaN : Number(value),
    minSubtotal: numberOrNull(text(fields, 'minSubtotal')) ?? 0,
    startsAt: momentOrNull(text(fields, 'startsAt'), timeZone),
    endsAt: momentOrNull(text(fields, 'endsAt'), timeZone),
    usageLimit: numberOrNull(text(fields, 'usageLimit')),
    perCustomerLimit: numberOrNull(text(fields, 'perCustomerLimit')),
    firstOrderOnly: text(fields, 'firstOrderOnly') === 'on',
    active: text(fields, 'active') === 'on',
    categoryIds: ids(list(fields, 'categoryIds')),
    productIds: ids(list(fields, 'productIds')),
  };
}

// Each refusal keeps its field's name (an intersection, not a nested object), so the form shows it by its box.
const saveForm = (timeZone: string) =>
  z.preprocess((raw) => saveInput(raw, timeZone), z.intersection(z.object({ intent: z.literal('save'), id: DiscountId.nullable() }), DiscountInput));

const ToggleForm = z.object({ intent: z.literal('toggle'), id: DiscountId, active: z.enum(['on', 'off']).transform((value) => value === 'on') });

/** What the page's forms send: the form's fields, with the ticked boxes of one name as a list; its times typed in the shop's zone. */
export const discountPageForm = (timeZone: string) => z.union([saveForm(timeZone), ToggleForm]);

/** The form's fields as `DiscountPageForm` reads them: each field once, the lists of ids as lists. */
export function discountFormFields(form: FormData): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  for (const [name, value] of form) if (typeof value === 'string') fields[name] = value;
  for (const name of ['categoryIds', 'productIds']) fields[name] = form.getAll(name).filter((value): value is string => typeof value === 'string');
  return fields;
}
