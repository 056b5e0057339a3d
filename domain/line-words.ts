/**
 * A line's choices in words: the one way the cart, the checkout's order summary, an order's page
 * (the shopper's and the back office's), the packing slip and invoice, and the order e-mail write
 * them (docs/product.md, "A line in words").
 *
 * - As labelled details, in this order: Gemstone (when the piece has one), Metal, Size (the size,
 *   or "One size" for a piece of one size), Personalisation (when engraved, in quotation marks),
 *   Gift wrap (when wrapped, with what the surface says of its fee, or nothing).
 * - In running text (one line under a piece's name), the same values joined by " · ", the terms
 *   in lower case inside the sentence: "Diamond · 925 Sterling Silver · size 6 · “For Ana” · gift wrap".
 * - Quotation marks are typographic on pages and straight in plain text (the e-mail, the PDF papers).
 */
import { formatDay } from './dates.ts';
import type { GiftCardChoice, LineChoice } from './line.ts';
import { formatMoney } from './money.ts';
import { isSizeLater, millimetreWords, ringSizeOfLabel, sizeIn, SIZE_LATER, type SizeSystem } from './ring-sizes.ts';

/** What a gift card line's empty picture square says (the cart, an order). */
export const GIFT_CARD_MARK = 'GIFT CARD';

/** The name of each choice, as a label or a table's heading: written here once. */
export const LINE_TERMS = {
  gemstone: 'Gemstone',
  metal: 'Metal',
  size: 'Size',
  personalisation: 'Personalisation',
  giftWrap: 'Gift wrap',
  /** A gift card line's (decision record 050): who receives the card, the day its code is mailed, the buyer's message. */
  recipient: 'Recipient',
  sendOn: 'Send date',
  message: 'Message',
} as const;

export type LineTerm = (typeof LINE_TERMS)[keyof typeof LINE_TERMS];

/** The size of a piece that comes in one size. */
const ONE_SIZE = 'One size';

/** One choice as a label and its value ('' when the term says it all, as "Gift wrap" on a packing slip). */
export interface LineDetail {
  term: LineTerm;
  value: string;
  /** The value inside running text when it differs (a ring size: "UK N½, 54.4 mm"). */
  inText?: string;
}

/** What the words are made of: a cart line (its `sizes` as `size`), a priced line or an order's line. */
export type LineWordsInput = Pick<LineChoice, 'metal' | 'size' | 'personalisation' | 'giftWrap' | 'giftCard'> & { gemstone?: string | null };

/** What the piece is made of and its size: all the words of a piece need. */
type PieceWordsInput = Pick<LineWordsInput, 'metal' | 'size' | 'gemstone'>;

export interface LineWordsOptions {
  /** 'plain' for plain text (the e-mail, the PDF papers): straight quotation marks. */
  text?: 'page' | 'plain';
  /** What the Gift wrap detail says of the fee ("$5.00 each", "$10.00"); nothing by default. */
  giftWrap?: string;
  /** The system a ring size is named in beside its millimetres (decision record 057); none: the millimetres alone. */
  sizeSystem?: SizeSystem;
}

/**
 * A line's size as a value: "One size"; a ring size in the shopper's system and the workshop's
 * ("UK N½ · 54.4 mm", decision record 057); a ring still to be sized, "To be chosen"; else its label.
 */
export function sizeWords(size: string, system?: SizeSystem): string {
  if (!size) return ONE_SIZE;
  if (isSizeLater(size)) return SIZE_LATER;
  const tenths = ringSizeOfLabel(size);
  if (tenths === null || !system) return size;
  return `${system} ${sizeIn(system, tenths)} · ${millimetreWords(tenths)}`;
}

/** The size detail: its value, and in running text a ring size's millimetres after a comma ("UK N½, 54.4 mm"). */
function sizeDetail(size: string, system?: SizeSystem): LineDetail {
  const value = sizeWords(size, system);
  return { term: LINE_TERMS.size, value, ...(value.includes(' · ') ? { inText: value.replace(' · ', ', ') } : {}) };
}

/** A term inside a sentence: "Includes gift wrap $5.00". */
export const termInText = (term: LineTerm) => term.toLowerCase();

