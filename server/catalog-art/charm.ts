/**
 * A charm: a small polished metal plate (heart, star, moon or flower) with
 * depth, a bevelled milgrain border, a set stone and the jump ring it hangs
 * from. Drawn in unit space (about 2 units tall) and placed with a matrix, so
 * a three-quarter view is just a squash plus a deeper extrusion.
 */
import type { GemstoneName } from '../db/seed/types.ts';
import { gemTurn, type Cut } from './gem.ts';
import type { CharmShape } from './look.ts';
import type { Metal } from './metal.ts';
import { wireRing } from './metal.ts';
import { mountedStone, type Mount } from './setting.ts';
import { n, type Pt, type SvgDoc } from './svg.ts';

interface ShapeDef {
  d: string;
  /** Where the stone sits and the loop is soldered, in unit space. */
  stone: Pt;
  stoneSize: number;
  loop: Pt;
  cut: Cut | null;
  mount: Mount;
}

function f(v: number): string {
  return String(Math.round(v * 1000) / 1000);
}

function heart(): string {
  return 'M0 .95C-.12 .82-1 .3-1-.28C-1-.72-.66-.96-.34-.96C-.15-.96-.03-.86 0-.68C.03-.86 .15-.96 .34-.96C.66-.96 1-.72 1-.28C1 .3 .12 .82 0 .95Z';
}

/** Five points with softly rounded tips. */
function star(): string {
  const v: Pt[] = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const r = i % 2 ? 0.47 : 1.02;
    v.push([r * Math.cos(a), r * Math.sin(a) + 0.08]);
  }
  const k = 0.16;
  let d = '';
  v.forEach((p, i) => {
    const prev = v[(i + 9) % 10]!,
      next = v[(i + 1) % 10]!;
    const a: Pt = [p[0] + (prev[0] - p[0]) * k, p[1] + (prev[1] - p[1]) * k];
    const b: Pt = [p[0] + (next[0] - p[0]) * k, p[1] + (next[1] - p[1]) * k];
    d += `${i ? 'L' : 'M'}${f(a[0])} ${f(a[1])}Q${f(p[0])} ${f(p[1])} ${f(b[0])} ${f(b[1])}`;
  });
  return d + 'Z';
}

/** A crescent: the outer disc minus an offset disc. */
function moon(): string {
  const r1 = 1,
    c2: Pt = [0.5, -0.22],
    r2 = 0.84;
  const d = Math.hypot(c2[0], c2[1]);
  const a = (r1 * r1 - r2 * r2 + d * d) / (2 * d);
  const h = Math.sqrt(r1 * r1 - a * a);
  const ux = c2[0] / d,
    uy = c2[1] / d;
  const p1: Pt = [a * ux - h * uy, a * uy + h * ux];
  const p2: Pt = [a * ux + h * uy, a * uy - h * ux];
  return `M${f(p1[0])} ${f(p1[1])}A1 1 0 1 1 ${f(p2[0])} ${f(p2[1])}A${r2} ${r2} 0 1 0 ${f(p1[0])} ${f(p1[1])}Z`;
}

/** Six round petals: arcs of six circles joined at the valleys between them. */
function flower(): string {
  const pc = 0.55,
    pr = 0.45;
  const cos30 = Math.cos(Math.PI / 6);
  const dv = pc * cos30 + Math.sqrt(pc * pc * cos30 * cos30 - (pc * pc - pr * pr));
  let d = '';
  for (let i = 0; i <= 6; i++) {
    const a = -Math.PI / 2 + Math.PI / 6 + (i * Math.PI) / 3;
    const p: Pt = [dv * Math.cos(a), dv * Math.sin(a)];
    d += i ? `A${pr} ${pr} 0 1 1 ${f(p[0])} ${f(p[1])}` : `M${f(p[0])} ${f(p[1])}`;
  }
  return d + 'Z';
}

const SHAPES: Record<CharmShape, ShapeDef> = {
  heart: { d: heart(), stone: [0, -0.12], stoneSize: 0.36, loop: [0, -0.74], cut: 'heart', mount: 'bezel' },
  star: { d: star(), stone: [0, 0.1], stoneSize: 0.27, loop: [0, -0.86], cut: 'round', mount: 'bezel' },
  moon: { d: moon(), stone: [-0.62, 0.12], stoneSize: 0.2, loop: [-0.05, -0.96], cut: null, mount: 'bezel' },
  flower: { d: flower(), stone: [0, 0], stoneSize: 0.3, loop: [0, -1.02], cut: 'round', mount: 'prong6' },
};

