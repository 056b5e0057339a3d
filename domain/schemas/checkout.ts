/**
 * Checkout forms and the order a client sends (the old storefront's "order as sent", plus what it
 * lacked: each item's variant, personalisation and gift wrap, the shipping method and a discount code).
 * The checkout pages validate contact and address with these schemas; the API checks them again.
 * Prices and totals a client sends are never charged: the order is priced by the server; the total
 * the shopper was shown (`expectedTotal`, else the order's own `total`) and the quote's other
 * `expected…` figures only guard against a price that changed unseen.
 */
import { TendersInput } from '../tenders.ts';
import { z } from 'zod';
import { ADDRESS_MESSAGES, readAddress } from '../addresses.ts';
import { hasStates } from '../regions.ts';
import { EMAIL_MESSAGES, emailAddress } from './email.ts';
import { DatabaseId } from './id.ts';
import { OrderLineInput, orderLineInputWith } from './line.ts';
import { multiLine, singleLine } from './text.ts';
import { isPhoneNumber, PHONE_MESSAGES, PhoneText } from './phone.ts';
import { MAX_INSTRUCTIONS_LENGTH } from '../checkout.ts';
import { PAYMENT_METHOD_PATTERN, PAYMENT_METHODS } from '../payment.ts';
import { DISCOUNT_MESSAGES } from '../discounts.ts';
import { SIZE_SYSTEMS } from '../ring-sizes.ts';

const CHECKOUT_MESSAGES = {
  sizeSystemInvalid: 'The ring size system must be US, UK, EU or JP',
  nameRequired: 'Name is required',
  emailRequired: EMAIL_MESSAGES.required,
  emailInvalid: EMAIL_MESSAGES.invalid,
  phoneRequired: 'Phone is required',
  phoneInvalid: PHONE_MESSAGES.invalid,
  addressRequired: 'Address is required',
  cityRequired: 'City is required',
  countryRequired: ADDRESS_MESSAGES.countryRequired,
  tooLong: PHONE_MESSAGES.tooLong,
  contactRequired: 'Contact information is required',
  shippingAddressRequired: 'Shipping address is required',
  emptyOrder: 'Your cart is empty. Please add items to your cart before checking out.',
  instructionsTooLong: 'Special instructions must be at most 1000 characters.',
  discountCodeRequired: 'Please enter a discount code.',
  discountInvalid: DISCOUNT_MESSAGES.unknown,
  tooManyLines: 'An order can hold at most 50 different pieces.',
  expectedTotalInvalid: 'expectedTotal must be the amount you were shown, a number of at least 0.',
  expectedShippingInvalid: 'expectedShipping must be the amount you were shown, a number of at least 0.',
  expectedTaxInvalid: 'expectedTax must be the amount you were shown, a number of at least 0.',
  expectedDiscountsInvalid: 'expectedDiscounts must be the discounts you were shown: each a name and an amount of at least 0.',
  paymentMethodInvalid: `paymentMethod must name a payment method, such as ${PAYMENT_METHODS.join(' or ')}.`,
} as const;

const M = CHECKOUT_MESSAGES;
const MAX_ORDER_LINES = 50;

/** A required single-line field named `field` in the messages. */
const requiredText = (field: string, message: string, max = 120) => singleLine(field, message).trim().min(1, message).max(max, M.tooLong);

export { isPhoneNumber };

const Phone = requiredText('Phone', M.phoneRequired, 30).refine((phone) => phone === '' || isPhoneNumber(phone), M.phoneInvalid);

/** A phone the form no longer asks twice: the address's may be left out (the contact's is the one to call). */
const OptionalPhone = PhoneText.optional().default('');

/** Text an address may leave out where its country does not use it (a state in Germany, a postal code in Hong Kong). */
const optionalText = (field: string, max: number) => singleLine(field).trim().max(max, M.tooLong).optional().default('');

export const ContactInfoInput = z.object({
  name: requiredText('Name', M.nameRequired),
  email: emailAddress(),
  phone: Phone,
});
export type ContactInfoInput = z.infer<typeof ContactInfoInput>;

/**
 * A shipping address as the API takes it. The country is free text (a code, or its name in English
 * or its own language); whether the state and the postal code are needed, and the code's shape,
 * depend on it, so the server reads them with the country (domain/addresses.ts `readAddress`,
 * 422 naming the field) and the form checks the same with `ShippingAddressForm`.
 */
