// Drawing helpers shared by the demo image renderers (images-*.ts): colours, a seeded generator
// and the studio around a product (light backdrop, soft floor shadow). Plain SVG strings, so
// librsvg (through sharp) renders them with no fonts and no network.
import { createHash } from 'node:crypto';

/** Mixes a hex colour toward white (amount > 0) or black (amount < 0). */
export function tone(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const ch = (shift: number) => {
    const v = (n >> shift) & 255;
    const out = amount >= 0 ? v + (255 - v) * amount : v * (1 + amount);
    return Math.round(out).toString(16).padStart(2, '0');
  };
  return `#${ch(16)}${ch(8)}${ch(0)}`;
}

/** Perceived lightness 0–1, to pick dark or light details on a body colour. */
export function lightness(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return (0.3 * ((n >> 16) & 255) + 0.59 * ((n >> 8) & 255) + 0.11 * (n & 255)) / 255;
}

/** A small deterministic generator seeded by a string (a model name), so a model always looks the same. */
export function seeded(key: string) {
  let s = createHash('sha1').update(key).digest().readUInt32LE(0) || 1;
  const next = () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 4294967296;
  };
  return {
    next,
    range: (a: number, b: number) => a + (b - a) * next(),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    chance: (p: number) => next() < p,
  };
}
export type Seeded = ReturnType<typeof seeded>;

export const shortHash = (s: string) => createHash('sha1').update(s).digest('hex').slice(0, 8);

/**
 * A body gradient (light from the top left) under id `id`: defs to place in <defs>, used as
 * fill="url(#id)". Metals get a sharper sheen than plastics.
 */
export function bodyGradient(id: string, color: string, sheen = 0.18): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0.35" y2="1"><stop offset="0" stop-color="${tone(color, sheen + 0.1)}"/>
  <stop offset=".45" stop-color="${color}"/><stop offset="1" stop-color="${tone(color, -0.35)}"/></linearGradient>`;
}

/** Glass: a deep radial gradient with a coloured coating tint. */
export function glassGradient(id: string, coat = '#3a5f9a'): string {
  return `<radialGradient id="${id}" cx=".38" cy=".35" r=".75"><stop offset="0" stop-color="${tone(coat, 0.25)}"/>
  <stop offset=".35" stop-color="${tone(coat, -0.45)}"/><stop offset=".8" stop-color="#07090d"/><stop offset="1" stop-color="#161a22"/></radialGradient>`;
}

/** A lens front seen head-on: rim, glass with coating and two reflections. */
export function glassCircle(cx: number, cy: number, r: number, gradId: string, rim = '#15171c'): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${rim}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.86}" fill="url(#${gradId})"/>
  <circle cx="${cx}" cy="${cy}" r="${r * 0.5}" fill="none" stroke="#ffffff" stroke-opacity=".08" stroke-width="${r * 0.05}"/>
  <ellipse cx="${cx - r * 0.32}" cy="${cy - r * 0.36}" rx="${r * 0.24}" ry="${r * 0.13}" fill="#fff" opacity=".55" transform="rotate(-35 ${cx - r * 0.32} ${cy - r * 0.36})"/>
  <circle cx="${cx + r * 0.3}" cy="${cy + r * 0.28}" r="${r * 0.07}" fill="#fff" opacity=".3"/>`;
}

/**
 * The studio: a light seamless backdrop (a hint of `tint`), a soft floor shadow under the product
 * and the product drawing itself, on an 800 × 800 canvas.
 */
export function studio(
  defs: string,
  body: string,
  shadow: { cx: number; cy: number; rx: number; ry?: number },
  tint = '#eef1f5',
  zoom = 1.18,
): string {
  const ry = shadow.ry ?? shadow.rx * 0.12;
  // drawings are laid out loosely around the centre; the zoom makes the product fill the frame
  const at = `translate(${400 - 400 * zoom} ${430 - 430 * zoom}) scale(${zoom})`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fbfcfd"/><stop offset=".62" stop-color="${tint}"/><stop offset="1" stop-color="${tone(tint, -0.06)}"/></linearGradient>
<radialGradient id="floor"><stop offset="0" stop-color="#1c2330" stop-opacity=".42"/><stop offset=".55" stop-color="#1c2330" stop-opacity=".16"/><stop offset="1" stop-color="#1c2330" stop-opacity="0"/></radialGradient>
${defs}</defs>
<rect width="800" height="800" fill="url(#bg)"/>
<g transform="${at}"><ellipse cx="${shadow.cx}" cy="${shadow.cy}" rx="${shadow.rx}" ry="${ry}" fill="url(#floor)"/>
${body}</g>
</svg>`;
}

/** Soft backdrop tints, chosen per model so a grid of products is not one flat grey. */
export const BACKDROPS = ['#eef1f5', '#f3efe9', '#edf2ef', '#f0eef4', '#eef3f6', '#f4f1ea'] as const;

/** Body colours of the variants that change a product's look. */
export const VARIANT_COLORS: Record<string, string> = {
  black: '#25272c',
  silver: '#c9cdd3',
  white: '#f1f1ee',
  'midnight-blue': '#233456',
  'sage-green': '#8ea58b',
  'pastel-blue': '#a8c6e6',
  'blossom-pink': '#efb3c3',
  'natural-titanium': '#b8b0a3',
  'black-titanium': '#3c3c3f',
  aluminium: '#b9bec6',
  'carbon-fibre': '#2a2b2f',
};

/**
 * One drawing under way: gradients go to `defs` with ids unique within the drawing, shapes to
 * `out` in painting order (back to front).
 */
export function canvas() {
  const defs: string[] = [];
  const out: string[] = [];
  let n = 0;
  return {
    defs,
    out,
    add: (svg: string) => out.push(svg),
    /** A lit body fill; returns `url(#id)`. */
    body(color: string, sheen = 0.18) {
      const id = `b${n++}`;
      defs.push(bodyGradient(id, color, sheen));
      return `url(#${id})`;
    },
    /** Lit from the left across the width (cylinders lying along y, poles, straps). */
    across(color: string, sheen = 0.25) {
      const id = `a${n++}`;
      defs.push(`<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${tone(color, -0.25)}"/>
      <stop offset=".3" stop-color="${tone(color, sheen)}"/><stop offset=".7" stop-color="${color}"/><stop offset="1" stop-color="${tone(color, -0.4)}"/></linearGradient>`);
      return `url(#${id})`;
    },
    glass(coat = '#3a5f9a') {
      const id = `g${n++}`;
      defs.push(glassGradient(id, coat));
      return id;
    },
    /** A screen: a dark-to-colour gradient with a diagonal reflection. */
    screen(a: string, b: string) {
      const id = `s${n++}`;
      defs.push(
        `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>`,
      );
      return `url(#${id})`;
    },
    svg(shadow: { cx: number; cy: number; rx: number; ry?: number }, tint?: string, zoom?: number) {
      return studio(defs.join('\n'), out.join('\n'), shadow, tint, zoom);
    },
  };
}
export type Canvas = ReturnType<typeof canvas>;

