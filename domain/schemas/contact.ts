/**
 * The contact form's rules (its messages are in domain/contact.ts), and the optional photo and
 * link that shoppers attach to a message or a design request. The browser form and the API parse with the
 * same schema, so a client that skips the form meets the same words.
 */
import { z } from 'zod';
import { emailAddress } from './email.ts';
import { multiLine, singleLine } from './text.ts';
import { CONTACT_MESSAGES, CONTACT_MIN_LENGTH, PHOTO_MAX_BYTES, PHOTO_MESSAGES, PHOTO_TYPES } from '../contact.ts';

// The messages and limits are defined without zod (domain/contact.ts), so the pages show them
// without loading these schemas; the schemas' readers may import them from here.
export * from '../contact.ts';

/**
 * A required text, declared with `singleLine` (the default) or `multiLine` (text.ts) under its
 * field's name: blank (after trimming) is `required`; then the length rules.
 */
export function requiredText(field: string, required: string, min: number, max: number, lines: typeof singleLine = singleLine) {
  return lines(field, required)
    .trim()
    .min(1, { message: required, abort: true })
    .min(min, CONTACT_MESSAGES.atLeast(min))
    .max(max, CONTACT_MESSAGES.atMost(max));
}

export const emailField = () => emailAddress();

/** Ten digits, as a US number is written without its country code. */
export const TEN_DIGITS = /^\d{10}$/;

const mobileField = () =>
  singleLine('Mobile number', CONTACT_MESSAGES.mobileRequired)
    .trim()
    .min(1, { message: CONTACT_MESSAGES.mobileRequired, abort: true })
    .regex(TEN_DIGITS, CONTACT_MESSAGES.mobileDigits);

export function isWebLink(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** An optional http(s) address: blank means none. */
export const linkField = () =>
  // A URL parser drops tabs and line breaks silently; the link is refused instead, like any single-line field.
  singleLine('Link', CONTACT_MESSAGES.linkInvalid)
    .trim()
    .max(2000, CONTACT_MESSAGES.linkInvalid)
    .refine((value) => value === '' || isWebLink(value), CONTACT_MESSAGES.linkInvalid)
    .nullish()
    .transform((value) => value || undefined);

// ---------------------------------------------------------------------------------------------
// Photo

/** Why a photo is refused, so the API can answer 415 or 413. */
export type PhotoProblem = 'not_image' | 'too_large';

/** What the schema needs of a file: a browser `File`, or the one the server parsed from a form. */
export interface PhotoFile {
  name?: string;
  type: string;
  size: number;
}

const isPhotoFile = (value: unknown): value is PhotoFile =>
  typeof value === 'object' && value !== null && typeof (value as PhotoFile).size === 'number' && typeof (value as PhotoFile).type === 'string';

const isFileList = (value: unknown): value is ArrayLike<unknown> =>
  typeof value === 'object' && value !== null && !isPhotoFile(value) && typeof (value as ArrayLike<unknown>).length === 'number';

/** The file chosen, if any: a file input gives a list, a parsed form a file or an empty string. */
function chosenFile(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return undefined;
  const file = isFileList(value) ? value[0] : value;
  // A form posted with nothing chosen carries an empty, nameless file part.
  if (isPhotoFile(file) && file.size === 0 && !file.name) return undefined;
  return file;
}

function photoProblem(file: PhotoFile): PhotoProblem | undefined {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type.toLowerCase())) return 'not_image';
  if (file.size > PHOTO_MAX_BYTES) return 'too_large';
  return undefined;
}

/** An optional photo: the first file of a file input or a parsed form; output the file or nothing. */
export const photoField = <F extends PhotoFile = PhotoFile>() =>
  z.unknown().transform((value, ctx): F | undefined => {
    const file = chosenFile(value);
    if (file === undefined) return undefined;
    const problem = isPhotoFile(file) ? photoProblem(file) : 'not_image';
    if (problem) {
      ctx.addIssue({
        code: 'custom',
        message: problem === 'too_large' ? PHOTO_MESSAGES.tooLarge : PHOTO_MESSAGES.notImage,
        params: { photoProblem: problem },
      });
      return z.NEVER;
    }
    return file as F;
  });

/** The photo's problem, when it is the first problem of a failed parse (the one a refusal names). */
export function photoProblemOf(error: z.ZodError): PhotoProblem | undefined {
  const first = error.issues[0];
  return first?.code === 'custom' ? (first.params as { photoProblem?: PhotoProblem } | undefined)?.photoProblem : undefined;
}

// ---------------------------------------------------------------------------------------------
// The contact message

export const ContactMessageInput = z.object({
  name: requiredText('Name', CONTACT_MESSAGES.nameRequired, CONTACT_MIN_LENGTH.name, 100),
  email: emailField(),
  subject: requiredText('Subject', CONTACT_MESSAGES.subjectRequired, CONTACT_MIN_LENGTH.subject, 150),
  mobile: mobileField(),
  message: requiredText('Message', CONTACT_MESSAGES.messageRequired, CONTACT_MIN_LENGTH.message, 5000, multiLine),
  link: linkField(),
  // Last, so a message with several problems names a field's problem first.
  photo: photoField().optional(),
});
export type ContactMessageInput = z.output<typeof ContactMessageInput>;
export type ContactMessageFields = z.input<typeof ContactMessageInput>;
