/**
 * A ring modelled in 3D ring units (band centre radius 1, axis +Z, head at +Y)
 * and drawn through an orthographic camera, so the same ring can be shown
 * upright, at three quarters, from above (close-up) or sitting in a box.
 */
import type { GemstoneName } from '../db/seed/types.ts';
import { girdleOutline, hull, renderStone, smallStoneSymbol, type Cut, type GemPose } from './gem.ts';
import { apply, circle3, ellipsePath, mul, project, rotX, type Camera, type Ellipse, type M3, type V3 } from './math.ts';
import { type Metal, ellipseHalves, prong, tube } from './metal.ts';
import { n, polyPath, useAt, type Pt } from './svg.ts';

type Setting = 'prong4' | 'prong6' | 'halo' | 'bezel';
export const BAND_STYLES = ['plain', 'pave', 'milgrain', 'knife'] as const;
export type BandStyle = (typeof BAND_STYLES)[number];

export interface RingStyle {
  cut: Cut;
  setting: Setting;
  band: BandStyle;
}

const X: V3 = [1, 0, 0];
const Y: V3 = [0, 1, 0];
const Z: V3 = [0, 0, 1];

const T = 0.11; // band thickness (radial)
const W = 0.17; // band width (along the finger)
const RO = 1 + T / 2;
const GS = 0.5; // stone half-width

/** Band proportions relative to its centre radius. */
export interface BandDims {
  thickness: number;
  width: number;
}

interface Ctx {
  metal: Metal;
  cam: Camera;
  m: M3;
}

const world = (c: Ctx, p: V3): V3 => apply(c.m, p);
const screen = (c: Ctx, p: V3): Pt => project(c.cam, world(c, p));
const depth = (c: Ctx, p: V3): number => world(c, p)[2];
/** A picture-space vector for a ring-space direction (for <use> matrices). */
const dir = (c: Ctx, v: V3, len: number): Pt => {
  const w = apply(c.m, v);
  return [c.cam.s * len * w[0], -c.cam.s * len * w[1]];
};

function circle(c: Ctx, center: V3, a: V3, b: V3, r: number): Ellipse {
  return circle3(c.cam, world(c, center), apply(c.m, a), apply(c.m, b), r);
}

/** The band as a tube, with its surface decoration; `gem` is the pavé stone. */
function band(c: Ctx, gem: GemstoneName, style: BandStyle, dims: BandDims = { thickness: T, width: W }): string {
  const W = dims.width;
  const RO = 1 + dims.thickness / 2,
    RI = 1 - dims.thickness / 2;
  const zf = depth(c, [0, 0, W / 2]) >= depth(c, [0, 0, -W / 2]) ? W / 2 : -W / 2;
  const rims = {
    front: circle(c, [0, 0, zf], X, Y, RO),
    back: circle(c, [0, 0, -zf], X, Y, RO),
    frontIn: circle(c, [0, 0, zf], X, Y, RI),
    backIn: circle(c, [0, 0, -zf], X, Y, RI),
  };
  let out = tube(c.metal, rims, 30);
  const m = c.metal.ramp;
  // The visible half of the outer surface: where its outward normal faces us.
  const mid = circle(c, [0, 0, 0], X, Y, RO);
  const normalDepth = (t: number) => apply(c.m, [Math.cos(t), Math.sin(t), 0])[2];
  if (style === 'knife') {
    const { front } = ellipseHalves(mid, normalDepth);
    out += `<path d="${front}" fill="none" stroke="${m.deep}" stroke-opacity=".35" stroke-width="${n(c.cam.s * 0.012)}" transform="translate(1.2 1.2)"/>`;
    out += `<path d="${front}" fill="none" stroke="${m.shine}" stroke-width="${n(c.cam.s * 0.01)}"/>`;
  } else if (style === 'milgrain') {
    const dots = `fill="none" stroke-linecap="round" stroke-dasharray="0 ${n(c.cam.s * 0.032)}"`;
    for (const e of [rims.front, circle(c, [0, 0, zf], X, Y, RI + 0.012)]) {
      out += `<path d="${ellipsePath(e)}" ${dots} stroke="${m.deep}" stroke-width="${n(c.cam.s * 0.022)}" stroke-opacity=".6"/>`;
      out += `<path d="${ellipsePath(e)}" ${dots} stroke="${m.light}" stroke-width="${n(c.cam.s * 0.015)}"/>`;
    }
  } else if (style === 'pave') {
    const sym = smallStoneSymbol(c.metal.doc, gem);
    const rs = 0.05;
    const step = (2 * rs * 1.15) / RO;
    for (let t = Math.PI / 2 + 0.5; t < Math.PI / 2 + 2 * Math.PI - 0.5; t += step) {
      const radial: V3 = [Math.cos(t), Math.sin(t), 0];
      if (apply(c.m, radial)[2] < 0.25) continue;
      const p = screen(c, [RO * Math.cos(t), RO * Math.sin(t), 0]);
      const tan = dir(c, [-Math.sin(t), Math.cos(t), 0], rs);
      const ax = dir(c, Z, rs);
      // A little bead of metal around each stone reads as its setting.
      out += `<ellipse cx="${n(p[0])}" cy="${n(p[1])}" rx="${n(Math.hypot(...ax) * 1.05)}" ry="${n(Math.hypot(...tan) * 1.05)}" fill="${m.deep}" opacity=".35" transform="rotate(${n((Math.atan2(ax[1], ax[0]) * 180) / Math.PI)} ${n(p[0])} ${n(p[1])})"/>`;
      out += useAt(sym, [ax[0], ax[1], tan[0], tan[1], p[0], p[1]]);
    }
  }
  return out;
}

