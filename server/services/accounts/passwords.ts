/**
 * The most common passwords, from @zxcvbn-ts/language-common (about 49,000 entries from public
 * breach corpora; the same list zxcvbn scores against). Only the server checks it: the list is
 * too large for the browser's bundle, and the form's own rules catch the rest first.
 */
import { dictionary } from '@zxcvbn-ts/language-common';

let common: Set<string> | undefined;

/** Compared case-blind: `Password1` is as guessable as `password1`. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set((dictionary['passwords-common'] as string[]).map((entry) => entry.toLowerCase()));
  return common.has(password.toLowerCase());
}
