/**
 * Metal surfaces: gradients in a metal's colours for polished, soft and
 * shadowed surfaces, plus the small metal parts shared by several pieces
 * (prongs, cable-chain links, jump rings, bezels).
 */
import type { MetalName } from '../db/seed/types.ts';
import { METALS, metalStops, type MetalRamp } from './palette.ts';
import { alongPolyline, arcTo, at, ellipsePath, moveTo, sweptOutline, type Ellipse } from './math.ts';
import { n, useAt, type Pt, type Stop, type SvgDoc } from './svg.ts';

export type Finish = 'polished' | 'soft' | 'shadow';

/** Gradients of one metal inside one document. */
export class Metal {
  readonly ramp: MetalRamp;

  constructor(
    readonly doc: SvgDoc,
    readonly name: MetalName,
  ) {
    this.ramp = METALS[name];
  }

  /** A bounding-box gradient running at `angle` degrees (0 = left to right). */
  fill(finish: Finish = 'polished', angle = 35): string {
    const a = (angle * Math.PI) / 180;
    const dx = Math.cos(a) / 2,
      dy = Math.sin(a) / 2;
    return this.doc.linear(metalStops(this.ramp, finish), { x1: 0.5 - dx, y1: 0.5 - dy, x2: 0.5 + dx, y2: 0.5 + dy });
  }

  /** A gradient in picture coordinates (for strokes and thin shapes whose box is degenerate). */
  span(from: Pt, to: Pt, finish: Finish = 'polished'): string {
    return this.doc.linear(metalStops(this.ramp, finish), { x1: from[0], y1: from[1], x2: to[0], y2: to[1], user: true });
  }

  /** A rounded metal body lit from the upper left (beads, prong tips, bails). */
  sphere(): string {
    const m = this.ramp;
    return this.doc.radial(
      [
        [0, m.shine],
        [0.3, m.light],
        [0.65, m.mid],
        [0.9, m.dark],
        [1, m.deep],
      ],
      { cx: 0.36, cy: 0.32, r: 0.75 },
    );
  }

  stops(finish: Finish): Stop[] {
    return metalStops(this.ramp, finish);
  }
}

/**
 * A metal tube seen at an angle (ring band, bangle, bezel, jump ring): the
 * outer wall, the front face and, through the opening, the inner wall.
 * `back`/`front` are the rim ellipses of the outer surface; `backIn`/`frontIn`
 * the inner ones. The opening stays transparent.
 */
export function tube(metal: Metal, e: { back: Ellipse; front: Ellipse; backIn: Ellipse; frontIn: Ellipse }, angle = 35): string {
  const d: Pt = [e.front.c[0] - e.back.c[0], e.front.c[1] - e.back.c[1]];
  const inner = ellipsePath(e.frontIn);
  const clip = metal.doc.clip(`<path d="${inner}"/>`);
  const m = metal.ramp;
  return (
    // Outer wall (with the opening cut out).
    `<path d="${sweptOutline(e.back, d)}${inner}" fill-rule="evenodd" fill="${metal.fill('polished', angle + 90)}"/>` +
    // Inner wall seen through the opening.
    `<g clip-path="${clip}"><path d="${inner}${ellipsePath(e.backIn)}" fill-rule="evenodd" fill="${metal.fill('shadow', angle)}"/></g>` +
    // Front face, with a fine bright bevel on its outer edge.
    `<path d="${ellipsePath(e.front)}${inner}" fill-rule="evenodd" fill="${metal.fill('polished', angle)}"/>` +
    `<path d="${ellipsePath(e.front)}" fill="none" stroke="${m.shine}" stroke-opacity=".55" stroke-width="1.2"/>` +
    `<path d="${inner}" fill="none" stroke="${m.deep}" stroke-opacity=".35" stroke-width="1"/>`
  );
}

