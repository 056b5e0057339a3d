/**
 * When a header panel (the mega menu, the user panel) is open. Desktop shoppers open it by
 * hovering; touch and keyboard users by a tap, a click, Enter, or (the user panel) keyboard focus.
 * A click on a panel that hovering opened keeps it open instead of closing it under the pointer.
 */

type PopoverTrigger = 'hover' | 'click' | 'focus';

export interface PopoverState {
  open: boolean;
  openedBy: PopoverTrigger | null;
  /** Opened at least once: the panel's data loads on first opening, not with every page. */
  everOpened: boolean;
}

export type PopoverEvent = { type: 'pointer-enter' } | { type: 'pointer-leave' } | { type: 'click' } | { type: 'keyboard-focus' } | { type: 'dismiss' };

export const CLOSED_POPOVER: PopoverState = { open: false, openedBy: null, everOpened: false };

const openBy = (openedBy: PopoverTrigger): PopoverState => ({ open: true, openedBy, everOpened: true });
const close = (state: PopoverState): PopoverState => (state.open ? { ...state, open: false, openedBy: null } : state);

export function popoverReducer(state: PopoverState, event: PopoverEvent): PopoverState {
  switch (event.type) {
    case 'pointer-enter':
      return state.open ? state : openBy('hover');
    case 'keyboard-focus':
      return state.open ? state : openBy('focus');
    case 'click':
      return state.open && state.openedBy === 'click' ? close(state) : openBy('click');
    case 'pointer-leave':
    case 'dismiss':
      return close(state);
  }
}
