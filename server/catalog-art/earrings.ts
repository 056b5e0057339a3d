/**
 * Earrings: studs (a mounted stone, shown face-on or turned to reveal the
 * post and butterfly back), drops (a French hook, a small accent stone and a
 * hanging stone) and hoops (a slim pavé tube).
 */
import type { GemstoneName } from '../db/seed/types.ts';
import { gemTurn, place, type Cut, type GemPose } from './gem.ts';
import type { EarringStyle } from './look.ts';
import { deg, mul, rotX, rotY, type Camera } from './math.ts';
import { wireRing, type Metal } from './metal.ts';
import { drawBand } from './ring.ts';
import { mountedStone, topOf, type Mount } from './setting.ts';
import { n, type Pt } from './svg.ts';

export interface EarringPose {
  x: number;
  y: number;
  /** Pixels per unit; a stud's stone is 1 unit in half-width. */
  s: number;
  /** Turn away from face-on, radians (shows the side of a stud or hoop). */
  yaw?: number;
  /** Tilt in the picture plane, radians. */
  roll?: number;
}

function stud(metal: Metal, gem: GemstoneName, cut: Cut, mount: Mount, p: EarringPose, seed: number, detail: number): string {
  const yaw = p.yaw ?? 0;
  const pose: GemPose = { x: p.x, y: p.y, s: p.s, m: gemTurn(0.12, yaw, p.roll ?? 0) };
  let back = '';
  if (Math.abs(yaw) > 0.35) {
    // Turned: the post runs back from the stone to a butterfly scroll.
    const a = place(pose, [0, 0, -0.5]);
    const b = place(pose, [0, 0, -2.6]);
    const butterfly = place(pose, [0, 0, -1.9]);
    back += `<path d="M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}" stroke="${metal.ramp.dark}" stroke-width="${n(p.s * 0.13)}" stroke-linecap="round"/>`;
    back += `<path d="M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}" stroke="${metal.ramp.light}" stroke-width="${n(p.s * 0.045)}" stroke-linecap="round"/>`;
    const w = p.s * 0.75,
      h = p.s * 0.55;
    const [bx, by] = butterfly;
    back +=
      // The scroll faces the post, so it narrows as the stud turns.
      `<g transform="translate(${n(bx)} ${n(by)}) scale(${Math.max(0.3, Math.abs(Math.cos(yaw))).toFixed(2)} 1)">` +
      `<path d="M0 0C${n(-w * 0.2)} ${n(-h)} ${n(-w)} ${n(-h)} ${n(-w * 0.9)} 0C${n(-w)} ${n(h)} ${n(-w * 0.2)} ${n(h)} 0 0C${n(w * 0.2)} ${n(-h)} ${n(w)} ${n(-h)} ${n(w * 0.9)} 0C${n(w)} ${n(h)} ${n(w * 0.2)} ${n(h)} 0 0Z" fill="${metal.fill('polished', 60)}" stroke="${metal.ramp.dark}" stroke-width="1"/>` +
      `<circle r="${n(p.s * 0.16)}" fill="${metal.sphere()}"/></g>`;
  }
  return back + mountedStone(metal, gem, cut, mount, pose, { seed, detail });
}

/** A French hook rising from (x, y): up, over the top and down behind. */
function hook(metal: Metal, x: number, y: number, s: number, flip: number): string {
  const k = s * flip;
  const d = `M${n(x)} ${n(y)}C${n(x)} ${n(y - s * 1.6)} ${n(x + k * 1.5)} ${n(y - s * 2.3)} ${n(x + k * 1.7)} ${n(y - s * 1.2)}C${n(x + k * 1.85)} ${n(y - s * 0.4)} ${n(x + k * 1.75)} ${n(y + s * 0.4)} ${n(x + k * 1.55)} ${n(y + s * 1.0)}`;
  const grad = metal.span([x - s, y - s * 2], [x + s * 2, y + s]);
  return (
    `<path d="${d}" fill="none" stroke="${metal.ramp.deep}" stroke-opacity=".5" stroke-width="${n(s * 0.17)}" stroke-linecap="round"/>` +
    `<path d="${d}" fill="none" stroke="${grad}" stroke-width="${n(s * 0.13)}" stroke-linecap="round"/>` +
    `<path d="${d}" fill="none" stroke="${metal.ramp.shine}" stroke-opacity=".75" stroke-width="${n(s * 0.035)}" stroke-linecap="round" transform="translate(${n(-s * 0.025)} ${n(-s * 0.02)})"/>` +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(s * 0.16)}" fill="${metal.sphere()}"/>`
  );
}

/** A drop earring hanging from a hook; the hook's loop is at (x, y). */
function drop(metal: Metal, gem: GemstoneName, cut: Cut, mount: Mount, p: EarringPose, seed: number, detail: number, flip: number): string {
  const s = p.s;
  const roll = p.roll ?? 0;
  const accent: GemPose = { x: p.x, y: p.y + s * 0.55, s: s * 0.32, m: gemTurn(0.1, 0, roll) };
  // Hanging stones point up: pear tips toward the link.
  const dropCut: Cut = cut === 'heart' || cut === 'cushion' ? 'pear' : cut;
  const hang = mount === 'halo' ? s * 1.55 : s * 1.25;
  const dropPose: GemPose = { x: p.x - Math.sin(roll) * (s * 1.1 + hang), y: p.y + s * 1.1 + hang * Math.cos(roll), s, m: gemTurn(0.1, p.yaw ?? 0, roll) };
  const top = topOf(dropCut, dropPose, mount);
  const link: Pt = [(p.x + top[0]) / 2, (accent.y + s * 0.35 + top[1]) / 2];
  return (
    hook(metal, p.x, p.y, s * 0.55, flip) +
    mountedStone(metal, gem === 'Pearl' || gem === 'Opal' ? 'Diamond' : gem, 'round', 'bezel', accent, { seed: seed + 1, detail: 1 }) +
    wireRing(metal, link, Math.max(4, Math.hypot(top[0] - link[0], top[1] - link[1]) * 1.1), s * 0.07, 0.55, (roll * 180) / Math.PI) +
    mountedStone(metal, gem, dropCut, mount === 'prong6' ? 'prong4' : mount, dropPose, { seed, detail })
  );
}

/** A slim pavé hoop seen at an angle, with a little post at the top. */
function hoop(metal: Metal, gem: GemstoneName, p: EarringPose): string {
  const cam: Camera = { cx: p.x, cy: p.y, s: p.s * 1.5 };
  const m = mul(rotX(deg(8)), rotY(p.yaw ?? deg(55)));
  return (
    drawBand(metal, gem, 'pave', cam, m, { thickness: 0.11, width: 0.15 }) +
    `<circle cx="${n(p.x)}" cy="${n(p.y - p.s * 1.62)}" r="${n(p.s * 0.1)}" fill="${metal.sphere()}"/>`
  );
}

export function drawEarring(
  metal: Metal,
  gem: GemstoneName,
  style: EarringStyle,
  cut: Cut,
  mount: Mount,
  p: EarringPose,
  seed: number,
  detail = 2,
  flip = 1,
): string {
  if (style === 'stud') return stud(metal, gem, cut, mount, p, seed, detail);
  if (style === 'drop') return drop(metal, gem, cut, mount, p, seed, detail, flip);
  return hoop(metal, gem, p);
}