/** A tapered prong from base to tip with a rounded claw (picture coordinates). */
export function prong(metal: Metal, base: Pt, tip: Pt, wBase: number, wTip: number): { bar: string; claw: string } {
  const dx = tip[0] - base[0],
    dy = tip[1] - base[1];
  const len = Math.hypot(dx, dy) || 1;
  const nx = -dy / len,
    ny = dx / len;
  const p = (q: Pt, w: number, side: number): string => `${n(q[0] + nx * w * side)} ${n(q[1] + ny * w * side)}`;
  const body = `M${p(base, wBase / 2, 1)}L${p(tip, wTip / 2, 1)}L${p(tip, wTip / 2, -1)}L${p(base, wBase / 2, -1)}Z`;
  const angle = (Math.atan2(ny, nx) * 180) / Math.PI;
  return {
    bar: `<path d="${body}" fill="${metal.fill('soft', angle)}"/>`,
    claw: `<circle cx="${n(tip[0])}" cy="${n(tip[1])}" r="${n(wTip * 0.62)}" fill="${metal.sphere()}"/>`,
  };
}

/**
 * A cable chain along a polyline: links alternate between seen flat (an oval
 * ring) and edge-on (a short bar), like a real trace chain.
 */
export function chain(metal: Metal, line: readonly Pt[], link: number, opts: { spacing?: number } = {}): string {
  const doc = metal.doc;
  const m = metal.ramp;
  const flat = doc.symbol(
    `link-flat-${metal.name}`,
    `<ellipse rx="1" ry=".58" fill="none" stroke="${metal.fill('polished', 70)}" stroke-width=".34"/>` +
      `<path d="M-.7-.36A.86.5 0 0 1 .55-.42" fill="none" stroke="${m.shine}" stroke-opacity=".8" stroke-width=".1" stroke-linecap="round"/>`,
  );
  const edge = doc.symbol(
    `link-edge-${metal.name}`,
    `<rect x="-1.02" y="-.2" width="2.04" height=".4" rx=".2" fill="${metal.fill('polished', 90)}"/>` +
      `<rect x="-.8" y="-.12" width="1.4" height=".08" rx=".04" fill="${m.shine}" opacity=".75"/>`,
  );
  const spacing = opts.spacing ?? link * 1.55;
  let out = '';
  let i = 0;
  for (const { p, angle } of alongPolyline(line, spacing)) {
    // Links outside every canvas size we draw are skipped (close-ups crop most of a chain).
    if (p[0] < -60 || p[0] > 1660 || p[1] < -60 || p[1] > 860) continue;
    const c = Math.cos(angle) * link,
      s = Math.sin(angle) * link;
    out += useAt(i++ % 2 ? edge : flat, [c, s, -s, c, p[0], p[1]]);
  }
  return out;
}

/** A round wire ring seen face-on (jump rings, bails): a thick stroked circle with a highlight. */
export function wireRing(metal: Metal, c: Pt, r: number, wire: number, squash = 1, rotate = 0): string {
  const m = metal.ramp;
  const tf = `transform="translate(${n(c[0])} ${n(c[1])}) rotate(${n(rotate)}) scale(${n(squash * 100) === '100' ? 1 : +squash.toFixed(3)} 1)"`;
  return (
    `<g ${tf}>` +
    `<circle r="${n(r)}" fill="none" stroke="${m.deep}" stroke-width="${+(wire * 1.3).toFixed(3)}" stroke-opacity=".55"/>` +
    `<circle r="${n(r)}" fill="none" stroke="${metal.span([-r, -r], [r, r])}" stroke-width="${+wire.toFixed(3)}"/>` +
    `<path d="M${n(-r * 0.7)} ${n(-r * 0.7)}A${n(r)} ${n(r)} 0 0 1 ${n(r * 0.5)} ${n(-r * 0.86)}" fill="none" stroke="${m.shine}" stroke-width="${+(wire * 0.3).toFixed(3)}" stroke-linecap="round" stroke-opacity=".9"/>` +
    `</g>`
  );
}

/** Front and back halves of a projected circle, split where it turns away from the viewer. */
export function ellipseHalves(e: Ellipse, depthAt: (t: number) => number): { back: string; front: string } {
  // Depth varies as a·cos t + b·sin t: its extremes are π apart.
  const a = depthAt(0) - depthAt(Math.PI);
  const b = depthAt(Math.PI / 2) - depthAt(-Math.PI / 2);
  const tMax = Math.atan2(b, a);
  const t0 = tMax - Math.PI / 2;
  return {
    front: `${moveTo(at(e, t0))}${arcTo(e, t0, t0 + Math.PI)}`,
    back: `${moveTo(at(e, t0 + Math.PI))}${arcTo(e, t0 + Math.PI, t0 + 2 * Math.PI)}`,
  };
}
