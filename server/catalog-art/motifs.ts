/**
 * Decorative motifs for the theme and occasion tiles: leaves, flowers,
 * hearts, stars, moon, waves, shell, filigree, feathers, gift box, baubles,
 * pumpkin, eggs... Each is a small function returning SVG markup, drawn with
 * soft gradients and fine gilded lines so they sit well next to the jewellery.
 */
import { rng } from './math.ts';
import { mix } from './palette.ts';
import { n, type SvgDoc } from './svg.ts';

/** The champagne gold used for line accents, independent of the piece's metal. */
const GILT = { deep: '#8f6a2a', mid: '#c9a45a', light: '#ecd49a', shine: '#fff3d1' };

export function gilt(doc: SvgDoc): string {
  return doc.linear(
    [
      [0, GILT.deep],
      [0.3, GILT.light],
      [0.5, GILT.mid],
      [0.75, GILT.shine],
      [1, GILT.mid],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  );
}

const tf = (x: number, y: number, rot = 0, s = 1) =>
  `transform="translate(${n(x)} ${n(y)})${rot ? ` rotate(${n(rot)})` : ''}${s !== 1 ? ` scale(${+s.toFixed(3)})` : ''}"`;

/** A soft two-tone backdrop: a radial glow over a vertical wash. */
export function wash(doc: SvgDoc, w: number, h: number, top: string, bottom: string, glow: string, gx = 0.5, gy = 0.4): string {
  const base = doc.linear(
    [
      [0, top],
      [1, bottom],
    ],
    { x1: 0, y1: 0, x2: 0, y2: 1 },
  );
  const g = doc.radial(
    [
      [0, glow, 0.85],
      [1, glow, 0],
    ],
    { cx: gx, cy: gy, r: 0.65 },
  );
  return `<rect width="${w}" height="${h}" fill="${base}"/><rect width="${w}" height="${h}" fill="${g}"/>`;
}

/** A leaf: pointed oval with a midrib; length along +x before rotation. */
export function leaf(doc: SvgDoc, x: number, y: number, len: number, rot: number, color: string): string {
  const g = doc.linear(
    [
      [0, mix(color, '#ffffff', 0.25)],
      [1, mix(color, '#000000', 0.2)],
    ],
    { x1: 0, y1: 0, x2: 0, y2: 1 },
  );
  const w = len * 0.38;
  return (
    `<g ${tf(x, y, rot)}><path d="M0 0C${n(len * 0.3)} ${n(-w)} ${n(len * 0.75)} ${n(-w * 0.8)} ${n(len)} 0C${n(len * 0.75)} ${n(w * 0.8)} ${n(len * 0.3)} ${n(w)} 0 0Z" fill="${g}"/>` +
    `<path d="M0 0L${n(len * 0.92)} 0" stroke="${mix(color, '#ffffff', 0.45)}" stroke-width="${n(Math.max(0.8, len * 0.02))}" stroke-opacity=".7"/></g>`
  );
}

/** A sprig: a curved stem with alternating leaves (eucalyptus / olive). */
export function sprig(doc: SvgDoc, x: number, y: number, len: number, rot: number, color: string, leaves = 7): string {
  let out = `<g ${tf(x, y, rot)}><path d="M0 0Q${n(len * 0.5)} ${n(-len * 0.12)} ${n(len)} 0" fill="none" stroke="${mix(color, '#000000', 0.25)}" stroke-width="${n(len * 0.012 + 0.8)}"/>`;
  for (let i = 0; i < leaves; i++) {
    const t = (i + 0.6) / (leaves + 0.2);
    const px = len * t,
      py = -len * 0.12 * 4 * t * (1 - t) * 0.5;
    const side = i % 2 ? 1 : -1;
    out += leaf(doc, px, py, len * (0.26 - t * 0.1), side * (40 - t * 10) - 10, mix(color, '#ffffff', (i % 3) * 0.08));
  }
  return out + '</g>';
}

/** A flower: rounded petals around a centre. */
export function flower(doc: SvgDoc, x: number, y: number, r: number, petals: number, color: string, center: string, rot = 0): string {
  const g = doc.radial(
    [
      [0, mix(color, '#ffffff', 0.5)],
      [0.7, color],
      [1, mix(color, '#000000', 0.12)],
    ],
    { cx: 0.2, cy: 0.5, r: 0.9 },
  );
  let out = `<g ${tf(x, y, rot)}>`;
  for (let i = 0; i < petals; i++)
    out += `<ellipse cx="${n(r * 0.55)}" rx="${n(r * 0.55)}" ry="${n(r * 0.32)}" transform="rotate(${n((i * 360) / petals)})" fill="${g}"/>`;
  const c = doc.radial(
    [
      [0, mix(center, '#ffffff', 0.4)],
      [1, center],
    ],
    { cx: 0.4, cy: 0.4, r: 0.7 },
  );
  return out + `<circle r="${n(r * 0.24)}" fill="${c}"/></g>`;
}

/** A rose seen from above: spiralling petal arcs. */
export function rose(doc: SvgDoc, x: number, y: number, r: number, color: string): string {
  const g = doc.radial(
    [
      [0, mix(color, '#000000', 0.25)],
      [0.5, color],
      [1, mix(color, '#ffffff', 0.3)],
    ],
    { cx: 0.5, cy: 0.5, r: 0.55 },
  );
  let out = `<g ${tf(x, y)}><circle r="${n(r)}" fill="${g}"/>`;
  for (let i = 0; i < 9; i++) {
    const rr = r * (0.95 - i * 0.1);
    const a0 = i * 97;
    out += `<path d="M${n(rr)} 0A${n(rr)} ${n(rr)} 0 0 1 ${n(-rr * 0.5)} ${n(rr * 0.87)}" transform="rotate(${a0})" fill="none" stroke="${mix(color, '#000000', 0.3)}" stroke-opacity=".45" stroke-width="${n(r * 0.05)}" stroke-linecap="round"/>`;
  }
  return out + '</g>';
}

/** A heart with a soft sheen. */
export function heart(doc: SvgDoc, x: number, y: number, size: number, color: string, rot = 0, opacity = 1): string {
  const g = doc.radial(
    [
      [0, mix(color, '#ffffff', 0.45)],
      [0.6, color],
      [1, mix(color, '#000000', 0.18)],
    ],
    { cx: 0.35, cy: 0.3, r: 0.8 },
  );
  return `<path ${tf(x, y, rot, size)} d="M0 .95C-.12 .82-1 .3-1-.28C-1-.72-.66-.96-.34-.96C-.15-.96-.03-.86 0-.68C.03-.86 .15-.96 .34-.96C.66-.96 1-.72 1-.28C1 .3 .12 .82 0 .95Z" fill="${g}"${opacity < 1 ? ` opacity="${opacity}"` : ''}/>`;
}

/** A five-pointed star. */
export function star(x: number, y: number, r: number, fill: string, rot = 0): string {
  let d = '';
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 ? r * 0.45 : r;
    d += `${i ? 'L' : 'M'}${n(rr * Math.cos(a))} ${n(rr * Math.sin(a))}`;
  }
  return `<path ${tf(x, y, rot)} d="${d}Z" fill="${fill}"/>`;
}

