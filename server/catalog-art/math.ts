/**
 * Small maths for the drawings: a seeded random generator (the same inputs
 * always draw the same picture), 3D rotations for an orthographic camera, and
 * projected ellipses (a 3D circle seen at an angle) drawn with exact SVG arcs.
 */
import { n, type Pt } from './svg.ts';

/** FNV-1a: a stable hash of a string, used for seeds and id prefixes. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Mulberry32: a tiny deterministic generator returning numbers in [0, 1). */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(items: readonly T[], r: number): T {
  return items[Math.min(items.length - 1, Math.floor(r * items.length))]!;
}

export const clamp = (v: number, lo = 0, hi = 1) => Math.min(hi, Math.max(lo, v));
export const lerp = (a: number, b: number, t: number) => a + (b - a) * t;
export const deg = (d: number) => (d * Math.PI) / 180;

export type V3 = readonly [number, number, number];

export const sub3 = (a: V3, b: V3): V3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
export const dot3 = (a: V3, b: V3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
export function norm3(a: V3): V3 {
  const l = Math.hypot(a[0], a[1], a[2]) || 1;
  return [a[0] / l, a[1] / l, a[2] / l];
}

/** Row-major 3x3 matrix. */
export type M3 = readonly [number, number, number, number, number, number, number, number, number];

export function mul(a: M3, b: M3): M3 {
  const r: number[] = [];
  for (let i = 0; i < 3; i++) for (let j = 0; j < 3; j++) r.push(a[i * 3]! * b[j]! + a[i * 3 + 1]! * b[3 + j]! + a[i * 3 + 2]! * b[6 + j]!);
  return r as unknown as M3;
}

export function apply(m: M3, v: V3): V3 {
  return [m[0] * v[0] + m[1] * v[1] + m[2] * v[2], m[3] * v[0] + m[4] * v[1] + m[5] * v[2], m[6] * v[0] + m[7] * v[1] + m[8] * v[2]];
}

/** Rotation about the X axis (tilts the top of an object toward/away from the viewer). */
export function rotX(a: number): M3 {
  const c = Math.cos(a),
    s = Math.sin(a);
  return [1, 0, 0, 0, c, -s, 0, s, c];
}
/** Rotation about the vertical axis (turns an object left/right). */
export function rotY(a: number): M3 {
  const c = Math.cos(a),
    s = Math.sin(a);
  return [c, 0, s, 0, 1, 0, -s, 0, c];
}
/** Rotation in the picture plane. */
export function rotZ(a: number): M3 {
  const c = Math.cos(a),
    s = Math.sin(a);
  return [c, -s, 0, s, c, 0, 0, 0, 1];
}

/**
 * An orthographic camera: world Y is up, Z points at the viewer; the picture
 * has Y down, so a point projects to (cx + s·x, cy − s·y).
 */
export interface Camera {
  cx: number;
  cy: number;
  s: number;
}

export function project(cam: Camera, p: V3): Pt {
  return [cam.cx + cam.s * p[0], cam.cy - cam.s * p[1]];
}

/** A projected ellipse: p(t) = c + u·cos t + v·sin t (u, v in picture units). */
export interface Ellipse {
  c: Pt;
  u: Pt;
  v: Pt;
}

/** A circle of `radius` around `center`, spanned by unit axes `a`, `b` in world space. */
export function circle3(cam: Camera, center: V3, a: V3, b: V3, radius: number): Ellipse {
  return {
    c: project(cam, center),
    u: [cam.s * radius * a[0], -cam.s * radius * a[1]],
    v: [cam.s * radius * b[0], -cam.s * radius * b[1]],
  };
}

export function at(e: Ellipse, t: number): Pt {
  return [e.c[0] + e.u[0] * Math.cos(t) + e.v[0] * Math.sin(t), e.c[1] + e.u[1] * Math.cos(t) + e.v[1] * Math.sin(t)];
}

function shift(e: Ellipse, d: Pt): Ellipse {
  return { c: [e.c[0] + d[0], e.c[1] + d[1]], u: e.u, v: e.v };
}

/** Semi-axes and rotation of the ellipse, as SVG arc commands need them. */
function axes(e: Ellipse): { a: number; b: number; rot: number } {
  const A = e.u[0] ** 2 + e.v[0] ** 2;
  const B = e.u[0] * e.u[1] + e.v[0] * e.v[1];
  const C = e.u[1] ** 2 + e.v[1] ** 2;
  const mid = (A + C) / 2;
  const rad = Math.sqrt(((A - C) / 2) ** 2 + B ** 2);
  return {
    a: Math.sqrt(Math.max(mid + rad, 1e-6)),
    b: Math.sqrt(Math.max(mid - rad, 1e-6)),
    rot: (0.5 * Math.atan2(2 * B, A - C) * 180) / Math.PI,
  };
}

/** Arc commands following the ellipse from t0 to t1 (either direction), in ≤90° pieces. */
export function arcTo(e: Ellipse, t0: number, t1: number): string {
  const { a, b, rot } = axes(e);
  // Increasing t turns from u toward v; on screen (y down) that is clockwise when u×v > 0.
  const cw = e.u[0] * e.v[1] - e.u[1] * e.v[0] > 0;
  const sweep = t1 > t0 === cw ? 1 : 0;
  const pieces = Math.max(1, Math.ceil(Math.abs(t1 - t0) / (Math.PI / 2) - 1e-9));
  let out = '';
  for (let i = 1; i <= pieces; i++) {
    const p = at(e, t0 + ((t1 - t0) * i) / pieces);
    out += `A${n(a)} ${n(b)} ${n(rot)} 0 ${sweep} ${n(p[0])} ${n(p[1])}`;
  }
  return out;
}

export function moveTo(p: Pt): string {
  return `M${n(p[0])} ${n(p[1])}`;
}

export function ellipsePath(e: Ellipse): string {
  return `${moveTo(at(e, 0))}${arcTo(e, 0, Math.PI * 2)}Z`;
}

/** Parameter where the ellipse's tangent is parallel to direction d (and t + π). */
function tangentParam(e: Ellipse, d: Pt): number {
  const ux = e.u[0] * d[1] - e.u[1] * d[0];
  const vx = e.v[0] * d[1] - e.v[1] * d[0];
  return Math.atan2(vx, ux);
}

/**
 * The outline swept by an ellipse moving along d (a cylinder's silhouette):
 * the back half of the first ellipse joined to the front half of the moved one.
 */
export function sweptOutline(e: Ellipse, d: Pt): string {
  if (Math.hypot(d[0], d[1]) < 0.05) return ellipsePath(e);
  const t0 = tangentParam(e, d);
  const f = shift(e, d);
  // Which half of the ellipse faces away from d?
  const mid = at(e, t0 + Math.PI / 2);
  const away = (mid[0] - e.c[0]) * d[0] + (mid[1] - e.c[1]) * d[1] < 0;
  const [s0, s1] = away ? [t0, t0 + Math.PI] : [t0 + Math.PI, t0 + 2 * Math.PI];
  return `${moveTo(at(e, s0))}${arcTo(e, s0, s1)}L${n(at(f, s1)[0])} ${n(at(f, s1)[1])}${arcTo(f, s1, s0 + 2 * Math.PI)}Z`;
}

/** Point on a cubic Bézier. */
function bezier(p0: Pt, p1: Pt, p2: Pt, p3: Pt, t: number): Pt {
  const u = 1 - t;
  return [
    u * u * u * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t * t * t * p3[0],
    u * u * u * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t * t * t * p3[1],
  ];
}

/** Points evenly spaced along a polyline, each with its direction angle. */
export function alongPolyline(line: readonly Pt[], spacing: number): { p: Pt; angle: number }[] {
  const out: { p: Pt; angle: number }[] = [];
  let carry = 0;
  for (let i = 1; i < line.length; i++) {
    const a = line[i - 1]!,
      b = line[i]!;
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
    const angle = Math.atan2(b[1] - a[1], b[0] - a[0]);
    let d = carry;
    while (d < len) {
      const t = d / len;
      out.push({ p: [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t], angle });
      d += spacing;
    }
    carry = d - len;
  }
  return out;
}

export function sampleBezier(p0: Pt, p1: Pt, p2: Pt, p3: Pt, steps = 40): Pt[] {
  const out: Pt[] = [];
  for (let i = 0; i <= steps; i++) out.push(bezier(p0, p1, p2, p3, i / steps));
  return out;
}
