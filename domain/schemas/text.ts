/**
 * What text a shopper may type into a field. A single-line field (a name, a city, a subject, a
 * phone number) holds no line break, tab or other control character: such a value could add a
 * header to an e-mail, forge a line in a log or a document, or hide text from the person reading
 * it. A multi-line field (a message, a description, instructions) may hold line breaks, and no
 * other control character. Every schema declares its text fields with these two helpers.
 */
import { z } from 'zod';

export const TEXT_MESSAGES = {
  singleLine: (field: string) => `${field} must be on one line, without tabs or other control characters`,
  multiLine: (field: string) => `${field} must not contain control characters other than line breaks`,
} as const;

/** C0 controls (tab, LF and CR among them), DEL and the C1 controls. */
const isControl = (code: number) => code < 0x20 || (code >= 0x7f && code <= 0x9f);
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
/** Unicode's line and paragraph separators end a line too. */
const isLineSeparator = (code: number) => code === 0x2028 || code === 0x2029;

const every = (value: string, allowed: (code: number) => boolean) => {
  for (let index = 0; index < value.length; index++) if (!allowed(value.charCodeAt(index))) return false;
  return true;
};

export const isSingleLine = (value: string) => every(value, (code) => !isControl(code) && !isLineSeparator(code));
/** A textarea's lines arrive separated by CR LF (or LF). */
export const isMultiLine = (value: string) => every(value, (code) => !isControl(code) || code === LINE_FEED || code === CARRIAGE_RETURN);

/**
 * A single-line text field named `field` in its message. Checked before any trimming, so a value
 * with a line break is refused, not quietly cut; the check aborts, so its message is the field's
 * only one. `typeMessage` is the message for a value that is not text at all (often "X is required").
 */
export const singleLine = (field: string, typeMessage?: string) =>
  z.string(typeMessage === undefined ? undefined : { message: typeMessage }).refine(isSingleLine, { message: TEXT_MESSAGES.singleLine(field), abort: true });

/** A multi-line text field: line breaks are welcome, other control characters are refused. */
export const multiLine = (field: string, typeMessage?: string) =>
  z.string(typeMessage === undefined ? undefined : { message: typeMessage }).refine(isMultiLine, { message: TEXT_MESSAGES.multiLine(field), abort: true });