export const ShippingAddressInput = z.object({
  name: requiredText('Name', M.nameRequired),
  company: singleLine('Company').trim().max(120, M.tooLong).optional().default(''),
  address: requiredText('Address', M.addressRequired, 200),
  city: requiredText('City', M.cityRequired),
  country: requiredText('Country', M.countryRequired).meta({ description: 'ISO 3166-1 alpha-2 code, or the country’s name in English or its own language' }),
  state: optionalText('State', 120).meta({
    description: 'Required where the country has states or provinces (US, CA, AU, IN, MX, BR, JP): its code or name',
  }),
  zip: optionalText('ZIP code', 20).meta({ description: 'The postal code: required where the country has them, in its shape where known' }),
  phone: OptionalPhone.meta({ description: 'Left out: the contact’s phone' }),
});
export type ShippingAddressInput = z.infer<typeof ShippingAddressInput>;

/**
 * An address schema read with the address rules (domain/addresses.ts `readAddress`): each problem
 * under its field (`country`, `state`, `zip`), and the country kept as its code with the state as
 * its name (none where the country has no list). The checkout's form and the address book read
 * their addresses through it.
 */
export function withAddressRules<A extends { country: string; state: string; zip: string }, I>(schema: z.ZodType<A, I>) {
  return schema
    .superRefine((address, context) => {
      for (const issue of readAddress(address).issues) context.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
    })
    .transform((address): A => {
      const { place } = readAddress(address);
      return place ? { ...address, country: place.country, state: hasStates(place.country) ? place.state : '' } : address;
    });
}

/**
 * The checkout's address as its form and the browser keep it: no phone of its own (the form asks
 * for one, the contact's), the address's own rules with their messages under each field, and the
 * country as its code with the state as its name (none where the country has no list), however an
 * earlier order or this browser wrote them.
 */
export const ShippingAddressForm = withAddressRules(ShippingAddressInput.omit({ phone: true }));
export type ShippingAddressForm = z.infer<typeof ShippingAddressForm>;

/**
 * An amount the old storefront's client sent as it showed it, in major units: a number, or text
 * such as "309.96", "1,309.96" or "$1,309.96" (a currency sign or code before it, commas between
 * thousands). Anything else — a negative, "", "NaN", "309,96" — is read as not sent: those clients'
 * orders were placed whatever figure they carried, and one that cannot be read names no amount to
 * hold the order to, so it leaves the order unchecked rather than refused (decision record 024).
 */
const SENT_AMOUNT = /^(?:[^\d\s.,+-]{1,3} ?)?(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?$/;

function sentAmount(value: number | string | undefined): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : undefined;
  const match = value?.trim().match(SENT_AMOUNT);
  return match ? Number(match[1]!.replaceAll(',', '') + (match[2] ?? '')) : undefined;
}

const SentAmount = (description: string) => z.union([z.number(), z.string()]).meta({ description }).optional().transform(sentAmount);

/** An item as the old storefront's client sends it, with the fields it lacked. Its name is ignored; its price is the one shown. */
const OrderItemInput = orderLineInputWith({
  productName: z.string().optional(),
  productId: z.union([z.string(), z.number()]).optional(),
  price: SentAmount('The unit price the shopper was shown, in major units (19.99 or "$19.99"); never charged, only named when the total moved'),
});

const Lines = <T extends z.ZodType>(item: T) => z.array(item, { message: M.emptyOrder }).min(1, M.emptyOrder).max(MAX_ORDER_LINES, M.tooManyLines);

const DiscountCode = singleLine('Discount code')
  .trim()
  .max(40, M.discountInvalid)
  .transform((code) => (code === '' ? undefined : code.toUpperCase()))
  .optional();

/** How an order or a quote names its shipping method: by id, or by name ('Express'); neither: the first. */
const ShippingChoice = {
  shippingMethodId: DatabaseId('Unknown shipping method.').optional(),
  shippingMethod: singleLine('Shipping method').trim().max(80).optional(),
};

export const CheckoutQuoteInput = z.object({
  items: Lines(OrderLineInput),
  ...ShippingChoice,
  discountCode: DiscountCode,
  // Gift cards and store credit paying first (decision record 049): the quote shows what each pays.
  ...TendersInput.shape,
  // Where the order goes: the methods of its zone are the ones to choose from. Left out, the shop's home zone's.
  country: singleLine('Country')
    .trim()
    .max(120, M.tooLong)
    .optional()
    .meta({ description: 'The address’s country: its code, or its name in English or its own language' }),
  state: singleLine('State').trim().max(120, M.tooLong).optional(),
});
export type CheckoutQuoteInput = z.infer<typeof CheckoutQuoteInput>;

