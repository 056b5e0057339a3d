/**
 * A header panel that opens on hover (mouse only, so a tap is not read as hover then click),
 * on click, tap or Enter, and optionally on keyboard focus; it closes on Escape, when the mouse
 * leaves, on a tap or click elsewhere, when focus moves away, and when the page changes.
 */
import { useEffect, useId, useReducer, useRef, type FocusEvent, type PointerEvent } from 'react';
import { useLocation } from 'react-router';
import { CLOSED_POPOVER, popoverReducer } from './popover-state';

/** Forgives a pointer that cuts a corner on its way from the trigger into the panel. */
const LEAVE_DELAY_MS = 150;

export function usePopover<W extends HTMLElement>({ openOnFocus = false }: { openOnFocus?: boolean } = {}) {
  const [state, dispatch] = useReducer(popoverReducer, CLOSED_POPOVER);
  const wrapperRef = useRef<W>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const leaveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Focus given back to the trigger after Escape must not reopen the panel.
  const returningFocus = useRef(false);
  const panelId = useId();
  const location = useLocation();

  const close = () => dispatch({ type: 'dismiss' });

  useEffect(close, [location.pathname, location.search]);
  useEffect(() => () => clearTimeout(leaveTimer.current), []);

  useEffect(() => {
    if (!state.open) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) close();
    };
    // On the document, not the panel: a panel opened by hovering holds no focus to catch the key.
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      if (wrapperRef.current?.contains(document.activeElement)) {
        returningFocus.current = true;
        triggerRef.current?.focus();
        returningFocus.current = false;
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [state.open]);

  const wrapperProps = {
    ref: wrapperRef,
    onPointerEnter: (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      clearTimeout(leaveTimer.current);
      dispatch({ type: 'pointer-enter' });
    },
    onPointerLeave: (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      clearTimeout(leaveTimer.current);
      leaveTimer.current = setTimeout(() => dispatch({ type: 'pointer-leave' }), LEAVE_DELAY_MS);
    },
    onBlur: (event: FocusEvent) => {
      // A click on the panel's background moves focus nowhere (relatedTarget null): stay open.
      const next = event.relatedTarget;
      if (next instanceof Node && !event.currentTarget.contains(next)) close();
    },
  };

  const triggerProps = {
    ref: triggerRef,
    type: 'button' as const,
    'aria-expanded': state.open,
    'aria-controls': panelId,
    onClick: () => dispatch({ type: 'click' }),
    onFocus: (event: FocusEvent<HTMLButtonElement>) => {
      if (openOnFocus && !returningFocus.current && event.currentTarget.matches(':focus-visible')) dispatch({ type: 'keyboard-focus' });
    },
  };

  return { open: state.open, everOpened: state.everOpened, panelId, close, wrapperProps, triggerProps };
}
