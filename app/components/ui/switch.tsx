import type { ButtonHTMLAttributes } from 'react';

type SwitchProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'role' | 'aria-checked' | 'children'> & {
  /** On or off now. */
  checked: boolean;
};

/**
 * An on/off switch (the WAI-ARIA switch role): a button announced with its state, drawn as a
 * track and a knob with "On" or "Off" beside it, so the state is never told by colour alone. It
 * does what its `type` says: a submit button posts its form, which turns the setting over (and so
 * works without scripts); name it with `aria-label` or `aria-labelledby`.
 */
export function Switch({ checked, type = 'button', className, ...button }: SwitchProps) {
  return (
    <button
      type={type}
      role="switch"
      aria-checked={checked}
      {...button}
      className={`group inline-flex min-h-10 shrink-0 cursor-pointer items-center gap-3 disabled:cursor-not-allowed disabled:opacity-60 ${className ?? ''}`}
    >
      <span
        aria-hidden="true"
        className={`relative inline-block h-6 w-11 rounded-full border transition ${checked ? 'border-gold-dark bg-gold-dark' : 'border-muted bg-white'}`}
      >
        <span className={`absolute top-0.5 left-0.5 h-[18px] w-[18px] rounded-full transition ${checked ? 'translate-x-5 bg-white' : 'bg-muted'}`} />
      </span>
      <span aria-hidden="true" className="w-7 text-left text-xs font-semibold tracking-[0.2em] text-ink uppercase">
        {checked ? 'On' : 'Off'}
      </span>
    </button>
  );
}
