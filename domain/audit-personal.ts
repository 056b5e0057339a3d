/**
 * Personal data in the audit log (issue 33, decision record 046). An entry about a person (the
 * `subject` a service names when it records it) has these fields of its `before` and `after`
 * sealed under that person's own key; erasing the person destroys the key, and the fields then read
 * "erased" for good while the entry itself stays (the log is append-only). A field is personal by
 * its name, at the top of `before`/`after` (a nested value goes whole): names, addresses and their
 * parts, e-mail, phone, what a person wrote or staff wrote about them, their tags, a parcel's
 * tracking number (the carrier shows the address it went to).
 */
export const PERSONAL_AUDIT_FIELDS: ReadonlySet<string> = new Set([
  // who: names, addresses and their parts, how to reach them
  'name',
  'firstName',
  'lastName',
  'fullName',
  'customerName',
  'company',
  'email',
  'newEmail',
  'oldEmail',
  'phone',
  'contact',
  'address',
  'shippingAddress',
  'billingAddress',
  'city',
  'state',
  'zip',
  'postalCode',
  'trackingNumber',
  // what they wrote, or staff wrote about them
  'message',
  'body',
  'note',
  'notes',
  'specialInstructions',
  'engraving',
  'tag',
  'tags',
]);

/** Why a personal field is not shown: its person was erased, or it was sealed under another shop secret (JWT_SECRET changed). */
const WITHHELD_REASONS = ['erased', 'unreadable'] as const;
type WithheldReason = (typeof WITHHELD_REASONS)[number];

/** A personal field the log cannot show, as the audit answer carries it in place of the value. */
export interface WithheldField {
  withheld: WithheldReason;
}

const WITHHELD_WORDS: Record<WithheldReason, string> = {
  erased: 'erased with the person',
  unreadable: 'unreadable (sealed under another shop secret)',
};

export const isWithheld = (value: unknown): value is WithheldField =>
  typeof value === 'object' && value !== null && WITHHELD_REASONS.includes((value as { withheld?: WithheldReason }).withheld!);

/** A field's value as the audit page and an order's history write it: text as it is, nothing as a dash, a withheld field in words, anything else as JSON. */
export function auditValueText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value;
  return isWithheld(value) ? WITHHELD_WORDS[value.withheld] : JSON.stringify(value);
}
