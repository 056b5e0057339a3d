/**
 * A stone in its mount, for pieces that show the stone (mostly) face-up:
 * pendants, studs, charms and bracelet stations. Works in the stone's own
 * model space (table +Z, tip +Y, half-width 1) through the stone's pose, so
 * the mount tilts with the stone.
 */
import type { GemstoneName } from '../db/seed/types.ts';
import { girdleOutline, hull, place, renderStone, smallStoneSymbol, type Cut, type GemPose } from './gem.ts';
import { apply, type V3 } from './math.ts';
import type { Metal } from './metal.ts';
import { n, polyPath, useAt, type Pt } from './svg.ts';

export const MOUNTS = ['prong4', 'prong6', 'halo', 'bezel'] as const;
export type Mount = (typeof MOUNTS)[number];

/** The outline pushed outward by `grow` model units, at height z. */
function grown(cut: Cut, grow: number, z: number, steps: number): V3[] {
  return girdleOutline(cut, steps).map(([x, y]) => {
    const len = Math.hypot(x, y) || 1;
    const k = 1 + grow / len;
    return [x * k, y * k, z] as V3;
  });
}

/** Outline samples enough for a smooth edge at this size (bigger stones need more). */
function stepsFor(pose: GemPose): number {
  return Math.round(Math.min(56, Math.max(24, pose.s * 0.8)));
}

/** Screen vector of a model-space axis scaled by `len`. */
function axis(pose: GemPose, v: V3, len: number): Pt {
  const w = apply(pose.m, v);
  return [pose.s * len * w[0], -pose.s * len * w[1]];
}

function claws(metal: Metal, cut: Cut, pose: GemPose, count: number): string {
  const outline = girdleOutline(cut, 96);
  const targets = cut === 'emerald' ? [45, 135, 225, 315] : Array.from({ length: count }, (_, i) => (i + (count === 4 ? 0.5 : 0)) * (360 / count));
  let out = '';
  for (const a of targets) {
    const rad = (a * Math.PI) / 180;
    let best = outline[0]!,
      bestErr = Infinity;
    for (const q of outline) {
      const d = Math.abs(Math.atan2(Math.sin(Math.atan2(q[0], q[1]) - rad), Math.cos(Math.atan2(q[0], q[1]) - rad)));
      if (d < bestErr) {
        bestErr = d;
        best = q;
      }
    }
    const tip = place(pose, [best[0] * 0.96, best[1] * 0.96, 0.12]);
    const root = place(pose, [best[0] * 1.1, best[1] * 1.1, -0.25]);
    const r = pose.s * 0.105;
    // The wire of the prong rising from behind, then its rounded claw over the girdle.
    out += `<path d="M${n(root[0])} ${n(root[1])}L${n(tip[0])} ${n(tip[1])}" stroke="${metal.ramp.dark}" stroke-width="${n(r * 1.5)}" stroke-linecap="round"/>`;
    out += `<ellipse cx="${n(tip[0])}" cy="${n(tip[1])}" rx="${n(r)}" ry="${n(r * 0.9)}" fill="${metal.sphere()}"/>`;
  }
  return out;
}

function haloRing(metal: Metal, cut: Cut, pose: GemPose): string {
  const rs = 0.17;
  const path = grown(cut, rs + 0.05, -0.05, 200);
  const lens = path.map((p, i) => Math.hypot(p[0] - path[(i + 1) % path.length]![0], p[1] - path[(i + 1) % path.length]![1]));
  const total = lens.reduce((a, b) => a + b, 0);
  const count = Math.max(8, Math.floor(total / (rs * 2.12)));
  // Halos are pavé diamonds around any centre stone, as jewellers set them.
  const sym = smallStoneSymbol(metal.doc, 'Diamond');
  const outer = grown(cut, rs * 2 + 0.12, -0.08, stepsFor(pose)).map((p) => place(pose, p));
  const inner = grown(cut, -0.02, -0.08, stepsFor(pose)).map((p) => place(pose, p));
  let out = `<path d="${polyPath(outer)}${polyPath(inner)}" fill-rule="evenodd" fill="${metal.fill('polished', 25)}"/>`;
  out += `<path d="${polyPath(outer)}" fill="none" stroke="${metal.ramp.shine}" stroke-opacity=".6" stroke-width="${n(Math.max(0.8, pose.s * 0.015))}"/>`;
  const u = axis(pose, [1, 0, 0], rs),
    v = axis(pose, [0, -1, 0], rs);
  let acc = 0,
    next = 0,
    k = 0;
  for (let i = 0; i < path.length && k < count; i++) {
    if (acc >= next) {
      const p = place(pose, path[i]!);
      out += useAt(sym, [u[0], u[1], v[0], v[1], p[0], p[1]]);
      next += total / count;
      k++;
    }
    acc += lens[i]!;
  }
  return out;
}

