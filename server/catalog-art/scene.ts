/**
 * Backdrops and props: studio paper sweeps, soft shadows, bokeh for close-ups,
 * a marble slab, velvet (ring box, cushion, neck bust) and small styling props.
 */
import { rng } from './math.ts';
import { mix, type Backdrop } from './palette.ts';
import { n, type SvgDoc } from './svg.ts';

/** A seamless studio sweep: lit in the middle, falling off to the corners. */
export function studio(doc: SvgDoc, w: number, h: number, b: Backdrop, light: { x?: number; y?: number } = {}): string {
  const base = doc.linear([[0, b.mid], [0.55, b.light], [1, b.mid]], { x1: 0, y1: 0, x2: 0, y2: 1 });
  const pool = doc.radial([[0, b.light, 1], [0.6, b.light, 0.5], [1, b.light, 0]], {
    cx: light.x ?? 0.5, cy: light.y ?? 0.45, r: 0.6,
  });
  const vignette = doc.radial([[0.55, b.edge, 0], [1, b.edge, 0.9]], { cx: 0.5, cy: 0.48, r: 0.75 });
  // The horizon of the paper sweep: a faint, very soft band two thirds down.
  const sweep = doc.linear([[0, b.edge, 0], [0.62, b.edge, 0], [0.7, b.edge, 0.22], [1, b.edge, 0.05]], { x1: 0, y1: 0, x2: 0, y2: 1 });
  return (
    `<rect width="${w}" height="${h}" fill="${base}"/>` +
    `<rect width="${w}" height="${h}" fill="${sweep}"/>` +
    `<rect width="${w}" height="${h}" fill="${pool}"/>` +
    `<rect width="${w}" height="${h}" fill="${vignette}"/>`
  );
}

/** A soft contact shadow: two stacked radial falloffs (wide ambient + tight core). */
export function shadow(doc: SvgDoc, cx: number, cy: number, rx: number, ry: number, strength = 1, tint = '#4a3a2c'): string {
  const soft = doc.radial([[0, tint, 0.34 * strength], [0.55, tint, 0.14 * strength], [1, tint, 0]]);
  const core = doc.radial([[0, tint, 0.42 * strength], [0.6, tint, 0.12 * strength], [1, tint, 0]]);
  return (
    `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${soft}"/>` +
    `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx * 0.55)}" ry="${n(ry * 0.42)}" fill="${core}"/>`
  );
}

/** Out-of-focus highlights for close-ups: soft discs of light in the stone's colour. */
export function bokeh(doc: SvgDoc, w: number, h: number, seed: number, colors: readonly string[], base: readonly [string, string]): string {
  const rand = rng(seed * 31 + 5);
  const bg = doc.radial([[0, base[0]], [1, base[1]]], { cx: 0.5, cy: 0.45, r: 0.8 });
  let out = `<rect width="${w}" height="${h}" fill="${bg}"/>`;
  for (let i = 0; i < 14; i++) {
    const color = colors[i % colors.length]!;
    const disc = doc.radial([[0, color, 0.5], [0.8, color, 0.32], [0.95, color, 0.45], [1, color, 0]]);
    const r = (30 + rand() * 70) * (w / 800);
    out += `<circle cx="${n(rand() * w)}" cy="${n(rand() * h)}" r="${n(r)}" fill="${disc}" opacity="${(0.25 + rand() * 0.45).toFixed(2)}"/>`;
  }
  return out;
}

/** White Carrara marble: a cool base, cloudy patches and thin grey veins. */
export function marble(doc: SvgDoc, w: number, h: number, seed: number, warm = false): string {
  const rand = rng(seed * 17 + 3);
  const base = warm ? ['#fbf8f4', '#efe9e1'] : ['#fafafa', '#e9eaec'];
  const bg = doc.linear([[0, base[0]!], [1, base[1]!]], { x1: 0, y1: 0, x2: 1, y2: 1 });
  let out = `<rect width="${w}" height="${h}" fill="${bg}"/>`;
  const cloud = doc.radial([[0, '#c9cbd0', 0.35], [1, '#c9cbd0', 0]]);
  for (let i = 0; i < 5; i++)
    out += `<ellipse cx="${n(rand() * w)}" cy="${n(rand() * h)}" rx="${n(w * (0.2 + rand() * 0.3))}" ry="${n(h * (0.06 + rand() * 0.1))}" transform="rotate(${n(-30 + rand() * 20)} ${n(w / 2)} ${n(h / 2)})" fill="${cloud}"/>`;
  let veins = '';
  for (let i = 0; i < 7; i++) {
    let x = rand() * w * 1.2 - w * 0.1, y = rand() < 0.5 ? -20 : rand() * h;
    let d = `M${n(x)} ${n(y)}`;
    const dir = 0.45 + rand() * 0.5;
    for (let k = 0; k < 6; k++) {
      const nx = x + w * 0.18 * Math.cos(dir) + (rand() - 0.5) * 60;
      const ny = y + h * 0.18 * Math.sin(dir) + (rand() - 0.5) * 60;
      d += `Q${n((x + nx) / 2 + (rand() - 0.5) * 50)} ${n((y + ny) / 2 + (rand() - 0.5) * 50)} ${n(nx)} ${n(ny)}`;
      x = nx; y = ny;
    }
    const width = (0.6 + rand() * 2.2) * (w / 800);
    veins += `<path d="${d}" fill="none" stroke="${i % 3 ? '#9fa3ab' : '#b9a98f'}" stroke-width="${n(width)}" stroke-opacity="${(0.25 + rand() * 0.35).toFixed(2)}"/>`;
  }
  out += `<g filter="${doc.blur(1.2)}">${veins}</g>`;
  // A sheen from the window light.
  const sheen = doc.linear([[0, '#ffffff', 0], [0.45, '#ffffff', 0.45], [0.6, '#ffffff', 0]], { x1: 0, y1: 0, x2: 1, y2: 0.6 });
  return out + `<rect width="${w}" height="${h}" fill="${sheen}"/>`;
}

