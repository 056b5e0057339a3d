import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { CheckoutQuoteInput, DiscountCheckInput, PlaceOrderInput } from './checkout.ts';
import { ContactMessageInput } from './contact.ts';
import { CustomDesignInput } from './custom-design.ts';
import { CartLineInput } from './line.ts';
import { TEXT_MESSAGES, isMultiLine, isSingleLine, singleLine } from './text.ts';

/** What an attacker slips into a field: header and log-line injection, hidden text, terminal escapes. */
const CONTROLS = ['\r\n', '\n', '\r', '\t', '\u0000', '\u0007', '\u001b[31m', '\u007f', '\u0085', '\u009b', '\u2028', '\u2029'];

describe('isSingleLine and isMultiLine', () => {
  it('take ordinary text in any script', () => {
    for (const text of ['Ada Lovelace', 'Zoë Ångström-O’Brien', '東京都 港区', 'SW1Y 4JH', '+44 (20) 7946-0958', '']) {
      expect(isSingleLine(text)).toBe(true);
      expect(isMultiLine(text)).toBe(true);
    }
  });

  it('refuse every control character on one line; on several lines only line breaks pass', () => {
    for (const control of CONTROLS) expect(isSingleLine(`Ada${control}Bcc: victim@example.com`), JSON.stringify(control)).toBe(false);
    for (const breakOfLine of ['\r\n', '\n', '\r', '\u2028', '\u2029']) expect(isMultiLine(`First line${breakOfLine}second line`)).toBe(true);
    for (const control of ['\t', '\u0000', '\u0007', '\u001b[31m', '\u007f', '\u0085', '\u009b', '\u000b', '\u000c']) {
      expect(isMultiLine(`Hello${control}there`), JSON.stringify(control)).toBe(false);
    }
  });

  it('refuses before trimming, so a trailing line break is not quietly cut', () => {
    const field = singleLine('City', 'City is required').trim().min(1, 'City is required');
    expect(field.safeParse('London\r\n').error?.issues.map((issue) => issue.message)).toEqual([TEXT_MESSAGES.singleLine('City')]);
    expect(field.safeParse('  London ').data).toBe('London');
    expect(field.safeParse(undefined).error?.issues[0]?.message).toBe('City is required');
  });
});

/** The message of the issue at `path`, after parsing `input` with `field` set to `value`. */
function messageAt(schema: z.ZodType, input: Record<string, unknown>, path: string, value: string): string | undefined {
  const keys = path.split('.');
  const copy = structuredClone(input);
  let target: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[keys.at(-1)!] = value;
  const result = schema.safeParse(copy);
  return result.error?.issues.find((issue) => issue.path.join('.') === path)?.message;
}

const contact = { name: 'Ada Lovelace', email: 'ada@example.com', subject: 'Ring sizing', mobile: '5035550142', message: 'Could you resize my ring?' };
const design = { description: 'A slim rose gold band with three small sapphires.', name: 'Grace Hopper', email: 'grace@example.com', phone: '5035550142' };
const item = { variantId: 12, metal: '14K Gold', size: '7', quantity: 1, personalisation: 'A & J' };
const order = {
  orderCustomer: { name: 'Ada Lovelace', email: 'ada@example.com', phone: '+44 20 7946 0958' },
  shippingAddress: {
    name: 'Ada Lovelace',
    company: 'Analytical Engines',
    address: '12 St James Square',
    city: 'London',
    country: 'United Kingdom',
    state: 'London',
    zip: 'SW1Y 4JH',
    phone: '020 7946 0958',
  },
  items: [item],
  shippingMethod: 'Express',
  discountCode: 'WELCOME10',
  specialInstructions: 'Leave it with the concierge.',
};

