/**
 * The shopper's return form (/orders/:id/return) read into the API's request (domain/contract/returns.ts
 * `ReturnRequestInput`), so the page and `POST /api/returns` are judged by one schema with one set of
 * messages. Each line's fields are named by the order line: `quantity:<id>` (0 leaves it out) and,
 * for an exchange, `exchange:<id>` holding the piece wanted as `variantId|metal|size`.
 */
import { ReturnRequestInput } from '../contract/returns.ts';

/**
 * The photos a form sent (its `photos` parts): a file input left empty still sends one nameless,
 * empty part, which is no photo. Anything else stays, for the service to judge (a text part is not an image).
 */
export const chosenPhotos = (parts: unknown[]) => parts.filter((part) => !(part instanceof Blob && part.size === 0 && !(part as File).name));

/** An exchange choice as the form's select sends it. */
export const exchangeValue = (choice: { variantId: number; metal: string; size: string }) => `${choice.variantId}|${choice.metal}|${choice.size}`;

function exchangeOf(value: string | undefined) {
  if (!value) return undefined;
  const [variantId, metal = '', size = ''] = value.split('|');
  return { variantId: Number(variantId), metal, size };
}

/** The form's fields as the request they stand for, parsed by the request's schema. */
export function readReturnForm(orderId: number, fields: Record<string, string>) {
  const wanted = fields.wanted;
  const lines = Object.entries(fields).flatMap(([name, value]) => {
    const match = /^quantity:(\d+)$/.exec(name);
    const quantity = Number(value);
    if (!match || !value || quantity === 0) return [];
    const exchange = wanted === 'exchange' ? exchangeOf(fields[`exchange:${match[1]}`]) : undefined;
    return [{ orderItemId: Number(match[1]), quantity, ...(exchange ? { exchange } : {}) }];
  });
  return ReturnRequestInput.safeParse({ orderId, lines, reason: fields.reason, reasonText: fields.reasonText ?? '', wanted });
}