/** Velvet shading: a radial gradient from the lit nap to deep shadow. */
export function velvet(doc: SvgDoc, v: readonly [string, string, string], cx = 0.4, cy = 0.35): string {
  return doc.radial([[0, v[0]], [0.55, v[1]], [1, v[2]]], { cx, cy, r: 0.85 });
}

/**
 * An open ring box seen from the front: lid with satin lining behind, velvet
 * body, and a cushion with a slit. Returns the parts behind and in front of the ring.
 */
export function ringBox(doc: SvgDoc, v: readonly [string, string, string], cx: number, slitY: number, width: number): { back: string; front: string } {
  const x0 = cx - width / 2, x1 = cx + width / 2;
  const lidTop = slitY - width * 0.78;
  const satin = doc.linear([[0, mix(v[0], '#ffffff', 0.55)], [0.45, mix(v[0], '#ffffff', 0.25)], [1, v[1]]], { x1: 0, y1: 0, x2: 0, y2: 1 });
  const lid = velvet(doc, v, 0.5, 0.2);
  const body = doc.linear([[0, v[1]], [0.35, v[0]], [1, v[2]]], { x1: 0, y1: 0, x2: 0, y2: 1 });
  const cushionBack = doc.linear([[0, v[2]], [0.5, v[1]], [1, v[0]]], { x1: 0, y1: 0, x2: 0, y2: 1 });
  const cushionFront = doc.linear([[0, mix(v[0], '#ffffff', 0.12)], [0.3, v[0]], [0.75, v[1]], [1, v[2]]], { x1: 0, y1: 0, x2: 0, y2: 1 });
  const rim = doc.linear([[0, '#ffffff', 0.35], [1, '#ffffff', 0]], { x1: 0, y1: 0, x2: 0, y2: 1 });
  const r = width * 0.07;
  const back =
    // Lid (standing up behind) with its satin lining.
    `<rect x="${n(x0)}" y="${n(lidTop)}" width="${n(width)}" height="${n(width * 0.74)}" rx="${n(r)}" fill="${lid}"/>` +
    `<rect x="${n(x0 + width * 0.06)}" y="${n(lidTop + width * 0.06)}" width="${n(width * 0.88)}" height="${n(width * 0.6)}" rx="${n(r * 0.6)}" fill="${satin}"/>` +
    // Box body and the back roll of the cushion.
    `<rect x="${n(x0)}" y="${n(slitY - width * 0.1)}" width="${n(width)}" height="${n(width * 0.56)}" rx="${n(r)}" fill="${body}"/>` +
    `<rect x="${n(x0 + width * 0.06)}" y="${n(slitY - width * 0.07)}" width="${n(width * 0.88)}" height="${n(width * 0.12)}" rx="${n(width * 0.05)}" fill="${cushionBack}"/>`;
  const front =
    `<rect x="${n(x0 + width * 0.06)}" y="${n(slitY - width * 0.005)}" width="${n(width * 0.88)}" height="${n(width * 0.2)}" rx="${n(width * 0.08)}" fill="${cushionFront}"/>` +
    `<rect x="${n(x0)}" y="${n(slitY + width * 0.2)}" width="${n(width)}" height="${n(width * 0.26)}" rx="${n(r)}" fill="${body}"/>` +
    `<rect x="${n(x0)}" y="${n(slitY + width * 0.2)}" width="${n(width)}" height="${n(width * 0.05)}" fill="${rim}"/>`;
  return { back, front };
}
