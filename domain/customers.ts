/**
 * The back office's customers (decision record 045): the staff's tags on a customer. A tag is a
 * short free word or two ("vip", "wholesale", "ring size 52"), compared as typed in any case and
 * spacing, so "VIP " and "vip" are one tag; a customer carries a few at most, so the filter's
 * vocabulary stays small enough to read.
 */

export const MAX_TAG_LENGTH = 30;
export const MAX_TAGS_PER_CUSTOMER = 10;
export const MAX_CUSTOMER_NOTE_LENGTH = 2000;

export const CUSTOMER_MESSAGES = {
  notFound: 'Customer not found',
  tagEmpty: 'A tag needs at least one letter or digit',
  tagTooLong: `A tag must be at most ${MAX_TAG_LENGTH} characters`,
  tooManyTags: `A customer may have at most ${MAX_TAGS_PER_CUSTOMER} tags`,
  noteRequired: 'Write the note first',
  noteTooLong: `A note must be at most ${MAX_CUSTOMER_NOTE_LENGTH} characters`,
} as const;

/** A tag as stored and compared: NFC, lower case, inner spaces single, no spaces around. */
export const normaliseTag = (text: string): string => text.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();

/** Whether a normalised tag holds something to read (a letter or a digit). */
export const isReadableTag = (tag: string): boolean => /[\p{L}\p{N}]/u.test(tag);

/** The tags once each, normalised, in the order first given. */
export const distinctTags = (tags: readonly string[]): string[] => [...new Set(tags.map(normaliseTag))];

/** A formula's first character, after any apostrophes. */
const WOULD_BE_FORMULA = /^'*[=+\-@\t\r]/;

/**
 * A cell of an exported spreadsheet as text: one that starts with =, +, -, @, a tab or a carriage
 * return would be run as a formula by Excel or LibreOffice (OWASP "CSV injection"), so it gets a
 * leading apostrophe, which they show as nothing and read as "this is text". A text that already
 * starts with apostrophes before such a character gets one more, so that reading it back (which
 * takes one off) gives the text as it was: "'@" is written "''@".
 */
export const spreadsheetText = (cell: string): string => (WOULD_BE_FORMULA.test(cell) ? `'${cell}` : cell);

/** A cell read back from a spreadsheet: the apostrophe `spreadsheetText` put before a would-be formula taken off again. */
export const readSpreadsheetText = (cell: string): string => (/^'+[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);
