/**
 * Backdrops and props: studio paper sweeps, soft shadows, bokeh for close-ups,
 * a marble slab, velvet (ring box, cushion, neck bust) and small styling props.
 */
import { rng } from './math.ts';
import { mix, type Backdrop } from './palette.ts';
import { n, type SvgDoc } from './svg.ts';

/** A seamless studio sweep: lit in the middle, falling off to the corners. */
export function studio(doc: SvgDoc, w: number, h: number, b: Backdrop, light: { x?: number; y?: number } = {}): string {
  const base = doc.linear(
    [
      [0, b.mid],
      [0.55, b.light],
      [1, b.mid],
    ],
    { x1: 0, y1: 0, x2: 0, y2: 1 },
  );
  const pool = doc.radial(
    [
      [0, b.light, 1],
      [0.6, b.light, 0.5],
      [1, b.light, 0],
    ],
    {
      cx: light.x ?? 0.5,
      cy: light.y ?? 0.45,
      r: 0.6,
    },
  );
  const vignette = doc.radial(
    [
      [0.55, b.edge, 0],
      [1, b.edge, 0.9],
    ],
    { cx: 0.5, cy: 0.48, r: 0.75 },
  );
  // The horizon of the paper sweep: a faint, very soft band two thirds down.
  const sweep = doc.linear(
    [
      [0, b.edge, 0],
      [0.62, b.edge, 0],
      [0.7, b.edge, 0.22],
      [1, b.edge, 0.05],
    ],
    { x1: 0, y1: 0, x2: 0, y2: 1 },
  );
  return (
    `<rect width="${w}" height="${h}" fill="${base}"/>` +
    `<rect width="${w}" height="${h}" fill="${sweep}"/>` +
    `<rect width="${w}" height="${h}" fill="${pool}"/>` +
    `<rect width="${w}" height="${h}" fill="${vignette}"/>`
  );
}

/** A soft contact shadow: two stacked radial falloffs (wide ambient + tight core). */
export function shadow(doc: SvgDoc, cx: number, cy: number, rx: number, ry: number, strength = 1, tint = '#4a3a2c'): string {
  const soft = doc.radial([
    [0, tint, 0.34 * strength],
    [0.55, tint, 0.14 * strength],
    [1, tint, 0],
  ]);
  const core = doc.radial([
    [0, tint, 0.42 * strength],
    [0.6, tint, 0.12 * strength],
    [1, tint, 0],
  ]);
  return (
    `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${soft}"/>` +
    `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx * 0.55)}" ry="${n(ry * 0.42)}" fill="${core}"/>`
  );
}

/** Out-of-focus highlights for close-ups: soft discs of light in the stone's colour. */
export function bokeh(doc: SvgDoc, w: number, h: number, seed: number, colors: readonly string[], base: readonly [string, string]): string {
  const rand = rng(seed * 31 + 5);
  const bg = doc.radial(
    [
      [0, base[0]],
      [1, base[1]],
    ],
    { cx: 0.5, cy: 0.45, r: 0.8 },
  );
  let out = `<rect width="${w}" height="${h}" fill="${bg}"/>`;
  for (let i = 0; i < 14; i++) {
    const color = colors[i % colors.length]!;
    const disc = doc.radial([
      [0, color, 0.5],
      [0.8, color, 0.32],
      [0.95, color, 0.45],
      [1, color, 0],
    ]);
    const r = (30 + rand() * 70) * (w / 800);
    out += `<circle cx="${n(rand() * w)}" cy="${n(rand() * h)}" r="${n(r)}" fill="${disc}" opacity="${(0.25 + rand() * 0.45).toFixed(2)}"/>`;
  }
  return out;
}

