import { describe, expect, it } from 'vitest';
import {
  BANNER_INTERVAL_MS,
  MOBILE_CAROUSEL_INTERVAL_MS,
  nextIndex,
  previousIndex,
  ringRadius,
  ringStepDegrees,
  shortestStep,
  swipeStep,
  wrapIndex,
} from './carousel.ts';

describe('wrapping an index', () => {
  it('moves forward and wraps from the last item to the first', () => {
    expect([0, 1, 2, 3].map((i) => nextIndex(i, 4))).toEqual([1, 2, 3, 0]);
  });

  it('moves back and wraps from the first item to the last', () => {
    expect([0, 1, 2, 3].map((i) => previousIndex(i, 4))).toEqual([3, 0, 1, 2]);
  });

  it('wraps the nine themes of the ring both ways', () => {
    expect(nextIndex(8, 9)).toBe(0);
    expect(previousIndex(0, 9)).toBe(8);
  });

  it('brings any whole number into range, however far outside', () => {
    expect(wrapIndex(-1, 4)).toBe(3);
    expect(wrapIndex(-9, 4)).toBe(3);
    expect(wrapIndex(4, 4)).toBe(0);
    expect(wrapIndex(22, 9)).toBe(4);
    expect(wrapIndex(2.7, 4)).toBe(2);
  });

  it('keeps 0 for a single item or none', () => {
    expect(nextIndex(0, 1)).toBe(0);
    expect(previousIndex(0, 1)).toBe(0);
    expect(wrapIndex(3, 0)).toBe(0);
  });
});

describe('the short way round a ring', () => {
  it('goes forward when that is shorter', () => {
    expect(shortestStep(0, 2, 9)).toBe(2);
    expect(shortestStep(8, 0, 9)).toBe(1);
  });

  it('goes back when that is shorter', () => {
    expect(shortestStep(0, 8, 9)).toBe(-1);
    expect(shortestStep(1, 6, 9)).toBe(-4);
  });

  it('does not move to the item already in front', () => {
    expect(shortestStep(5, 5, 9)).toBe(0);
  });

  it('goes forward on a tie', () => {
    expect(shortestStep(0, 2, 4)).toBe(2);
  });
});

describe('the theme ring radius', () => {
  it('is 300 px below 640', () => {
    expect(ringRadius(320)).toBe(300);
    expect(ringRadius(639)).toBe(300);
  });

  it('is 450 px from 640 to below 768', () => {
    expect(ringRadius(640)).toBe(450);
    expect(ringRadius(767)).toBe(450);
  });

  it('is 800 px from 768 to below 1024', () => {
    expect(ringRadius(768)).toBe(800);
    expect(ringRadius(1023)).toBe(800);
  });

  it('is 1200 px from 1024 up', () => {
    expect(ringRadius(1024)).toBe(1200);
    expect(ringRadius(2560)).toBe(1200);
  });

  it('turns 40 degrees between nine items', () => {
    expect(ringStepDegrees(9)).toBe(40);
    expect(ringStepDegrees(0)).toBe(0);
  });
});

describe('the swipe decision', () => {
  it('moves to the next item on a leftward swipe of more than 10 px', () => {
    expect(swipeStep(-11)).toBe(1);
    expect(swipeStep(-200, 30)).toBe(1);
  });

  it('moves to the previous item on a rightward swipe of more than 10 px', () => {
    expect(swipeStep(11)).toBe(-1);
    expect(swipeStep(90, -5)).toBe(-1);
  });

  it('ignores a tap and a drag of 10 px or less', () => {
    expect(swipeStep(0)).toBe(0);
    expect(swipeStep(10)).toBe(0);
    expect(swipeStep(-10)).toBe(0);
  });

  it('ignores a mostly vertical drag, which scrolls the page', () => {
    expect(swipeStep(-30, 80)).toBe(0);
    expect(swipeStep(30, -31)).toBe(0);
  });
});

describe('the intervals', () => {
  it('advances the banner every 5 s and the phone carousel every 3 s', () => {
    expect(BANNER_INTERVAL_MS).toBe(5000);
    expect(MOBILE_CAROUSEL_INTERVAL_MS).toBe(3000);
  });
});