/** A bezel collar: its side wall goes under the stone, its polished rim over the girdle. */
function bezelRim(metal: Metal, cut: Cut, pose: GemPose): { under: string; over: string } {
  const outer = grown(cut, 0.16, 0.02, stepsFor(pose)).map((p) => place(pose, p));
  const inner = grown(cut, -0.03, 0.02, stepsFor(pose)).map((p) => place(pose, p));
  // The collar's side wall, visible when the stone is tilted.
  const side = hull([...outer, ...grown(cut, 0.12, -0.45, 24).map((p) => place(pose, p))]);
  return {
    under: `<path d="${polyPath(side)}" fill="${metal.fill('shadow', 90)}"/>`,
    over:
      `<path d="${polyPath(outer)}${polyPath(inner)}" fill-rule="evenodd" fill="${metal.fill('polished', 30)}"/>` +
      `<path d="${polyPath(inner)}" fill="none" stroke="${metal.ramp.deep}" stroke-opacity=".45" stroke-width="${n(Math.max(0.6, pose.s * 0.012))}"/>` +
      `<path d="${polyPath(outer)}" fill="none" stroke="${metal.ramp.shine}" stroke-opacity=".55" stroke-width="${n(Math.max(0.6, pose.s * 0.012))}"/>`,
  };
}

/** A basket seen from the front: the metal cup behind a prong-set stone. */
function basket(metal: Metal, cut: Cut, pose: GemPose): string {
  const rim = grown(cut, 0.02, -0.05, 32).map((p) => place(pose, p));
  const deep = grown(cut, -0.45, -0.75, 24).map((p) => place(pose, p));
  return `<path d="${polyPath(hull([...rim, ...deep]))}" fill="${metal.fill('shadow', 70)}"/>`;
}

export interface MountedOptions {
  seed: number;
  detail?: number;
}

/** A stone in its mount at `pose`. Pearls sit on a cap, opals in a bezel. */
export function mountedStone(metal: Metal, gem: GemstoneName, cut: Cut, mount: Mount, pose: GemPose, opt: MountedOptions): string {
  const doc = metal.doc;
  if (gem === 'Pearl') {
    const cap = place(pose, [0, 0.92, 0.1]);
    return (
      renderStone(doc, gem, 'round', pose, opt) +
      `<ellipse cx="${n(cap[0])}" cy="${n(cap[1])}" rx="${n(pose.s * 0.3)}" ry="${n(pose.s * 0.16)}" fill="${metal.sphere()}"/>`
    );
  }
  const m: Mount = gem === 'Opal' ? 'bezel' : mount;
  const stone = renderStone(doc, gem, cut, pose, opt);
  switch (m) {
    case 'bezel': {
      const rim = bezelRim(metal, cut, pose);
      return rim.under + stone + rim.over;
    }
    case 'halo':
      return haloRing(metal, cut, pose) + basket(metal, cut, pose) + stone + claws(metal, cut, pose, 4);
    default:
      return basket(metal, cut, pose) + stone + claws(metal, cut, pose, m === 'prong6' ? 6 : 4);
  }
}

/** Where the top of a mounted stone is (for hanging it from a bail). */
export function topOf(cut: Cut, pose: GemPose, mount: Mount): Pt {
  const outline = girdleOutline(cut, 64);
  const grow = mount === 'halo' ? 0.5 : mount === 'bezel' ? 0.16 : 0.08;
  const top = outline.reduce((a, b) => (b[1] > a[1] ? b : a));
  return place(pose, [top[0], top[1] + grow, 0]);
}
