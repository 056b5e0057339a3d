/**
 * The look of the shop's buttons, shared by <Button> and <ButtonLink> so a link that reads as a
 * button looks exactly like one. Both variants carry a border, so a primary and a secondary
 * button side by side are the same height.
 */
export interface ButtonStyle {
  /** primary: ink, filled; secondary: outlined. */
  variant?: 'primary' | 'secondary';
  /** Full width. */
  block?: boolean;
}

const BASE =
  'inline-flex items-center justify-center gap-2 border px-8 py-3.5 text-center text-xs font-semibold uppercase tracking-[0.25em] transition disabled:cursor-not-allowed disabled:opacity-60';

const VARIANTS = {
  primary: 'border-ink bg-ink text-ivory hover:border-gold-dark hover:bg-gold-dark',
  secondary: 'border-ink text-ink hover:bg-ink hover:text-ivory',
} as const;

export function buttonClass({ variant = 'primary', block = false }: ButtonStyle = {}, extra = ''): string {
  return `${BASE} ${VARIANTS[variant]}${block ? ' w-full' : ''}${extra ? ` ${extra}` : ''}`;
}