/** A four-pointed twinkle (drawn, not a symbol, so it works at any size). */
function twinkle(x: number, y: number, r: number, color = '#ffffff', opacity = 1): string {
  const k = r * 0.14;
  return `<path d="M${n(x)} ${n(y - r)}L${n(x + k)} ${n(y - k)}L${n(x + r)} ${n(y)}L${n(x + k)} ${n(y + k)}L${n(x)} ${n(y + r)}L${n(x - k)} ${n(y + k)}L${n(x - r)} ${n(y)}L${n(x - k)} ${n(y - k)}Z" fill="${color}"${opacity < 1 ? ` opacity="${opacity}"` : ''}/>`;
}

/** Scattered twinkles and dots over an area. */
export function sparkles(x: number, y: number, w: number, h: number, count: number, seed: number, color = '#ffffff'): string {
  const rand = rng(seed * 53 + 9);
  let out = '';
  for (let i = 0; i < count; i++) {
    const px = x + rand() * w,
      py = y + rand() * h;
    out +=
      i % 3 === 0
        ? twinkle(px, py, 6 + rand() * 12, color, 0.5 + rand() * 0.5)
        : `<circle cx="${n(px)}" cy="${n(py)}" r="${n(1 + rand() * 2.2)}" fill="${color}" opacity="${(0.35 + rand() * 0.5).toFixed(2)}"/>`;
  }
  return out;
}

