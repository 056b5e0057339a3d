/**
 * What the kit's fields share: the look of a text control, and how a control points at the
 * message under it. A field shows its error in place of its hint, so a control is described by
 * whichever of the two is showing.
 */

import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** What every labelled field of the kit takes beside its control's own attributes. */
export interface LabelledField {
  label: string;
  /** A react-hook-form field; without it the control is a plain one (give it a `name`). */
  registration?: UseFormRegisterReturn;
  error?: string;
  hint?: string;
  optional?: boolean;
  /** Defaults to a generated one. */
  id?: string;
}

/** The field's id: the one given, else a generated one. */
export function useFieldId(given: string | undefined): string {
  const generated = useId();
  return given ?? generated;
}

/** An input, textarea or select of the shop's forms; `invalid` draws the border in the error colour. */
export function controlClass(invalid: boolean): string {
  return `block w-full border bg-white px-4 py-3 text-sm text-ink placeholder:text-muted/70 outline-none transition focus:border-gold focus:ring-1 focus:ring-gold ${invalid ? 'border-sale' : 'border-line'}`;
}

export const hintId = (id: string) => `${id}-hint`;
export const errorId = (id: string) => `${id}-error`;

/** aria-invalid and aria-describedby for the control of a field showing `error`, else `hint`. */
export function fieldAria(id: string, { hint, error }: { hint?: string; error?: string }) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId(id) : hint ? hintId(id) : undefined,
  } as const;
}