/** Each single-line field a shopper fills in, the schema that reads it, a valid input, and the field's name in the message. */
const SINGLE_LINE_FIELDS: Array<[string, string, string, z.ZodType, Record<string, unknown>]> = [
  ['contact', 'name', 'Name', ContactMessageInput, contact],
  ['contact', 'subject', 'Subject', ContactMessageInput, contact],
  ['contact', 'mobile', 'Mobile number', ContactMessageInput, contact],
  ['contact', 'link', 'Link', ContactMessageInput, { ...contact, link: 'https://example.com/a' }],
  ['custom design', 'name', 'Name', CustomDesignInput, design],
  ['custom design', 'phone', 'Phone number', CustomDesignInput, design],
  ['custom design', 'link', 'Link', CustomDesignInput, { ...design, link: 'https://example.com/a' }],
  ['order', 'orderCustomer.name', 'Name', PlaceOrderInput, order],
  ['order', 'orderCustomer.phone', 'Phone', PlaceOrderInput, order],
  ['order', 'shippingAddress.name', 'Name', PlaceOrderInput, order],
  ['order', 'shippingAddress.company', 'Company', PlaceOrderInput, order],
  ['order', 'shippingAddress.address', 'Address', PlaceOrderInput, order],
  ['order', 'shippingAddress.city', 'City', PlaceOrderInput, order],
  ['order', 'shippingAddress.country', 'Country', PlaceOrderInput, order],
  ['order', 'shippingAddress.state', 'State', PlaceOrderInput, order],
  ['order', 'shippingAddress.zip', 'ZIP code', PlaceOrderInput, order],
  ['order', 'shippingAddress.phone', 'Phone', PlaceOrderInput, order],
  ['order', 'items.0.metal', 'Metal', PlaceOrderInput, order],
  ['order', 'items.0.size', 'Size', PlaceOrderInput, order],
  ['order', 'items.0.personalisation', 'Personalisation', PlaceOrderInput, order],
  ['order', 'shippingMethod', 'Shipping method', PlaceOrderInput, order],
  ['order', 'discountCode', 'Discount code', PlaceOrderInput, order],
  ['quote', 'discountCode', 'Discount code', CheckoutQuoteInput, { items: [item], discountCode: 'WELCOME10' }],
  ['discount check', 'code', 'Discount code', DiscountCheckInput, { code: 'WELCOME10' }],
  ['cart line', 'title', 'Title', CartLineInput, { ...item, title: 'Rose Gold Halo Ring' }],
  ['cart line', 'personalisation', 'Personalisation', CartLineInput, item],
];

const MULTI_LINE_FIELDS: Array<[string, string, string, z.ZodType, Record<string, unknown>]> = [
  ['contact', 'message', 'Message', ContactMessageInput, contact],
  ['custom design', 'description', 'Description', CustomDesignInput, design],
  ['order', 'specialInstructions', 'Special instructions', PlaceOrderInput, order],
];

describe('every single-line field a shopper fills in', () => {
  it.each(SINGLE_LINE_FIELDS)('%s %s refuses control characters with its own message', (_form, path, name, schema, valid) => {
    expect(schema.safeParse(valid).success).toBe(true);
    const original = path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], valid) as string;
    for (const control of CONTROLS) {
      expect(messageAt(schema, valid, path, `${original}${control}Bcc: victim@example.com`), JSON.stringify(control)).toBe(TEXT_MESSAGES.singleLine(name));
      expect(messageAt(schema, valid, path, `${original}${control}`), JSON.stringify(control)).toBe(TEXT_MESSAGES.singleLine(name));
    }
  });
});

describe('every multi-line field', () => {
  it.each(MULTI_LINE_FIELDS)('%s %s takes line breaks and refuses other control characters', (_form, path, name, schema, valid) => {
    const original = (path in valid ? valid[path] : '') as string;
    expect(messageAt(schema, valid, path, `${original}\r\nSecond line.\nThird line.`)).toBeUndefined();
    for (const control of ['\t', '\u0000', '\u001b[2J', '\u007f', '\u009b']) {
      expect(messageAt(schema, valid, path, `${original}${control}more`), JSON.stringify(control)).toBe(TEXT_MESSAGES.multiLine(name));
    }
  });
});