/** Gemstone, metal and size: what the piece is. */
function pieceDetails(line: PieceWordsInput, system?: SizeSystem): LineDetail[] {
  return [
    ...(line.gemstone ? [{ term: LINE_TERMS.gemstone, value: line.gemstone }] : []),
    { term: LINE_TERMS.metal, value: line.metal },
    sizeDetail(line.size, system),
  ];
}

/**
 * What was chosen beyond the piece: its engraving and its gift wrap, each only when chosen. The
 * e-mail and the PDF papers write these as labelled lines under the piece.
 */
export function lineExtras(line: LineWordsInput, options: LineWordsOptions = {}): LineDetail[] {
  const [open, close] = options.text === 'plain' ? ['"', '"'] : ['“', '”'];
  if (line.giftCard) return line.giftCard.message ? [{ term: LINE_TERMS.message, value: `${open}${line.giftCard.message}${close}` }] : [];
  return [
    ...(line.personalisation ? [{ term: LINE_TERMS.personalisation, value: `${open}${line.personalisation}${close}` }] : []),
    ...(line.giftWrap ? [{ term: LINE_TERMS.giftWrap, value: options.giftWrap ?? '' }] : []),
  ];
}

/** A gift card line's card as labelled details: its recipient and send day (its amount is the line's price). */
const giftCardDetails = (card: GiftCardChoice): LineDetail[] => [
  { term: LINE_TERMS.recipient, value: `${card.recipientName} (${card.recipientEmail})` },
  { term: LINE_TERMS.sendOn, value: formatDay(card.sendOn) },
];

/**
 * Every choice of the line as labelled details, in the order every surface lists them. A gift card
 * line has no metal, size or wrap: its recipient, send day and message instead (decision record 050).
 */
export function lineDetails(line: LineWordsInput, options: LineWordsOptions = {}): LineDetail[] {
  return [...(line.giftCard ? giftCardDetails(line.giftCard) : pieceDetails(line, options.sizeSystem)), ...lineExtras(line, options)];
}

/** A detail as a line of plain text: 'Personalisation: "For Ana"', or the term alone when it has no value ("Gift wrap"). */
export const detailLine = ({ term, value }: LineDetail) => (value ? `${term}: ${value}` : term);

/** A detail inside running text: its value, "size 6" or "one size", the engraving, "gift wrap". */
function inRunningText({ term, value, inText }: LineDetail): string {
  if (term === LINE_TERMS.size) {
    if (value === ONE_SIZE) return ONE_SIZE.toLowerCase();
    return `${termInText(term)} ${value === SIZE_LATER ? SIZE_LATER.toLowerCase() : (inText ?? value)}`;
  }
  if (term === LINE_TERMS.giftWrap) return termInText(term);
  return value;
}

const runningText = (details: readonly LineDetail[]) => details.map(inRunningText).join(' · ');

/** What the piece is, in running text: "Diamond · 925 Sterling Silver · size 6", "925 Sterling Silver · one size". */
export const linePiece = (line: PieceWordsInput, options: Pick<LineWordsOptions, 'sizeSystem'> = {}) => runningText(pieceDetails(line, options.sizeSystem));

/** Every choice in running text: "Diamond · 925 Sterling Silver · size 6 · “For Ana” · gift wrap". */
export const lineSummary = (line: LineWordsInput, options: LineWordsOptions = {}) => runningText(lineDetails(line, options));

/**
 * A gift card line in words, in place of its piece's (it has no metal, size or wrap; decision
 * record 050): "Gift card $50.00 for Ana (ana@example.com), sent 24 Dec 2026".
 */
export const giftCardLineWords = (card: Pick<GiftCardChoice, 'amountMinor' | 'recipientName' | 'recipientEmail' | 'sendOn'>, currency: string) =>
  `Gift card ${formatMoney(card.amountMinor, currency)} for ${card.recipientName} (${card.recipientEmail}), sent ${formatDay(card.sendOn)}`;

/**
 * A line in running text under its name: a gift card line's card in its words, or the piece's
 * choices in `words` (`lineSummary` by default, `linePiece` where the extras are not shown).
 */
export const lineText = (line: LineWordsInput, currency: string, words: (line: LineWordsInput) => string = lineSummary) =>
  line.giftCard ? giftCardLineWords(line.giftCard, currency) : words(line);