/** White Carrara marble: a cool base, cloudy patches and thin grey veins. */
export function marble(doc: SvgDoc, w: number, h: number, seed: number, warm = false): string {
  const rand = rng(seed * 17 + 3);
  const base = warm ? ['#fbf8f4', '#efe9e1'] : ['#fafafa', '#e9eaec'];
  const bg = doc.linear(
    [
      [0, base[0]!],
      [1, base[1]!],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  );
  let out = `<rect width="${w}" height="${h}" fill="${bg}"/>`;
  const cloud = doc.radial([
    [0, '#c9cbd0', 0.35],
    [1, '#c9cbd0', 0],
  ]);
  for (let i = 0; i < 5; i++)
    out += `<ellipse cx="${n(rand() * w)}" cy="${n(rand() * h)}" rx="${n(w * (0.2 + rand() * 0.3))}" ry="${n(h * (0.06 + rand() * 0.1))}" transform="rotate(${n(-30 + rand() * 20)} ${n(w / 2)} ${n(h / 2)})" fill="${cloud}"/>`;
  let veins = '';
  for (let i = 0; i < 7; i++) {
    let x = rand() * w * 1.2 - w * 0.1,
      y = rand() < 0.5 ? -20 : rand() * h;
    let d = `M${n(x)} ${n(y)}`;
    const dir = 0.45 + rand() * 0.5;
    for (let k = 0; k < 6; k++) {
      const nx = x + w * 0.18 * Math.cos(dir) + (rand() - 0.5) * 60;
      const ny = y + h * 0.18 * Math.sin(dir) + (rand() - 0.5) * 60;
      d += `Q${n((x + nx) / 2 + (rand() - 0.5) * 50)} ${n((y + ny) / 2 + (rand() - 0.5) * 50)} ${n(nx)} ${n(ny)}`;
      x = nx;
      y = ny;
    }
    const width = (0.6 + rand() * 2.2) * (w / 800);
    veins += `<path d="${d}" fill="none" stroke="${i % 3 ? '#9fa3ab' : '#b9a98f'}" stroke-width="${n(width)}" stroke-opacity="${(0.25 + rand() * 0.35).toFixed(2)}"/>`;
  }
  out += `<g filter="${doc.blur(1.2)}">${veins}</g>`;
  // A sheen from the window light.
  const sheen = doc.linear(
    [
      [0, '#ffffff', 0],
      [0.45, '#ffffff', 0.45],
      [0.6, '#ffffff', 0],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0.6 },
  );
  return out + `<rect width="${w}" height="${h}" fill="${sheen}"/>`;
}

/**
 * An open ring box seen from the front and a little above: the lid stands
 * open behind with its satin lining, two velvet rolls hold the ring in the
 * slit between them. `back` goes behind the ring, `front` over its lower band.
 */
export function ringBox(doc: SvgDoc, v: readonly [string, string, string], cx: number, slitY: number, width: number): { back: string; front: string } {
  const x0 = cx - width / 2,
    x1 = cx + width / 2;
  const u = width / 580; // proportions were drawn for a 580px box
  const hinge = slitY - 130 * u,
    lidTop = slitY - 410 * u;
  const lid = doc.linear(
    [
      [0, v[1]],
      [0.5, v[0]],
      [1, v[2]],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  );
  const satin = doc.radial(
    [
      [0, mix(v[0], '#ffffff', 0.62)],
      [0.45, mix(v[0], '#ffffff', 0.3)],
      [1, mix(v[1], '#000000', 0.1)],
    ],
    { cx: 0.45, cy: 0.35, r: 0.8 },
  );
  const tray = doc.linear(
    [
      [0, v[2]],
      [1, v[1]],
    ],
    { x1: 0, y1: 0, x2: 0, y2: 1 },
  );
  const roll = doc.linear(
    [
      [0, mix(v[0], '#ffffff', 0.18)],
      [0.3, v[0]],
      [0.75, v[1]],
      [1, v[2]],
    ],
    { x1: 0, y1: 0, x2: 0, y2: 1 },
  );
  const rollSides = doc.linear([
    [0, v[2], 0.7],
    [0.12, v[2], 0],
    [0.88, v[2], 0],
    [1, v[2], 0.7],
  ]);
  const face = doc.linear(
    [
      [0, mix(v[0], '#ffffff', 0.08)],
      [0.25, v[1]],
      [1, v[2]],
    ],
    { x1: 0, y1: 0, x2: 0, y2: 1 },
  );
  const faceSides = doc.linear([
    [0, '#000000', 0.35],
    [0.2, '#000000', 0],
    [0.8, '#000000', 0],
    [1, '#000000', 0.35],
  ]);
  const gold = doc.linear(
    [
      [0, '#8a6320'],
      [0.35, '#f3d58a'],
      [0.6, '#c99a3e'],
      [1, '#8a6320'],
    ],
    { x1: 0, y1: 0, x2: 0, y2: 1 },
  );
  const r = (x: number, y: number, w: number, h: number, rx: number, fill: string) =>
    `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(rx)}" fill="${fill}"/>`;
  const inset = 20 * u;
  const lidPath = `M${n(x0 + 16 * u)} ${n(lidTop + 24 * u)}Q${n(x0 + 18 * u)} ${n(lidTop)} ${n(x0 + 44 * u)} ${n(lidTop)}L${n(x1 - 44 * u)} ${n(lidTop)}Q${n(x1 - 18 * u)} ${n(lidTop)} ${n(x1 - 16 * u)} ${n(lidTop + 24 * u)}L${n(x1)} ${n(hinge)}L${n(x0)} ${n(hinge)}Z`;
  const back =
    `<path d="${lidPath}" fill="${lid}"/>` +
    r(x0 + 40 * u, lidTop + 30 * u, width - 80 * u, hinge - lidTop - 40 * u, 14 * u, satin) +
    `<path d="M${n(x0 + 60 * u)} ${n(lidTop + 48 * u)}Q${n(cx)} ${n(lidTop + 30 * u)} ${n(x1 - 60 * u)} ${n(lidTop + 70 * u)}" fill="none" stroke="#ffffff" stroke-opacity=".25" stroke-width="${n(10 * u)}"/>` +
    r(x0, hinge - 12 * u, width, slitY - hinge + 120 * u, 22 * u, tray) +
    r(x0 + inset, slitY - 70 * u, width - 2 * inset, 76 * u, 36 * u, roll) +
    r(x0 + inset, slitY - 70 * u, width - 2 * inset, 76 * u, 36 * u, rollSides);
  const front =
    r(x0 + inset, slitY - 4 * u, width - 2 * inset, 84 * u, 40 * u, roll) +
    r(x0 + inset, slitY - 4 * u, width - 2 * inset, 84 * u, 40 * u, rollSides) +
    `<path d="M${n(x0 + 50 * u)} ${n(slitY)}L${n(x1 - 50 * u)} ${n(slitY)}" stroke="${v[2]}" stroke-width="${n(3 * u)}" stroke-opacity=".8"/>` +
    r(x0, slitY + 62 * u, width, 130 * u, 18 * u, face) +
    r(x0, slitY + 62 * u, width, 130 * u, 18 * u, faceSides) +
    `<path d="M${n(x0 + 14 * u)} ${n(slitY + 64 * u)}L${n(x1 - 14 * u)} ${n(slitY + 64 * u)}" stroke="#ffffff" stroke-opacity=".28" stroke-width="${n(2.5 * u)}"/>` +
    r(cx - 26 * u, slitY + 58 * u, 52 * u, 26 * u, 6 * u, gold);
  return { back, front };
}

/**
 * A velvet neck bust (the classic necklace display): a neck column cut flat
 * at the top, sloping into shoulders, lit from the upper left.
 */
export function neckBust(doc: SvgDoc, v: readonly [string, string, string], wallTone: Backdrop, withWall = true): string {
  const wall = doc.linear(
    [
      [0, wallTone.light],
      [0.7, wallTone.mid],
      [1, wallTone.edge],
    ],
    { x1: 0, y1: 0, x2: 0, y2: 1 },
  );
  const body = doc.radial(
    [
      [0, v[0]],
      [0.45, v[1]],
      [1, v[2]],
    ],
    { cx: 0.42, cy: 0.4, r: 0.75 },
  );
  const top = doc.radial(
    [
      [0, mix(v[0], '#ffffff', 0.15)],
      [1, v[1]],
    ],
    { cx: 0.4, cy: 0.4, r: 0.7 },
  );
  const d =
    'M330 140C334 200 336 240 330 268C322 305 260 330 170 352C80 375 40 430 26 560L16 800' +
    'L784 800L774 560C760 430 720 375 630 352C540 330 478 305 470 268C464 240 466 200 470 140Z';
  const clip = doc.clip(`<path d="${d}"/>`);
  // The neck's roundness: darker flanks, blurred so they melt into the chest.
  const neckShade = doc.linear([
    [0, v[2], 0.9],
    [0.3, v[2], 0],
    [0.7, v[2], 0],
    [1, v[2], 0.9],
  ]);
  return (
    (withWall ? `<rect width="800" height="800" fill="${wall}"/>` : '') +
    shadow(doc, 470, 600, 420, 300, 0.55) +
    `<path d="${d}" fill="${body}"/>` +
    `<g clip-path="${clip}"><rect x="300" y="120" width="200" height="200" fill="${neckShade}" filter="${doc.blur(14)}"/>` +
    `<ellipse cx="400" cy="372" rx="150" ry="40" fill="${v[2]}" opacity=".35" filter="${doc.blur(22)}"/></g>` +
    `<ellipse cx="400" cy="140" rx="70" ry="15" fill="${top}"/>` +
    `<path d="M170 352C80 375 40 430 26 560" fill="none" stroke="#ffffff" stroke-opacity=".1" stroke-width="8"/>`
  );
}

/**
 * A loose satin ribbon across the top or bottom of a lifestyle shot: a band
 * that narrows where it twists, with a sheen that flips at each twist.
 */
export function ribbon(doc: SvgDoc, seed: number, color: string, where?: 'top' | 'bottom'): string {
  const rand = rng(seed * 7 + 11);
  const top = where ? where === 'top' : rand() < 0.5;
  const y0 = top ? 50 + rand() * 50 : 690 + rand() * 50;
  const amp = 26 + rand() * 20,
    phase = rand() * Math.PI * 2,
    twist = 1.5 + rand();
  const centre = (t: number): [number, number] => [-40 + t * 880, y0 + amp * Math.sin(t * Math.PI * 2.2 + phase)];
  const width = (t: number) => 14 + 30 * Math.abs(Math.cos(t * Math.PI * twist + phase));
  const upper: string[] = [],
    lower: string[] = [];
  for (let i = 0; i <= 40; i++) {
    const t = i / 40;
    const [x, y] = centre(t);
    const [x2, y2] = centre(Math.min(1, t + 0.01));
    const len = Math.hypot(x2 - x, y2 - y) || 1;
    const nx = -(y2 - y) / len,
      ny = (x2 - x) / len;
    const w = width(t) / 2;
    upper.push(`${n(x + nx * w)} ${n(y + ny * w)}`);
    lower.unshift(`${n(x - nx * w)} ${n(y - ny * w)}`);
  }
  const d = `M${upper.join('L')}L${lower.join('L')}Z`;
  // Light and shade alternate along the length, as the satin turns.
  const stops: [number, string][] = [];
  for (let i = 0; i <= 8; i++) stops.push([i / 8, i % 2 ? mix(color, '#ffffff', 0.55) : mix(color, '#000000', 0.08)]);
  const satin = doc.linear(stops, { x1: 0, y1: 0, x2: 1, y2: 0 });
  const gloss = doc.linear(
    [
      [0, '#ffffff', 0],
      [0.45, '#ffffff', 0.45],
      [0.55, '#ffffff', 0.1],
      [1, '#ffffff', 0],
    ],
    { x1: 0, y1: 0, x2: 0, y2: 1 },
  );
  return (
    `<path d="${d}" fill="#3a3a3a" opacity=".12" transform="translate(8 14)" filter="${doc.blur(7)}"/>` +
    `<path d="${d}" fill="${satin}"/><path d="${d}" fill="${gloss}"/>`
  );
}
