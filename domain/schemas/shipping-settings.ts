/**
 * The back office's shipping page (/admin/settings/shipping), as its plain forms post it: one
 * intent a form. A zone's countries come as text, one a line ("Canada", "United States: Alaska,
 * Hawaii"); amounts and days as text. Each reads into the API's input (domain/contract/shipping.ts),
 * so the rules and their messages are the API's own.
 */
import { z } from 'zod';
import { ShippingMethodInput, ShippingZoneInput } from '../contract/shipping.ts';
import { parseRegionLines } from '../shipping.ts';
import { DatabaseId } from './id.ts';

const ZoneId = DatabaseId('This shipping zone does not exist');
const MethodId = DatabaseId('This shipping method does not exist');

/** Text as a number: empty or not a number reads as NaN, which the input refuses with its own message. */
const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));

const ZoneFields = z
  .object({ name: z.string().default(''), regions: z.string().default('') })
  .transform(({ name, regions }): z.input<typeof ShippingZoneInput> => ({ name, regions: parseRegionLines(regions) }))
  .pipe(ShippingZoneInput);

const MethodFields = z
  .object({
    name: z.string().default(''),
    price: z.string().default(''),
    freeAbove: z.string().default(''),
    minDays: z.string().default(''),
    maxDays: z.string().default(''),
  })
  .transform((method): z.input<typeof ShippingMethodInput> => ({
    name: method.name,
    price: number(method.price),
    freeAbove: method.freeAbove.trim() === '' ? null : number(method.freeAbove),
    minDays: number(method.minDays),
    maxDays: number(method.maxDays),
  }))
  .pipe(ShippingMethodInput);

/** What a form of the page asks, read from its fields: the intent, the row it is about, and the API's input. */
export const ShippingPageForm = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('add-zone'), zone: ZoneFields }),
  z.object({ intent: z.literal('change-zone'), zoneId: ZoneId, zone: ZoneFields }),
  z.object({ intent: z.literal('delete-zone'), zoneId: ZoneId }),
  z.object({ intent: z.literal('add-method'), zoneId: ZoneId, method: MethodFields }),
  z.object({ intent: z.literal('change-method'), methodId: MethodId, method: MethodFields }),
  z.object({ intent: z.literal('delete-method'), methodId: MethodId }),
]);
export type ShippingPageForm = z.infer<typeof ShippingPageForm>;
export type ShippingPageIntent = ShippingPageForm['intent'];

/** A form's fields as the page's schema takes them: the zone's or the method's fields under `zone` or `method`. */
export function shippingPageFields(fields: Record<string, string>): Record<string, unknown> {
  const { intent, zoneId, methodId, ...rest } = fields;
  return { intent, zoneId, methodId, zone: rest, method: rest };
}
