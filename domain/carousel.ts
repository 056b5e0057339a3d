/**
 * The arithmetic of the home page's carousels: indexes that wrap both ways,
 * the 3D theme ring's radius per viewport width, and when a finger's drag counts as a swipe.
 */

/** The large-screen banner advances every 5 s. */
export const BANNER_INTERVAL_MS = 5000;
/** The small-screen carousel advances every 3 s. */
export const MOBILE_CAROUSEL_INTERVAL_MS = 3000;
/** A drag longer than this (in CSS pixels) moves a carousel one step. */
const SWIPE_THRESHOLD_PX = 10;

/** Any whole index brought into 0..count-1, from either side: -1 is the last item, count is the first. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  const whole = Math.trunc(index);
  return ((whole % count) + count) % count;
}

export const nextIndex = (index: number, count: number) => wrapIndex(index + 1, count);
export const previousIndex = (index: number, count: number) => wrapIndex(index - 1, count);

/**
 * The signed number of steps from one item to another the short way round a ring of `count`
 * items (a tie goes forward), so a ring turns by 1 step from the last item to the first, not back
 * through all of them.
 */
export function shortestStep(from: number, to: number, count: number): number {
  if (count <= 0) return 0;
  const forward = wrapIndex(to - from, count);
  return forward > count / 2 ? forward - count : forward;
}

/** 300, 450, 800 or 1200 px for viewports below 640, below 768, below 1024, and wider. */
const RING_RADII: ReadonlyArray<{ below: number; radius: number }> = [
  { below: 640, radius: 300 },
  { below: 768, radius: 450 },
  { below: 1024, radius: 800 },
];
const WIDEST_RING_RADIUS = 1200;

export function ringRadius(viewportWidth: number): number {
  return RING_RADII.find(({ below }) => viewportWidth < below)?.radius ?? WIDEST_RING_RADIUS;
}

/** The turn between neighbouring items of a ring, in degrees. */
export function ringStepDegrees(count: number): number {
  return count > 0 ? 360 / count : 0;
}

/**
 * What a drag of (dx, dy) pixels does: +1 (next) for a leftward swipe, -1 (previous) for a
 * rightward one, 0 for a tap, a short drag, or a mostly vertical drag (the page is being scrolled).
 */
export function swipeStep(dx: number, dy = 0, threshold = SWIPE_THRESHOLD_PX): -1 | 0 | 1 {
  if (Math.abs(dx) <= threshold || Math.abs(dy) > Math.abs(dx)) return 0;
  return dx < 0 ? 1 : -1;
}
