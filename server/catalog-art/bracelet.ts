/**
 * Bracelets lying flat, seen from above at an elevation: a tennis line of
 * set stones, a fine cable chain with bezel-set stations, or a bangle.
 * Modelled as an oval in the table plane (world Y up) and projected, so the
 * same bracelet works as a flat lay, a low angle or a close-up.
 */
import type { GemstoneName } from '../db/seed/types.ts';
import { smallStoneSymbol, type Cut } from './gem.ts';
import type { BraceletStyle } from './look.ts';
import { apply, mul, project, rotX, rotZ, type Camera, type M3, type V3 } from './math.ts';
import { chain, type Metal } from './metal.ts';
import { drawBand } from './ring.ts';
import { mountedStone } from './setting.ts';
import { n, useAt, type Pt, type SvgDoc } from './svg.ts';

/** The oval's half-axes in units (camera scale turns units into pixels). */
const A = 1,
  B = 0.84;

const ovalPoint = (t: number, y = 0): V3 => [A * Math.cos(t), y, B * Math.sin(t)];

function screenOf(cam: Camera, m: M3, p: V3): Pt {
  return project(cam, apply(m, p));
}

/** A tennis bracelet: a continuous line of stones, each in a four-prong box. */
function tennis(metal: Metal, gem: GemstoneName, cam: Camera, m: M3): string {
  const doc = metal.doc;
  const count = 34;
  const rs = 0.075;
  const sym = smallStoneSymbol(doc, gem);
  const ax = apply(m, [1, 0, 0]),
    az = apply(m, [0, 0, 1]);
  const u: Pt = [cam.s * rs * ax[0], -cam.s * rs * ax[1]];
  const v: Pt = [cam.s * rs * az[0], -cam.s * rs * az[1]];
  const items: { depth: number; markup: string }[] = [];
  // The metal under the stones: a rail, with its outer wall showing at the front.
  const rail = (y: number) => Array.from({ length: 97 }, (_, i) => screenOf(cam, m, ovalPoint((i / 96) * 2 * Math.PI, y)));
  const path = (p: Pt[]) => `M${p.map((q) => `${n(q[0])} ${n(q[1])}`).join('L')}Z`;
  let out = `<path d="${path(rail(-0.06))}" fill="none" stroke="${metal.fill('shadow', 90)}" stroke-width="${n(cam.s * rs * 2.2)}"/>`;
  out += `<path d="${path(rail(0))}" fill="none" stroke="${metal.fill('soft', 90)}" stroke-width="${n(cam.s * rs * 2.3)}"/>`;
  const setting = doc.symbol(
    `tennis-box-${metal.name}`,
    `<rect x="-1.3" y="-1.3" width="2.6" height="2.6" rx=".5" fill="${metal.fill('polished', 45)}"/>` +
      [
        [-1, -1],
        [1, -1],
        [1, 1],
        [-1, 1],
      ]
        .map(([x, y]) => `<circle cx="${x! * 0.78}" cy="${y! * 0.78}" r=".26" fill="${metal.sphere()}"/>`)
        .join(''),
  );
  for (let i = 0; i < count; i++) {
    const t = (i / count) * 2 * Math.PI;
    const p = ovalPoint(t);
    const s = screenOf(cam, m, p);
    if (s[0] < -80 || s[0] > 1680 || s[1] < -80 || s[1] > 880) continue;
    // Each box follows the curve: rotate its frame by the oval's tangent.
    const tx = -A * Math.sin(t),
      tz = B * Math.cos(t);
    const len = Math.hypot(tx, tz);
    const cs = tx / len,
      sn = tz / len;
    const uu: Pt = [u[0] * cs + v[0] * sn, u[1] * cs + v[1] * sn];
    const vv: Pt = [-u[0] * sn + v[0] * cs, -u[1] * sn + v[1] * cs];
    const stone = useAt(sym, [u[0] * 0.92, u[1] * 0.92, v[0] * 0.92, v[1] * 0.92, s[0], s[1]]);
    items.push({ depth: apply(m, p)[2], markup: useAt(setting, [uu[0], uu[1], vv[0], vv[1], s[0], s[1]]) + stone });
  }
  items.sort((a, b) => a.depth - b.depth);
  out += items.map((i) => i.markup).join('');
  return out;
}

