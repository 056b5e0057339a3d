import { useEffect, useState, type KeyboardEvent, type ReactNode } from 'react';

interface DialogProps {
  /** The id of the element that names the dialog (usually its heading)... */
  labelledBy?: string;
  /** ...or its name, when nothing on screen says it. */
  label?: string;
  /** Called once the dialog has closed (Escape, a click on the backdrop, or `close` from its content): unmount it then. */
  onClose: () => void;
  /** A narrow box (a question), a wide one (a piece of the catalogue), or a drawer from the left edge (a menu). */
  layout?: 'narrow' | 'wide' | 'drawer';
  /** The content, or a function of `close` for content that closes the dialog itself. */
  children: ReactNode | ((close: () => void) => ReactNode);
}

const LAYOUTS = {
  narrow: 'm-auto w-[calc(100%-2rem)] max-w-md max-h-[calc(100dvh-2rem)] overflow-y-auto',
  wide: 'm-auto w-[calc(100%-2rem)] max-w-4xl max-h-[calc(100dvh-2rem)] overflow-y-auto',
  drawer: 'my-0 ml-0 mr-auto h-dvh max-h-none w-[88%] max-w-sm overflow-hidden transition-transform duration-300 ease-out starting:-translate-x-full',
} as const;

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/** The controls a keyboard can reach inside `root`, in order; a control inside a closed <details> is not one. */
function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.getClientRects().length > 0);
}

/**
 * A modal dialog on the native <dialog>: the page behind is inert and does not scroll, focus
 * starts on the first control inside and goes round from the last to the first (and back with
 * Shift+Tab) instead of leaving for the browser's own controls, Escape and a click on the dimmed
 * backdrop close it, and focus returns to what opened it. The parent mounts it to open it and
 * unmounts it on `onClose`, so every opening starts afresh.
 */
export function Dialog({ labelledBy, label, onClose, layout = 'narrow', children }: DialogProps) {
  const [dialog, setDialog] = useState<HTMLDialogElement | null>(null);

  useEffect(() => {
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    focusables(dialog)[0]?.focus();

    // The pointer's way out beside Escape: a click on the backdrop lands on the <dialog> itself, never on its content.
    const closeOnBackdrop = (event: MouseEvent) => {
      if (event.target === dialog) dialog.close();
    };
    dialog.addEventListener('click', closeOnBackdrop);

    // A modal leaves the page behind scrollable by wheel and finger; it should not move under the dialog.
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      dialog.removeEventListener('click', closeOnBackdrop);
      root.style.overflow = overflow;
      // Unmounted without closing (the page changed under it): focus would fall to the body.
      const active = document.activeElement;
      if (opener?.isConnected && (active === null || active === document.body)) opener.focus({ preventScroll: true });
    };
  }, [dialog]);

  const close = () => dialog?.close();

  const keepFocusInside = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const controls = focusables(event.currentTarget);
    const first = controls[0];
    const last = controls[controls.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={setDialog}
      aria-labelledby={labelledBy}
      aria-label={label}
      onClose={onClose}
      onKeyDown={keepFocusInside}
      className={`bg-ivory p-0 text-ink shadow-2xl backdrop:bg-ink/50 backdrop:backdrop-blur-[2px] ${LAYOUTS[layout]}`}
    >
      {typeof children === 'function' ? children(close) : children}
    </dialog>
  );
}