/** An amount the shopper's quote showed, in major units. */
const ShownAmount = (message: string) => z.number({ message }).nonnegative(message).optional();

/** A discount line as the quote showed it (its answer's name, code and amount). */
const ShownDiscount = z.object(
  {
    name: z.string({ message: M.expectedDiscountsInvalid }).max(200, M.expectedDiscountsInvalid),
    code: z.string({ message: M.expectedDiscountsInvalid }).max(40, M.expectedDiscountsInvalid).nullable().default(null),
    amount: z.number({ message: M.expectedDiscountsInvalid }).nonnegative(M.expectedDiscountsInvalid),
  },
  { message: M.expectedDiscountsInvalid },
);

export const PlaceOrderInput = z.object({
  // Fields the old storefront's client sends that the server works out itself (the customer from the session, the rest from the database).
  customerId: z.union([z.string(), z.number()]).optional(),
  customerName: z.string().optional(),
  date: z.string().optional(),
  status: z.string().optional(),
  // The total the first clients showed their shopper (subtotal and shipping): an order is refused rather than charged another.
  total: SentAmount(
    'The total the shopper was shown, in major units: a number, or text such as "309.96" or "$1,309.96". ' +
      'Read as `expectedTotal` when that is absent: when the server’s total differs, the order is refused (409 price_changed) ' +
      'with the new total and what changed, and nothing is ordered. Text that is not an amount is ignored, as before.',
  ),

  orderCustomer: z.object(ContactInfoInput.shape, { message: M.contactRequired }),
  shippingAddress: z.object(ShippingAddressInput.shape, { message: M.shippingAddressRequired }),
  items: Lines(OrderItemInput),
  ...ShippingChoice,
  discountCode: DiscountCode,
  specialInstructions: multiLine('Special instructions').trim().max(MAX_INSTRUCTIONS_LENGTH, M.instructionsTooLong).default(''),
  // Without either total, the order is placed at the server's price (orders/unseen-price.ts).
  expectedTotal: ShownAmount(M.expectedTotalInvalid).meta({
    description:
      'The total the shopper was shown (the quote’s `total`), in major units. When the server’s total differs, the order is ' +
      'refused (409 price_changed) with the new total and what changed, and nothing is ordered. Absent: `total` is read in its place.',
  }),
  /**
   * The rest of what the quote showed, read only with a shown total (`expectedTotal` or `total`),
   * so that a refusal names each part that moved (shipping, a discount gained, lost or changed, the
   * tax) and an order is placed only with the figures the shopper saw. Each left out (the first
   * clients) is not compared.
   */
  expectedShipping: ShownAmount(M.expectedShippingInvalid).meta({ description: 'The quote’s `shipping`' }),
  expectedDiscounts: z
    .array(ShownDiscount, { message: M.expectedDiscountsInvalid })
    .max(10, M.expectedDiscountsInvalid)
    .optional()
    .meta({ description: 'The quote’s `discounts` (name, code and amount of each)' }),
  expectedTax: ShownAmount(M.expectedTaxInvalid).meta({ description: 'The quote’s `tax`' }),
  /**
   * How the shopper pays (GET /api/payment-methods lists the methods on). Left out (the first
   * clients' shape), the first manual method on is used (decision record 025).
   */
  paymentMethod: z.string({ message: M.paymentMethodInvalid }).regex(PAYMENT_METHOD_PATTERN, M.paymentMethodInvalid).optional(),
  /** Gift cards (codes as typed) and the shopper's store credit, paying before the method; the method pays the rest (decision record 049). */
  ...TendersInput.shape,
  sizeSystem: z
    .enum(SIZE_SYSTEMS, { message: M.sizeSystemInvalid })
    .optional()
    .meta({ description: 'The ring size system the shopper saw sizes in (decision record 057); left out: from the country the order ships to' }),
});
export type PlaceOrderInput = z.infer<typeof PlaceOrderInput>;

export const DiscountCheckInput = z.object({
  code: singleLine('Discount code', M.discountCodeRequired).trim().min(1, M.discountCodeRequired).max(40, M.discountInvalid),
});
export type DiscountCheckInput = z.infer<typeof DiscountCheckInput>;