/** A plain or decorated band on its own (hoops, bangles, stacking rings). */
export function drawBand(metal: Metal, gem: GemstoneName, style: BandStyle, cam: Camera, m: M3, dims?: BandDims): string {
  return band({ metal, cam, m }, gem, style, dims);
}

/** Height of the stone's girdle above the band. */
function girdleHeight(gem: GemstoneName, setting: Setting): number {
  if (gem === 'Pearl') return RO + GS * 0.95 + 0.03;
  if (setting === 'bezel' || gem === 'Opal') return RO + 0.13;
  return RO + GS * 0.78;
}

/** Girdle points in ring space, pushed outward by `grow` (ring units). */
function girdleRing(cut: Cut, y: number, scale: number, grow = 0, steps = 48): V3[] {
  return girdleOutline(cut, steps).map(([gx, gy]) => {
    const len = Math.hypot(gx, gy) || 1;
    const k = scale + grow / len;
    return [gx * k, y, -gy * k] as V3;
  });
}

function basket(c: Ctx, cut: Cut, yG: number): string {
  const top = girdleRing(cut, yG - 0.06, GS * 0.72, 0, 24);
  const bottom = girdleRing('round', RO - 0.02, 0.11, 0, 16);
  const outline = hull([...top, ...bottom].map((p) => screen(c, p)));
  return `<path d="${polyPath(outline)}" fill="${c.metal.fill('shadow', 0)}"/>`;
}

interface Layered {
  behind: string;
  infront: string;
}

function prongs(c: Ctx, cut: Cut, yG: number, count: number): Layered {
  const outline = girdleOutline(cut, 72);
  const angles =
    cut === 'emerald'
      ? [Math.PI / 4, (3 * Math.PI) / 4, (5 * Math.PI) / 4, (7 * Math.PI) / 4]
      : Array.from({ length: count }, (_, i) => (i + (count === 4 ? 0.5 : 0)) * ((2 * Math.PI) / count));
  const stoneDepth = depth(c, [0, yG, 0]);
  const fromAbove = apply(c.m, Y)[2] > 0.45;
  const out: Layered = { behind: '', infront: '' };
  for (const a of angles) {
    // The girdle point in that direction (model outline: x right, y toward the tip).
    const g = outline.reduce((best, q) =>
      Math.abs(Math.atan2(q[0], q[1]) - Math.atan2(Math.sin(a), Math.cos(a))) < Math.abs(Math.atan2(best[0], best[1]) - Math.atan2(Math.sin(a), Math.cos(a)))
        ? q
        : best,
    );
    const tip: V3 = [g[0] * GS * 0.97, yG + GS * 0.1, -g[1] * GS * 0.97];
    const base: V3 = [Math.sin(a) * 0.12, RO - 0.01, -Math.cos(a) * 0.12];
    const { bar, claw } = prong(c.metal, screen(c, base), screen(c, tip), c.cam.s * 0.045, c.cam.s * 0.065);
    if (depth(c, tip) < stoneDepth) out.behind += bar + claw;
    // Seen from above, the wire runs down the pavilion, hidden by the stone: only the claw shows.
    else if (fromAbove) {
      out.behind += bar;
      out.infront += claw;
    } else out.infront += bar + claw;
  }
  return out;
}