/** A crescent moon with a gilded gradient. */
export function crescent(doc: SvgDoc, x: number, y: number, r: number, fill?: string): string {
  const g =
    fill ??
    doc.linear(
      [
        [0, GILT.shine],
        [0.5, GILT.light],
        [1, GILT.mid],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    );
  return `<path ${tf(x, y, -20, r)} d="M.31-.95A1 1 0 1 0 .31 .95A.8 .8 0 1 1 .31-.95Z" fill="${g}"/>`;
}

/** Layered waves across the bottom of a tile. */
export function waves(doc: SvgDoc, w: number, y: number, colors: readonly string[]): string {
  let out = '';
  colors.forEach((c, i) => {
    const yy = y + i * 38;
    const amp = 16 - i * 2;
    const g = doc.linear(
      [
        [0, mix(c, '#ffffff', 0.3)],
        [1, c],
      ],
      { x1: 0, y1: 0, x2: 0, y2: 1 },
    );
    let d = `M0 ${n(yy)}`;
    const step = w / 4;
    for (let k = 0; k < 4; k++) d += `q${n(step / 2)} ${n(k % 2 ? amp : -amp)} ${n(step)} 0`;
    d += `V${n(yy + 400)}H0Z`;
    out += `<path d="${d}" fill="${g}"/><path d="${d.split('V')[0]}" fill="none" stroke="#ffffff" stroke-opacity=".55" stroke-width="2"/>`;
  });
  return out;
}

/** A scallop shell: a fan of ribs with a hinge. */
export function shell(doc: SvgDoc, x: number, y: number, size: number, color: string, rot = 0): string {
  const g = doc.radial(
    [
      [0, mix(color, '#ffffff', 0.6)],
      [0.7, color],
      [1, mix(color, '#000000', 0.15)],
    ],
    { cx: 0.5, cy: 0.9, r: 0.95 },
  );
  let d = 'M0 0';
  const ribs = 9;
  for (let i = 0; i <= ribs; i++) {
    const a = Math.PI * (1.1 + (0.8 * i) / ribs);
    const px = Math.cos(a),
      py = Math.sin(a);
    d += i === 0 ? `L${n(px)} ${n(py)}` : `A.17 .17 0 0 1 ${n(px)} ${n(py)}`;
  }
  d += 'Z';
  let lines = '';
  for (let i = 1; i < ribs; i++) {
    const a = Math.PI * (1.1 + (0.8 * i) / ribs);
    lines += `<path d="M0 0L${n(Math.cos(a) * 0.95)} ${n(Math.sin(a) * 0.95)}" stroke="${mix(color, '#000000', 0.2)}" stroke-opacity=".35" stroke-width=".02"/>`;
  }
  return `<g ${tf(x, y, rot, size)}><path d="${d}" fill="${g}"/>${lines}<path d="M-.22 .02L.22 .02L.14 .16L-.14 .16Z" fill="${mix(color, '#000000', 0.1)}"/></g>`;
}

/** A symmetric gilded filigree scroll (vintage ornament). */
export function filigree(doc: SvgDoc, x: number, y: number, size: number, rot = 0, opacity = 1): string {
  const g = gilt(doc);
  const half =
    'M0 0C.2-.05 .35-.25 .3-.42C.25-.58 .05-.56 .06-.42C.07-.32 .2-.32 .2-.4M0 0C.3 .02 .55-.1 .7-.05C.88 .02 .9 .2 .78 .24C.68 .28 .6 .18 .68 .12M.3-.42C.45-.6 .7-.62 .85-.5';
  const body = `<path d="${half}" fill="none" stroke="${g}" stroke-width=".035" stroke-linecap="round"/>`;
  return (
    `<g ${tf(x, y, rot, size)}${opacity < 1 ? ` opacity="${opacity}"` : ''}>${body}<g transform="scale(-1 1)">${body}</g>` +
    `<circle r=".05" fill="${g}"/><circle cy="-.62" r=".03" fill="${g}"/></g>`
  );
}

/** A feather: a curved shaft with soft vanes. */
export function feather(doc: SvgDoc, x: number, y: number, len: number, rot: number, color: string): string {
  const g = doc.linear(
    [
      [0, mix(color, '#ffffff', 0.45)],
      [0.5, color],
      [1, mix(color, '#000000', 0.15)],
    ],
    { x1: 0, y1: 0, x2: 0, y2: 1 },
  );
  let barbs = '';
  for (let i = 1; i < 12; i++) {
    const t = i / 12;
    barbs += `<path d="M${n(t)} 0l${n(0.08)} ${n(-0.16 * Math.sin(Math.PI * t) - 0.02)}M${n(t)} 0l${n(0.08)} ${n(0.16 * Math.sin(Math.PI * t) + 0.02)}" stroke="${mix(color, '#000000', 0.2)}" stroke-opacity=".35" stroke-width=".008"/>`;
  }
  return (
    `<g ${tf(x, y, rot, len)}><path d="M.05 0C.2-.2 .75-.22 1.02 0C.75 .2 .2 .22 .05 0Z" fill="${g}"/>${barbs}` +
    `<path d="M-.12 0L1 0" stroke="${mix(color, '#000000', 0.35)}" stroke-width=".012"/></g>`
  );
}

/** A silk tassel hanging from (x, y). */
export function tassel(doc: SvgDoc, x: number, y: number, len: number, color: string): string {
  const g = doc.linear([
    [0, mix(color, '#000000', 0.2)],
    [0.5, mix(color, '#ffffff', 0.2)],
    [1, mix(color, '#000000', 0.2)],
  ]);
  let strands = '';
  for (let i = -4; i <= 4; i++)
    strands += `<path d="M${n(i * 0.025)} .25Q${n(i * 0.05)} .6 ${n(i * 0.07)} 1" stroke="${mix(color, '#000000', 0.25)}" stroke-opacity=".4" stroke-width=".01" fill="none"/>`;
  return (
    `<g ${tf(x, y, 0, len)}><path d="M-.08 .18Q-.2 .6-.22 1L.22 1Q.2 .6 .08 .18Z" fill="${g}"/>${strands}` +
    `<circle cy=".12" r=".1" fill="${gilt(doc)}"/><rect x="-.1" y=".2" width=".2" height=".05" fill="${gilt(doc)}"/></g>`
  );
}

/** A gift box with a satin bow. */
export function giftBox(doc: SvgDoc, x: number, y: number, w: number, color: string, ribbon: string): string {
  const h = w * 0.8;
  const body = doc.linear(
    [
      [0, mix(color, '#ffffff', 0.15)],
      [1, mix(color, '#000000', 0.2)],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  );
  const lid = doc.linear(
    [
      [0, mix(color, '#ffffff', 0.3)],
      [1, color],
    ],
    { x1: 0, y1: 0, x2: 0, y2: 1 },
  );
  const rb = doc.linear([
    [0, mix(ribbon, '#000000', 0.15)],
    [0.5, mix(ribbon, '#ffffff', 0.35)],
    [1, mix(ribbon, '#000000', 0.15)],
  ]);
  const loop = (dir: number) =>
    `<path d="M0 0C${n(dir * w * 0.1)} ${n(-w * 0.32)} ${n(dir * w * 0.42)} ${n(-w * 0.3)} ${n(dir * w * 0.3)} ${n(-w * 0.05)}Z" fill="${rb}"/>`;
  return (
    `<g ${tf(x, y)}>` +
    `<rect x="${n(-w / 2)}" y="0" width="${n(w)}" height="${n(h)}" rx="4" fill="${body}"/>` +
    `<rect x="${n(-w * 0.55)}" y="${n(-w * 0.12)}" width="${n(w * 1.1)}" height="${n(w * 0.16)}" rx="4" fill="${lid}"/>` +
    `<rect x="${n(-w * 0.07)}" y="${n(-w * 0.12)}" width="${n(w * 0.14)}" height="${n(h + w * 0.12)}" fill="${rb}"/>` +
    `<g transform="translate(0 ${n(-w * 0.12)})">${loop(-1)}${loop(1)}<circle r="${n(w * 0.06)}" fill="${rb}"/></g></g>`
  );
}

/** A glass bauble on a thin thread. */
export function bauble(doc: SvgDoc, x: number, y: number, r: number, color: string, thread = 60): string {
  const g = doc.radial(
    [
      [0, mix(color, '#ffffff', 0.7)],
      [0.35, mix(color, '#ffffff', 0.15)],
      [0.8, color],
      [1, mix(color, '#000000', 0.35)],
    ],
    { cx: 0.35, cy: 0.3, r: 0.8 },
  );
  return (
    `<path d="M${n(x)} ${n(y - r - thread)}V${n(y - r)}" stroke="${GILT.mid}" stroke-width="1.2"/>` +
    `<rect x="${n(x - r * 0.22)}" y="${n(y - r - r * 0.22)}" width="${n(r * 0.44)}" height="${n(r * 0.26)}" rx="2" fill="${gilt(doc)}"/>` +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${g}"/>` +
    `<ellipse cx="${n(x - r * 0.35)}" cy="${n(y - r * 0.4)}" rx="${n(r * 0.22)}" ry="${n(r * 0.12)}" transform="rotate(-35 ${n(x - r * 0.35)} ${n(y - r * 0.4)})" fill="#fff" opacity=".7"/>`
  );
}

/** A stylised fir tree of stacked tiers. */
export function firTree(doc: SvgDoc, x: number, y: number, h: number, color: string): string {
  const g = doc.linear(
    [
      [0, mix(color, '#ffffff', 0.2)],
      [1, mix(color, '#000000', 0.25)],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  );
  let out = `<rect x="${n(x - h * 0.04)}" y="${n(y + h * 0.9)}" width="${n(h * 0.08)}" height="${n(h * 0.12)}" fill="#6b4a32"/>`;
  for (let i = 0; i < 4; i++) {
    const top = y + i * h * 0.2,
      bottom = y + h * (0.35 + i * 0.19),
      half = h * (0.16 + i * 0.08);
    out += `<path d="M${n(x)} ${n(top)}Q${n(x - half * 0.4)} ${n((top + bottom) / 2)} ${n(x - half)} ${n(bottom)}Q${n(x)} ${n(bottom + h * 0.04)} ${n(x + half)} ${n(bottom)}Q${n(x + half * 0.4)} ${n((top + bottom) / 2)} ${n(x)} ${n(top)}Z" fill="${g}"/>`;
  }
  return out + star(x, y - h * 0.02, h * 0.07, gilt(doc));
}

/** An elegant ribbed pumpkin. */
export function pumpkin(doc: SvgDoc, x: number, y: number, r: number, color: string): string {
  const g = doc.radial(
    [
      [0, mix(color, '#ffffff', 0.35)],
      [0.7, color],
      [1, mix(color, '#000000', 0.3)],
    ],
    { cx: 0.4, cy: 0.35, r: 0.8 },
  );
  let out = `<g ${tf(x, y)}>`;
  for (const [dx, rx] of [
    [-0.55, 0.5],
    [0.55, 0.5],
    [-0.28, 0.5],
    [0.28, 0.5],
    [0, 0.5],
  ] as const)
    out += `<ellipse cx="${n(dx * r)}" rx="${n(rx * r)}" ry="${n(r * 0.78)}" fill="${g}" stroke="${mix(color, '#000000', 0.25)}" stroke-opacity=".35" stroke-width="1.5"/>`;
  out += `<path d="M0 ${n(-r * 0.7)}C${n(r * 0.02)} ${n(-r * 0.95)} ${n(r * 0.12)} ${n(-r * 1.05)} ${n(r * 0.2)} ${n(-r * 1.08)}" stroke="#5b6b3a" stroke-width="${n(r * 0.1)}" stroke-linecap="round" fill="none"/>`;
  out += `<path d="M${n(r * 0.1)} ${n(-r * 0.9)}C${n(r * 0.4)} ${n(-r * 1.2)} ${n(r * 0.7)} ${n(-r * 0.9)} ${n(r * 0.55)} ${n(-r * 0.75)}" stroke="${GILT.mid}" stroke-width="2" fill="none"/>`;
  return out + '</g>';
}

/** A bat silhouette. */
export function bat(x: number, y: number, s: number, color: string): string {
  return `<path ${tf(x, y, 0, s)} d="M0-.1C.1-.3 .25-.1 .3-.05C.5-.35 .8-.3 1-.2C.85-.1 .8 0 .82 .12C.7 .02 .6 .05 .55 .15C.45 .05 .35 .05 .3 .12C.2 .05 .1 .1 0 .2C-.1 .1-.2 .05-.3 .12C-.35 .05-.45 .05-.55 .15C-.6 .05-.7 .02-.82 .12C-.8 0-.85-.1-1-.2C-.8-.3-.5-.35-.3-.05C-.25-.1-.1-.3 0-.1Z" fill="${color}"/>`;
}

/** A decorated egg. */
export function egg(doc: SvgDoc, x: number, y: number, h: number, color: string, band: string, rot = 0): string {
  const g = doc.radial(
    [
      [0, mix(color, '#ffffff', 0.5)],
      [0.7, color],
      [1, mix(color, '#000000', 0.15)],
    ],
    { cx: 0.38, cy: 0.35, r: 0.8 },
  );
  const d = 'M0-1C.45-1 .72-.25 .72 .22C.72 .7 .4 1 0 1C-.4 1-.72 .7-.72 .22C-.72-.25-.45-1 0-1Z';
  return (
    `<g ${tf(x, y, rot, h / 2)}><path d="${d}" fill="${g}"/>` +
    `<path d="M-.7 .12Q0 .3 .7 .12" fill="none" stroke="${band}" stroke-width=".09"/>` +
    `<path d="M-.62-.28Q0-.12 .62-.28" fill="none" stroke="${band}" stroke-width=".04" stroke-dasharray=".06 .08"/></g>`
  );
}

/** A tulip on a stem. */
export function tulip(doc: SvgDoc, x: number, y: number, h: number, color: string, rot = 0): string {
  const g = doc.linear(
    [
      [0, mix(color, '#ffffff', 0.35)],
      [1, mix(color, '#000000', 0.15)],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  );
  const stem = '#6f8b5e';
  return (
    `<g ${tf(x, y, rot, h)}><path d="M0 0Q.04-.45 0-.75" stroke="${stem}" stroke-width=".025" fill="none"/>` +
    `<path d="M0-.2C.2-.35 .25-.55 .2-.65C.12-.5 .05-.35 0-.2Z" fill="${stem}"/>` +
    `<path d="M-.12-.95C-.15-.82-.12-.72 0-.7C.12-.72 .15-.82 .12-.95L.06-.88L0-.98L-.06-.88Z" fill="${g}"/></g>`
  );
}

/** A butterfly (freedom, new beginnings). */
export function butterfly(doc: SvgDoc, x: number, y: number, s: number, color: string, rot = 0): string {
  const g = doc.radial(
    [
      [0, mix(color, '#ffffff', 0.55)],
      [1, color],
    ],
    { cx: 0.3, cy: 0.4, r: 0.8 },
  );
  const wing = `<path d="M0 0C.2-.6 .9-.7 .85-.2C.8 .05 .3 .05 0 0ZM0 0C.3 .1 .7 .2 .55 .5C.4 .7 .1 .4 0 0Z" fill="${g}"/>`;
  return (
    `<g ${tf(x, y, rot, s)}>${wing}<g transform="scale(-1 1)">${wing}</g>` +
    `<path d="M0-.15L0 .35" stroke="${mix(color, '#000000', 0.5)}" stroke-width=".06" stroke-linecap="round"/>` +
    `<path d="M0-.15Q-.1-.35-.2-.4M0-.15Q.1-.35 .2-.4" stroke="${mix(color, '#000000', 0.5)}" stroke-width=".02" fill="none"/></g>`
  );
}

/** A little house drawn in fine gilded line. */
export function houseLine(doc: SvgDoc, x: number, y: number, s: number): string {
  const g = gilt(doc);
  return `<g ${tf(x, y, 0, s)} fill="none" stroke="${g}" stroke-width=".025" stroke-linejoin="round"><path d="M-.8 0L0-.7L.8 0M-.62-.16V.7H.62V-.16"/><path d="M-.15 .7V.25H.15V.7"/><rect x=".25" y=".05" width=".22" height=".22"/><path d="M.4-.42V-.65H.55V-.3"/></g>`;
}

/** A key, for a new home. */
export function keyShape(doc: SvgDoc, x: number, y: number, s: number, rot = 0): string {
  const g = gilt(doc);
  return `<g ${tf(x, y, rot, s)}><circle r=".28" fill="none" stroke="${g}" stroke-width=".1"/><path d="M.26 0H1.1M.85 0V.22M1.02 0V.16" stroke="${g}" stroke-width=".1" fill="none"/></g>`;
}

/** A wheat ear on its stalk. */
export function wheat(doc: SvgDoc, x: number, y: number, h: number, rot = 0): string {
  const g = doc.linear(
    [
      [0, '#f2d08b'],
      [1, '#b8873a'],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  );
  let grains = '';
  for (let i = 0; i < 6; i++) {
    const yy = -0.55 - i * 0.07;
    grains += `<ellipse cx="-.04" cy="${n(yy)}" rx=".025" ry=".05" transform="rotate(-25 -.04 ${n(yy)})" fill="${g}"/><ellipse cx=".04" cy="${n(yy)}" rx=".025" ry=".05" transform="rotate(25 .04 ${n(yy)})" fill="${g}"/>`;
  }
  return `<g ${tf(x, y, rot, h)}><path d="M0 0Q.03-.4 0-.95" stroke="#b8873a" stroke-width=".015" fill="none"/>${grains}</g>`;
}

/** A maple leaf, for autumn. */
export function mapleLeaf(doc: SvgDoc, x: number, y: number, s: number, color: string, rot = 0): string {
  const g = doc.linear(
    [
      [0, mix(color, '#ffffff', 0.25)],
      [1, mix(color, '#000000', 0.2)],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  );
  const d =
    'M0-1L.12-.62L.38-.72L.3-.35L.7-.45L.6-.22L.9-.05L.5 .1L.58 .32L.18 .22L.04 .45V.75H-.04V.45L-.18 .22L-.58 .32L-.5 .1L-.9-.05L-.6-.22L-.7-.45L-.3-.35L-.38-.72L-.12-.62Z';
  return `<path ${tf(x, y, rot, s)} d="${d}" fill="${g}"/>`;
}

/** A pair of linked rings drawn as gilded line (wedding, anniversary). */
export function linkedRings(doc: SvgDoc, x: number, y: number, r: number): string {
  const g = gilt(doc);
  return `<g fill="none" stroke="${g}" stroke-width="${n(r * 0.09)}"><circle cx="${n(x - r * 0.45)}" cy="${n(y)}" r="${n(r)}"/><circle cx="${n(x + r * 0.45)}" cy="${n(y)}" r="${n(r)}"/></g>`;
}

/** The zodiac wheel: rings, twelve divisions and a few constellations. */
export function zodiacWheel(doc: SvgDoc, x: number, y: number, r: number, seed: number): string {
  const g = gilt(doc);
  let out = `<g fill="none" stroke="${g}">`;
  out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" stroke-width="2"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.8)}" stroke-width="1"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.35)}" stroke-width="1" stroke-dasharray="2 5"/>`;
  for (let i = 0; i < 12; i++) {
    const a = (i * Math.PI) / 6;
    out += `<path d="M${n(x + Math.cos(a) * r * 0.8)} ${n(y + Math.sin(a) * r * 0.8)}L${n(x + Math.cos(a) * r)} ${n(y + Math.sin(a) * r)}" stroke-width="1.5"/>`;
  }
  out += '</g>';
  const rand = rng(seed);
  for (let i = 0; i < 12; i++) {
    const a = ((i + 0.5) * Math.PI) / 6;
    const cx = x + Math.cos(a) * r * 0.9,
      cy = y + Math.sin(a) * r * 0.9;
    out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.02)}" fill="${GILT.light}"/>`;
    // A small constellation inside the wheel.
    if (i % 3 === 0) {
      const pts: [number, number][] = [];
      const bx = x + Math.cos(a) * r * 0.58,
        by = y + Math.sin(a) * r * 0.58;
      for (let k = 0; k < 4; k++) pts.push([bx + (rand() - 0.5) * r * 0.3, by + (rand() - 0.5) * r * 0.3]);
      out += `<path d="M${pts.map((p) => `${n(p[0])} ${n(p[1])}`).join('L')}" stroke="${GILT.light}" stroke-opacity=".6" stroke-width="1" fill="none"/>`;
      out += pts.map((p) => `<circle cx="${n(p[0])}" cy="${n(p[1])}" r="2.6" fill="#fff"/>`).join('');
    }
  }
  return out;
}

/** Minimal geometry: thin arcs and lines. */
export function fineLines(w: number, h: number, color: string): string {
  return (
    `<g fill="none" stroke="${color}" stroke-width="1.2" stroke-opacity=".55">` +
    `<circle cx="${n(w * 0.72)}" cy="${n(h * 0.3)}" r="${n(w * 0.22)}"/>` +
    `<path d="M${n(w * 0.08)} ${n(h * 0.82)}H${n(w * 0.92)}"/>` +
    `<path d="M${n(w * 0.2)} ${n(h * 0.1)}V${n(h * 0.6)}"/>` +
    `<path d="M${n(w * 0.1)} ${n(h * 0.9)}A${n(w * 0.5)} ${n(w * 0.5)} 0 0 1 ${n(w * 0.6)} ${n(h * 0.4)}"/></g>`
  );
}

/** A sunset horizon (retirement: a golden new horizon). */
export function sunset(doc: SvgDoc, w: number, h: number, y: number): string {
  const sky = doc.linear(
    [
      [0, '#f6d7c3'],
      [0.6, '#f9e6cf'],
      [1, '#fdf3e3'],
    ],
    { x1: 0, y1: 0, x2: 0, y2: 1 },
  );
  const sun = doc.radial([
    [0, '#fff4d6'],
    [0.6, '#f7c98b'],
    [1, '#f2a76a', 0],
  ]);
  const sea = doc.linear(
    [
      [0, '#e9c2a4'],
      [1, '#d9a98c'],
    ],
    { x1: 0, y1: 0, x2: 0, y2: 1 },
  );
  let lines = '';
  for (let i = 0; i < 5; i++)
    lines += `<path d="M${n(w * 0.3 + i * 12)} ${n(y + 20 + i * 22)}H${n(w * 0.7 - i * 12)}" stroke="#fff6e0" stroke-opacity=".5" stroke-width="3"/>`;
  return (
    `<rect width="${w}" height="${h}" fill="${sky}"/>` +
    `<circle cx="${n(w / 2)}" cy="${n(y)}" r="${n(w * 0.3)}" fill="${sun}"/>` +
    `<rect y="${n(y)}" width="${w}" height="${n(h - y)}" fill="${sea}"/>` +
    lines
  );
}
