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

export interface SmallButtonStyle {
  /** ink: outlined in ink, filled on hover (a row's controls); quiet: a hairline on white (controls inside a framed form). */
  tone?: 'ink' | 'quiet';
  /** label: a word in small capitals; glyph: one symbol (✕, ←) at reading size. */
  content?: 'label' | 'glyph';
}

const SMALL_BASE = 'inline-flex min-h-10 min-w-10 items-center justify-center gap-1 border py-2 transition disabled:cursor-not-allowed disabled:opacity-40';

const SMALL_TONES = {
  ink: 'border-ink text-ink hover:bg-ink hover:text-ivory disabled:hover:bg-transparent disabled:hover:text-ink',
  quiet: 'border-line bg-white text-ink hover:border-ink disabled:hover:border-line',
} as const;

const SMALL_CONTENT = {
  label: 'px-3 text-xs font-semibold uppercase tracking-[0.2em]',
  glyph: 'px-2 text-sm',
} as const;

/**
 * The back office's small buttons: a row's SAVE, DELETE and arrows, a message's MARK AS READ, a
 * variant's Up and Remove, an image's controls. At least 40 px square, so a finger hits them
 * (WCAG 2.5.8 asks 24).
 */
export function smallButtonClass({ tone = 'ink', content = 'label' }: SmallButtonStyle = {}, extra = ''): string {
  return `${SMALL_BASE} ${SMALL_TONES[tone]} ${SMALL_CONTENT[content]}${extra ? ` ${extra}` : ''}`;
}