export interface CharmFrame {
  x: number;
  y: number;
  /** Pixels per unit (the charm is ~2 units tall). */
  size: number;
  /** Horizontal squash for a three-quarter turn (1 = face-on). */
  squash?: number;
  /** Tilt in degrees. */
  rotate?: number;
}

/** The charm plate, stone and jump ring. The jump ring's top is at unit y ≈ loop.y − 0.5. */
export function drawCharm(metal: Metal, gem: GemstoneName, shape: CharmShape, lookCut: Cut, frame: CharmFrame, seed: number, detail = 2): string {
  const doc = metal.doc;
  const def = SHAPES[shape];
  const sq = frame.squash ?? 1;
  const m = metal.ramp;
  const plate = doc.symbol(`charm-${shape}`, `<path d="${def.d}"/>`);
  const use = (fill: string, extra = '') => `<use href="#${plate}" fill="${fill}"${extra}/>`;

  // Depth: stacked copies of the plate toward the lower right read as its edge.
  const depthX = 0.02 + (1 - sq) * 0.12,
    depthY = 0.035;
  let body = '';
  for (let k = 6; k >= 1; k--) body += `<g transform="translate(${f((depthX * k) / 6)} ${f((depthY * k) / 6)})">${use(k > 3 ? m.deep : m.dark)}</g>`;
  body += use(metal.fill('polished', 40));
  // Bevel: an inset plate with the light coming the other way, and milgrain beads.
  body += `<g transform="scale(.84)">${use(metal.fill('soft', 220))}</g>`;
  body += `<g transform="scale(.84)"><use href="#${plate}" fill="none" stroke="${m.shine}" stroke-width=".035" stroke-linecap="round" stroke-dasharray="0 .075"/></g>`;
  body += use('none', ` stroke="${m.shine}" stroke-opacity=".7" stroke-width=".018"`);

  // The soldered loop at the top and the jump ring through it (seen edge-on).
  const loop = def.loop;
  const rings =
    wireRing(metal, [loop[0], loop[1] - 0.08], 0.12, 0.055) +
    `<g transform="translate(${f(loop[0])} ${f(loop[1] - 0.3)})">${wireRing(metal, [0, 0], 0.24, 0.06, 0.38)}</g>`;

  const tilt = frame.rotate ?? 0;
  const tf = `translate(${n(frame.x)} ${n(frame.y)}) rotate(${n(tilt)}) scale(${f(frame.size * sq)} ${f(frame.size)})`;
  let out = `<g transform="${tf}">${rings}${body}</g>`;

  // The stone, placed in picture space so its facets are not squashed twice.
  const rad = (tilt * Math.PI) / 180;
  const sx = def.stone[0] * frame.size * sq,
    sy = def.stone[1] * frame.size;
  const px = frame.x + sx * Math.cos(rad) - sy * Math.sin(rad);
  const py = frame.y + sx * Math.sin(rad) + sy * Math.cos(rad);
  const yaw = Math.acos(Math.min(1, sq)) * 0.9;
  const cut = gem === 'Pearl' || gem === 'Opal' ? lookCut : (def.cut ?? (lookCut === 'emerald' ? 'pear' : lookCut));
  out += mountedStone(
    metal,
    gem,
    cut,
    def.mount,
    { x: px, y: py, s: frame.size * def.stoneSize, m: gemTurn(0.06, yaw, -rad + (shape === 'moon' ? 0.5 : 0)) },
    { seed, detail },
  );
  return out;
}

/** Where the top of the jump ring lands in the picture (to thread a chain through it). */
export function charmHangPoint(shape: CharmShape, frame: CharmFrame): Pt {
  const [ux, uy] = [SHAPES[shape].loop[0], SHAPES[shape].loop[1] - 0.54];
  const rad = ((frame.rotate ?? 0) * Math.PI) / 180;
  const sx = ux * frame.size * (frame.squash ?? 1),
    sy = uy * frame.size;
  return [frame.x + sx * Math.cos(rad) - sy * Math.sin(rad), frame.y + sx * Math.sin(rad) + sy * Math.cos(rad)];
}

/** The shadow a charm lying on a surface casts: its plate, blurred and offset. */
export function charmShadow(doc: SvgDoc, shape: CharmShape, frame: CharmFrame, dx: number, dy: number): string {
  const plate = doc.symbol(`charm-${shape}`, `<path d="${SHAPES[shape].d}"/>`);
  const tf = `translate(${n(frame.x + dx)} ${n(frame.y + dy)}) rotate(${n(frame.rotate ?? 0)}) scale(${f(frame.size * (frame.squash ?? 1))} ${f(frame.size)})`;
  return `<g filter="${doc.blur(frame.size * 0.05)}" opacity=".3"><use href="#${plate}" transform="${tf}" fill="#3b3f47"/></g>`;
}
