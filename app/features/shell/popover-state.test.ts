import { describe, expect, it } from 'vitest';
import { CLOSED_POPOVER, popoverReducer, type PopoverEvent } from './popover-state';

const run = (...events: PopoverEvent['type'][]) => events.reduce((state, type) => popoverReducer(state, { type } as PopoverEvent), CLOSED_POPOVER);

describe('popoverReducer', () => {
  it('opens on hover and closes when the pointer leaves', () => {
    expect(run('pointer-enter')).toMatchObject({ open: true, openedBy: 'hover' });
    expect(run('pointer-enter', 'pointer-leave').open).toBe(false);
  });

  it('toggles on click: a second click closes', () => {
    expect(run('click').open).toBe(true);
    expect(run('click', 'click').open).toBe(false);
    expect(run('click', 'click', 'click').open).toBe(true);
  });

  it('keeps a hovered panel open when it is clicked, and the next click closes it', () => {
    expect(run('pointer-enter', 'click')).toMatchObject({ open: true, openedBy: 'click' });
    expect(run('pointer-enter', 'click', 'click').open).toBe(false);
  });

  it('opens on keyboard focus; Enter then pins it and Escape closes it', () => {
    expect(run('keyboard-focus')).toMatchObject({ open: true, openedBy: 'focus' });
    expect(run('keyboard-focus', 'click').open).toBe(true);
    expect(run('keyboard-focus', 'dismiss').open).toBe(false);
  });

  it('remembers a first opening so data loads once', () => {
    expect(CLOSED_POPOVER.everOpened).toBe(false);
    expect(run('click', 'dismiss')).toEqual({ open: false, openedBy: null, everOpened: true });
  });

  it('returns the same state when nothing changes', () => {
    const closed = run('dismiss');
    expect(closed).toBe(CLOSED_POPOVER);
    const open = run('pointer-enter');
    expect(popoverReducer(open, { type: 'pointer-enter' })).toBe(open);
  });
});