function halo(c: Ctx, cut: Cut, yG: number): Layered {
  const doc = c.metal.doc;
  const rs = 0.052;
  const ring = girdleRing(cut, yG - 0.015, GS, rs + 0.012, 160);
  // Evenly spaced along the halo's length.
  const lens = ring.map((p, i) => Math.hypot(p[0] - ring[(i + 1) % ring.length]![0], p[2] - ring[(i + 1) % ring.length]![2]));
  const total = lens.reduce((a, b) => a + b, 0);
  const count = Math.floor(total / (rs * 2.15));
  const sym = smallStoneSymbol(doc, 'Diamond');
  const plate = girdleRing(cut, yG - 0.035, GS, rs * 2 + 0.02, 64).map((p) => screen(c, p));
  const out: Layered = { behind: `<path d="${polyPath(plate)}" fill="${c.metal.fill('soft', 20)}"/>`, infront: '' };
  const stoneDepth = depth(c, [0, yG, 0]);
  let acc = 0,
    next = 0,
    k = 0;
  for (let i = 0; i < ring.length && k < count; i++) {
    if (acc >= next) {
      const p = ring[i]!;
      const s = screen(c, p);
      const u = dir(c, X, rs),
        v = dir(c, Z, rs);
      const markup = useAt(sym, [u[0], u[1], v[0], v[1], s[0], s[1]]);
      if (depth(c, p) < stoneDepth) out.behind += markup;
      else out.infront += markup;
      next += total / count;
      k++;
    }
    acc += lens[i]!;
  }
  return out;
}

/** A bezel cup: metal collar around the stone; the stone shows only inside and above its rim. */
function bezel(c: Ctx, cut: Cut, yG: number, stone: string): string {
  const doc = c.metal.doc;
  const top = yG + 0.03;
  const ringAt = (y: number, grow: number) => girdleRing(cut, y, GS, grow, 48).map((p) => screen(c, p));
  const outer = hull([...ringAt(top, 0.04), ...ringAt(RO - 0.02, -0.08)]);
  const lipOuter = ringAt(top, 0.04);
  const lipInner = ringAt(top, 0.005);
  // Everything inside the rim, and anything rising above its front edge.
  const up = dir(c, Y, 3);
  const above = lipInner.map((p) => [p[0] + up[0], p[1] + up[1]] as Pt);
  const clip = doc.clip(`<path d="${polyPath(lipInner)}"/><path d="${polyPath(hull([...lipInner, ...above]))}"/>`);
  return (
    `<path d="${polyPath(outer)}" fill="${c.metal.fill('polished', 10)}"/>` +
    `<g clip-path="${clip}">${stone}</g>` +
    `<path d="${polyPath(lipOuter)}${polyPath(lipInner)}" fill-rule="evenodd" fill="${c.metal.fill('soft', 30)}"/>` +
    `<path d="${polyPath(lipOuter)}" fill="none" stroke="${c.metal.ramp.shine}" stroke-opacity=".6" stroke-width="1"/>`
  );
}

/** The ring at a rotation `m` (ring space → world), through camera `cam`. */
export function drawRing(metal: Metal, gem: GemstoneName, style: RingStyle, cam: Camera, m: M3, seed: number, detail = 2): string {
  const c: Ctx = { metal, cam, m };
  const setting = settingFor(gem, style);
  const yG = girdleHeight(gem, setting);
  const head = screen(c, [0, yG, 0]);
  // Stone model (table +Z, tip +Y) → ring space (table +Y, tip toward −Z).
  const pose: GemPose = { x: head[0], y: head[1], s: cam.s * GS, m: mul(m, rotX(-Math.PI / 2)) };
  // Pavé shoulders are small diamonds whatever the centre stone, as jewellers set them.
  let out = band(c, 'Diamond', style.band);

  if (gem === 'Pearl') {
    const r = GS * 0.95;
    const cup = circle(c, [0, RO + 0.05, 0], X, Z, 0.16);
    out += `<path d="${ellipsePath(cup)}" fill="${metal.sphere()}"/>`;
    return out + renderStone(metal.doc, gem, style.cut, { ...pose, s: cam.s * r }, { seed, detail });
  }

  const stone = renderStone(metal.doc, gem, style.cut, pose, { seed, detail });
  if (setting === 'bezel') return out + bezel(c, style.cut, yG, stone);

  out += basket(c, style.cut, yG);
  const pr = prongs(c, style.cut, yG, setting === 'prong6' ? 6 : 4);
  const ha = setting === 'halo' ? halo(c, style.cut, yG) : { behind: '', infront: '' };
  return out + ha.behind + pr.behind + stone + ha.infront + pr.infront;
}

/** The centre of the stone in ring space, to frame close-ups on it. */
export function ringHead(gem: GemstoneName, style: RingStyle): V3 {
  return [0, girdleHeight(gem, settingFor(gem, style)), 0];
}

/** Opals are domed, so they sit in a bezel; a pearl sits on a cup whatever the style. */
function settingFor(gem: GemstoneName, style: RingStyle): Setting {
  return gem === 'Opal' ? 'bezel' : gem === 'Pearl' ? 'prong4' : style.setting;
}

/** Where the ring's lowest point lands in the picture (for its shadow). */
export function ringBottom(cam: Camera, m: M3): Pt {
  return project(cam, apply(m, [0, -RO, 0]));
}
