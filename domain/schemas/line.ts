/**
 * A line as any client sends it — to the cart, the quote or an order: the shopper's choice
 * (domain/line.ts) and a quantity. The server looks up everything else (name, price) itself.
 */
import { z } from 'zod';
import { SOLD_GIFT_CARD, SOLD_GIFT_CARD_MESSAGES, isGiftCardAmountMinor, isGiftCardSendDay } from '../gift-cards.ts';
import { FALLBACK_METAL, GIFT_CARD_VARIANT_ID, MAX_PERSONALISATION_LENGTH } from '../line.ts';
import { DatabaseId } from './id.ts';
import { EMAIL_MAX_LENGTH } from './email.ts';
import { multiLine, singleLine } from './text.ts';

const LINE_MESSAGES = {
  cartVariantRequired: 'Each cart line needs its variant id.',
  orderVariantRequired: 'Each item needs its variantId.',
  metalRequired: 'Each item needs its metal.',
  sizeTooLong: 'This field is too long',
  quantityWhole: 'Quantity must be a whole number.',
  quantityAtLeastOne: 'Quantity must be at least 1.',
  personalisationTooLong: `Personalisation must be at most ${MAX_PERSONALISATION_LENGTH} characters.`,
} as const;

const M = LINE_MESSAGES;

/** A whole number of pieces; whether it is one a line may hold (domain/line.ts) is the use case's to say, naming the piece. */
const LineQuantity = z.number({ message: M.quantityWhole }).int(M.quantityWhole);

const G = SOLD_GIFT_CARD_MESSAGES;

/**
 * A gift card line's card (domain/line.ts GiftCardChoice), each field's message naming it: an
 * amount in minor units within any card's bounds (whether the owner offers it is judged where the
 * line is priced, by the owner's setting), a recipient, a message of at most 300 characters and a
 * send day from today to a year on (judged when the line is read).
 */
export const GiftCardLineInput = z.object({
  amountMinor: z.number({ message: G.amount }).refine(isGiftCardAmountMinor, G.amount),
  recipientName: singleLine('Gift card recipient name', G.recipientName)
    .trim()
    .min(1, G.recipientName)
    .max(SOLD_GIFT_CARD.recipientNameMaxLength, G.recipientNameTooLong),
  recipientEmail: z
    .string({ message: G.recipientEmail })
    .trim()
    .min(1, { message: G.recipientEmail, abort: true })
    .max(EMAIL_MAX_LENGTH, G.recipientEmail)
    .pipe(z.email(G.recipientEmail)),
  message: multiLine('Gift card message').trim().max(SOLD_GIFT_CARD.messageMaxLength, G.messageTooLong).default(''),
  sendOn: z.string({ message: G.sendOn }).refine((day) => isGiftCardSendDay(day), G.sendOn),
});
export type GiftCardLineInput = z.infer<typeof GiftCardLineInput>;

/**
 * The fields of one surface's line. An order names its metal (the metal shown at checkout); a cart
 * line without one means the piece's first metal. A cart refuses a quantity below 1 outright; an
 * order names the piece whose quantity is out of bounds.
 */
const lineFields = (surface: 'cart' | 'order') => ({
  variantId: DatabaseId(surface === 'cart' ? M.cartVariantRequired : M.orderVariantRequired),
  metal:
    surface === 'cart'
      ? singleLine('Metal').trim().max(80).default(FALLBACK_METAL)
      : singleLine('Metal', M.metalRequired).trim().min(1, M.metalRequired).max(80, M.metalRequired),
  size: singleLine('Size').trim().max(40, M.sizeTooLong).default(''),
  quantity: surface === 'cart' ? LineQuantity.min(1, M.quantityAtLeastOne) : LineQuantity,
  personalisation: singleLine('Personalisation').trim().max(MAX_PERSONALISATION_LENGTH, M.personalisationTooLong).default(''),
  giftWrap: z.boolean().default(false),
  giftCard: GiftCardLineInput.optional(),
});

/**
 * A gift card line names no piece (decision record 050): whatever variant, metal, size, engraving
 * or gift wrap came with it is set aside, so a card never carries a piece's choice. The variant
 * placeholder only lets the piece's fields pass; the parsed line names GIFT_CARD_VARIANT_ID.
 */
function cardLineDefaults(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null || (raw as { giftCard?: unknown }).giftCard === undefined) return raw;
  return { ...raw, variantId: 1, metal: FALLBACK_METAL, size: '', personalisation: '', giftWrap: false };
}

/** A surface's line input from its fields (and any the surface adds): a gift card line comes out naming no piece. */
const lineInput = <Shape extends ReturnType<typeof lineFields>>(shape: Shape) =>
  z.preprocess(cardLineDefaults, z.object(shape)).transform((line) => (cardOf(line) === undefined ? line : { ...line, variantId: GIFT_CARD_VARIANT_ID }));

const cardOf = (line: object) => (line as { giftCard?: GiftCardLineInput }).giftCard;

/** A line of an order or a quote. */
export const OrderLineInput = lineInput(lineFields('order'));
export type OrderLineInput = z.infer<typeof OrderLineInput>;

/** An order's line with fields some client adds (checkout.ts): the same rules for the line's own. */
export const orderLineInputWith = <Extra extends z.ZodRawShape>(extra: Extra) => lineInput({ ...lineFields('order'), ...extra });

/** A line of the server-kept cart; `title` and `price` are what the shopper saw, only used to tell of a change. */
export const CartLineInput = lineInput({
  ...lineFields('cart'),
  title: singleLine('Title').max(300).optional(),
  price: z.number().nonnegative().optional(),
});
export type CartLineInput = z.infer<typeof CartLineInput>;