/**
 * A cuboid seen from the front, a little from above and the right: front face (x, y, w, h), top
 * face and right side receding by `depth` up and to the right.
 */
export function box3d(c: Canvas, x: number, y: number, w: number, h: number, depth: number, color: string, rx = 12) {
  const dx = depth * 0.75;
  const dy = -depth * 0.55;
  c.add(`<path d="M${x + rx} ${y} L${x + rx + dx} ${y + dy} H${x + w + dx - rx * 0.5} Q${x + w + dx} ${y + dy} ${x + w + dx} ${y + dy + rx * 0.5}
    V${y + h + dy - rx} L${x + w} ${y + h - rx} V${y + rx} Z" fill="${tone(color, -0.3)}"/>`);
  c.add(
    `<path d="M${x + rx} ${y + 1} L${x + rx + dx} ${y + dy} H${x + w + dx - rx * 0.5} L${x + w - rx * 0.3} ${y + 1} Z" fill="${tone(color, 0.22)}"/>`,
  );
  c.add(`<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${c.body(color)}"/>`);
}

/**
 * A cylinder seen end-on at an angle (a lens, a microphone, a speaker): discs painted from its
 * back centre (x, y) along (dx, dy) to the front, so their union reads as a tube. `bands` colour
 * parts of its length [from, to, colour, ribbed]; returns the front centre.
 */
export function tube(
  c: Canvas,
  x: number,
  y: number,
  dx: number,
  dy: number,
  r: (t: number) => number,
  color: string,
  bands: [number, number, string, boolean?][] = [],
): [number, number] {
  const length = Math.hypot(dx, dy);
  // a disc every 6 px hides the steps between them; solid fills keep librsvg fast, one
  // highlight along the top edge gives the roundness
  const steps = Math.max(6, Math.round(length / 6));
  const parts: string[] = [];
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const band = bands.find(([a, b]) => t >= a && t <= b);
    let f = i === steps ? tone(color, -0.15) : color;
    if (band) f = band[3] && i % 2 ? tone(band[2], 0.14) : band[2];
    parts.push(
      `<circle cx="${(x + dx * t).toFixed(1)}" cy="${(y + dy * t).toFixed(1)}" r="${r(t).toFixed(1)}" fill="${f}"/>`,
    );
  }
  c.add(parts.join(''));
  // highlight: a soft band on the side toward the light (up and left of the axis)
  const nx = dy / length;
  const ny = -dx / length;
  const side = nx + ny < 0 ? 1 : -1;
  const off = (t: number) => r(t) * 0.72 * side;
  c.add(`<path d="M${(x + nx * off(0)).toFixed(1)} ${(y + ny * off(0)).toFixed(1)} L${(x + dx * 0.97 + nx * off(0.97)).toFixed(1)} ${(y + dy * 0.97 + ny * off(0.97)).toFixed(1)}"
    stroke="#fff" stroke-opacity=".16" stroke-width="${(r(0.5) * 0.22).toFixed(1)}" stroke-linecap="round"/>`);
  return [x + dx, y + dy];
}

/**
 * A grid of dots (leatherette grain, a speaker grille) as one dashed path: far cheaper for
 * librsvg than an SVG <pattern>.
 */
export function dots(x: number, y: number, w: number, h: number, gap: number, color = '#000', opacity = 0.3): string {
  const lines: string[] = [];
  for (let yy = y + gap / 2; yy < y + h; yy += gap)
    lines.push(`M${(x + gap / 2).toFixed(1)} ${yy.toFixed(1)} H${(x + w).toFixed(1)}`);
  return `<path d="${lines.join('')}" stroke="${color}" stroke-opacity="${opacity}" stroke-width="${(gap * 0.42).toFixed(1)}" stroke-dasharray="0 ${gap}" stroke-linecap="round"/>`;
}
