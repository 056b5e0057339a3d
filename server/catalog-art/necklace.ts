/**
 * A pendant necklace: a fine cable chain falling in two curves to a bail,
 * and the pendant (a mounted stone) hanging from it.
 */
import type { GemstoneName } from '../db/seed/types.ts';
import { gemTurn, type Cut, type GemPose } from './gem.ts';
import { sampleBezier } from './math.ts';
import { wireRing, chain, type Metal } from './metal.ts';
import { mountedStone, topOf, type Mount } from './setting.ts';
import { n, type Pt } from './svg.ts';

export interface NecklaceFrame {
  /** Where the two chain ends leave the picture (or disappear behind a neck). */
  left: Pt;
  right: Pt;
  /** Where the chain meets the bail. */
  bail: Pt;
  /** How the chain bellies out sideways (0..1). */
  spread?: number;
  /** Pixels per stone unit (the pendant stone's half-width). */
  stone: number;
  /** Chain link length in pixels. */
  link?: number;
  /** The pendant's sway in radians. */
  sway?: number;
}

/** Just the chain, as two Bézier curves meeting at the bail. */
export function necklaceChain(metal: Metal, f: NecklaceFrame): string {
  const spread = f.spread ?? 0.5;
  const [bx, by] = f.bail;
  // Each half falls almost straight, then swings in to meet the bail.
  const side = (end: Pt): Pt[] =>
    sampleBezier(end, [end[0] + (end[0] - bx) * 0.12 * spread, end[1] + (by - end[1]) * 0.75], [bx + (end[0] - bx) * 0.5, by + 6], [bx, by], 60);
  const link = f.link ?? 9;
  return chain(metal, side(f.left), link) + chain(metal, side(f.right), link);
}

/** The pendant hanging from the bail point: a small oval loop, then the mounted stone. */
function pendant(metal: Metal, gem: GemstoneName, cut: Cut, mount: Mount, f: NecklaceFrame, seed: number, detail = 2): string {
  const sway = f.sway ?? 0;
  const s = f.stone;
  const down: Pt = [-Math.sin(sway), Math.cos(sway)];
  const loopR = s * 0.2;
  const loop: Pt = [f.bail[0] + down[0] * loopR, f.bail[1] + down[1] * loopR];
  // Hang the mount so its top touches the bottom of the loop.
  const probe: GemPose = { x: 0, y: 0, s, m: gemTurn(0.08, 0, -sway) };
  const top = topOf(cut, probe, mount);
  const attach: Pt = [loop[0] + down[0] * loopR * 0.85, loop[1] + down[1] * loopR * 0.85];
  const pose: GemPose = { ...probe, x: attach[0] - top[0], y: attach[1] - top[1] };
  return (
    wireRing(metal, loop, loopR, Math.max(1.8, s * 0.075), 0.7, (-sway * 180) / Math.PI) +
    mountedStone(metal, gem, cut, mount, pose, { seed, detail }) +
    `<circle cx="${n(attach[0])}" cy="${n(attach[1])}" r="${n(Math.max(2, s * 0.08))}" fill="${metal.sphere()}"/>`
  );
}

export function drawNecklace(metal: Metal, gem: GemstoneName, cut: Cut, mount: Mount, f: NecklaceFrame, seed: number, detail = 2): string {
  return necklaceChain(metal, f) + pendant(metal, gem, cut, mount, f, seed, detail);
}