/** A strand of pearls touching one another, with a small metal clasp. */
function pearlStrand(metal: Metal, cam: Camera, m: M3): string {
  const doc = metal.doc;
  const sym = smallStoneSymbol(doc, 'Pearl');
  const count = 30;
  const r = cam.s * 0.098;
  const items: { depth: number; markup: string }[] = [];
  for (let i = 0; i < count; i++) {
    const t = (i / count) * 2 * Math.PI;
    const p = ovalPoint(t, 0.05);
    const s = screenOf(cam, m, p);
    items.push({ depth: apply(m, p)[2], markup: useAt(sym, [r, 0, 0, r, s[0], s[1]]) });
  }
  items.sort((a, b) => a.depth - b.depth);
  const clasp = screenOf(cam, m, ovalPoint(-Math.PI / 2, 0.05));
  return (
    `<ellipse cx="${n(clasp[0])}" cy="${n(clasp[1])}" rx="${n(r * 0.9)}" ry="${n(r * 0.55)}" fill="${metal.sphere()}"/>` + items.map((i) => i.markup).join('')
  );
}

/** A fine cable chain with three bezel-set stations across the front. */
function stations(metal: Metal, gem: GemstoneName, cut: Cut, cam: Camera, m: M3, seed: number, detail: number): string {
  const line = Array.from({ length: 181 }, (_, i) => screenOf(cam, m, ovalPoint((i / 180) * 2 * Math.PI)));
  let out = chain(metal, line, cam.s * 0.032);
  const front = Math.PI / 2;
  const stationCut: Cut = cut === 'emerald' || cut === 'heart' ? 'round' : cut;
  for (const dt of [-0.55, 0, 0.55]) {
    const t = front + dt;
    const s = screenOf(cam, m, ovalPoint(t, 0.02));
    const big = dt === 0;
    // Lying face-up on the table, turned to follow the chain.
    const pose = { x: s[0], y: s[1], s: cam.s * (big ? 0.16 : 0.1), m: mul(m, mul(rotX(-Math.PI / 2), rotZ(-dt))) };
    out += mountedStone(metal, gem, big ? stationCut : 'round', 'bezel', pose, { seed: seed + Math.round(dt * 10), detail });
  }
  // The lobster clasp at the back.
  const c = screenOf(cam, m, ovalPoint(-Math.PI / 2 + 0.25));
  out += `<ellipse cx="${n(c[0])}" cy="${n(c[1])}" rx="${n(cam.s * 0.06)}" ry="${n(cam.s * 0.035)}" fill="${metal.fill('polished', 80)}" stroke="${metal.ramp.dark}" stroke-width="1"/>`;
  return out;
}

/** A bangle: a solid band lying flat, pavé along its side and a bezel-set stone on top at the front. */
function bangle(metal: Metal, gem: GemstoneName, cut: Cut, cam: Camera, m: M3, seed: number, detail: number): string {
  // The band code models a ring standing up (axis +Z); lay it down on the table.
  const band = drawBand(metal, gem, 'pave', { ...cam, s: cam.s * 0.95 }, mul(m, rotX(-Math.PI / 2)), { thickness: 0.09, width: 0.13 });
  const front = screenOf(cam, m, [0, 0.075, 0.95]);
  const pose = { x: front[0], y: front[1], s: cam.s * 0.13, m: mul(m, rotX(-Math.PI / 2)) };
  const stoneCut: Cut = cut === 'heart' ? 'oval' : cut;
  return band + mountedStone(metal, gem, stoneCut, 'bezel', pose, { seed, detail });
}

/** A bracelet's shadow follows its oval: a blurred ring on the table, not a blob. */
export function braceletShadow(doc: SvgDoc, cam: Camera, m: M3, tint = '#4a3a2c', strength = 1): string {
  const pts = Array.from({ length: 48 }, (_, i) => {
    const p = screenOf(cam, m, ovalPoint((i / 48) * 2 * Math.PI));
    return `${n(p[0])} ${n(p[1])}`;
  });
  return `<path d="M${pts.join('L')}Z" fill="none" stroke="${tint}" stroke-opacity="${+(0.28 * strength).toFixed(2)}" stroke-width="${n(cam.s * 0.09)}" filter="${doc.blur(cam.s * 0.04)}"/>`;
}

export function drawBracelet(metal: Metal, gem: GemstoneName, style: BraceletStyle, cut: Cut, cam: Camera, m: M3, seed: number, detail = 2): string {
  if (style === 'tennis') return gem === 'Pearl' ? pearlStrand(metal, cam, m) : tennis(metal, gem, cam, m);
  if (style === 'chain') return stations(metal, gem, cut, cam, m, seed, detail);
  return bangle(metal, gem, cut, cam, m, seed, detail);
}
