// Brand wordmarks, shop emblems, category pictograms and banner scenes for the demo, drawn to
// match the product images. A logo is text, so wordmarks set the name in the one typeface
// librsvg finds everywhere (DejaVu Sans); product drawings and banners carry no text.

import { seeded, tone } from './images-kit.ts';
import { type ProductLookInput, productViews } from './images-products.ts';

const FONT = 'DejaVu Sans, Verdana, Arial, sans-serif';
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** DejaVu Sans Bold advances about 0.76 em per capital, 0.64 per small letter (kept on the wide side). */
const textWidth = (s: string, size: number, spacing: number) =>
  [...s].reduce((w, ch) => w + (ch === ' ' ? 0.38 : /[A-Z0-9&]/.test(ch) ? 0.76 : 0.64) * size + spacing, 0);

/**
 * A brand's wordmark on a white tile: its name in the brand colour, set in one of a few styles
 * (capitals spaced wide, a slanted sport face, lower case with an underline) chosen by its name.
 */
export function brandLogoSvg(name: string, color: string, size = 256): string {
  const rnd = seeded(name);
  const style = rnd.pick(['caps', 'slant', 'plain', 'bar'] as const);
  const text = style === 'caps' || style === 'slant' ? name.toUpperCase() : name;
  const spacing = style === 'caps' && text.length <= 7 ? 4 : 0;
  // a two-word name of some length is set on two lines, so it stays legible at 80 px
  const lines = text.includes(' ') && text.length > 9 ? text.split(/ (.*)/s, 2) : [text];
  const widest = Math.max(...lines.map((l) => textWidth(l, 1, 0) + (spacing * l.length) / 60));
  const fontSize = Math.max(
    22,
    Math.min((size * 0.84 - spacing * Math.max(...lines.map((l) => l.length))) / widest, 96),
  );
  const lead = fontSize * 1.05;
  const y = size / 2 + fontSize * 0.36 - ((lines.length - 1) * lead) / 2;
  const skew = style === 'slant' ? ' transform="skewX(-12) translate(20 0)"' : '';
  const last = y + (lines.length - 1) * lead;
  const bar =
    style === 'bar'
      ? `<rect x="${size * 0.2}" y="${last + fontSize * 0.28}" width="${size * 0.6}" height="${Math.max(4, fontSize * 0.1)}" rx="2" fill="${color}"/>`
      : '';
  const words = lines
    .map((l, i) => `<tspan x="${size / 2}" y="${(y + i * lead).toFixed(1)}">${esc(l)}</tspan>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" rx="${size * 0.18}" fill="#ffffff"/><rect x="2" y="2" width="${size - 4}" height="${size - 4}" rx="${size * 0.17}" fill="none" stroke="${tone(color, 0.8)}" stroke-width="3"/>
  <text font-family="${FONT}" font-size="${fontSize.toFixed(1)}" font-weight="700" letter-spacing="${spacing}" text-anchor="middle" fill="${color}"${skew}>${words}</text>${bar}
</svg>`;
}

/** Pictograms drawn in white on a shop's emblem, by the shop's first category. */
const EMBLEMS: Record<string, string> = {
  cameras: `<rect x="-60" y="-30" width="120" height="78" rx="14"/><rect x="-24" y="-46" width="40" height="20" rx="6"/><circle cx="0" cy="10" r="30" fill="var(--bg)"/><circle cx="0" cy="10" r="18"/>`,
  lenses: `<circle cx="0" cy="0" r="56"/><circle cx="0" cy="0" r="40" fill="var(--bg)"/><path d="M0 -40 L14 -8 L40 0 L8 14 L0 40 L-14 8 L-40 0 L-8 -14 Z"/>`,
  drones: `<rect x="-22" y="-16" width="44" height="32" rx="10"/><path d="M-20 -12 L-50 -40 M20 -12 L50 -40 M-20 12 L-50 40 M20 12 L50 40" stroke="#fff" stroke-width="8"/><ellipse cx="-50" cy="-40" rx="24" ry="6"/><ellipse cx="50" cy="-40" rx="24" ry="6"/><ellipse cx="-50" cy="40" rx="24" ry="6"/><ellipse cx="50" cy="40" rx="24" ry="6"/>`,
  audio: `<path d="M-44 20 V0 a44 44 0 0 1 88 0 V20" fill="none" stroke="#fff" stroke-width="12"/><rect x="-56" y="6" width="28" height="46" rx="10"/><rect x="28" y="6" width="28" height="46" rx="10"/>`,
  phones: `<rect x="-30" y="-54" width="60" height="108" rx="12"/><rect x="-22" y="-44" width="44" height="84" rx="4" fill="var(--bg)"/>`,
  computers: `<rect x="-50" y="-40" width="100" height="64" rx="6"/><rect x="-42" y="-32" width="84" height="48" fill="var(--bg)"/><path d="M-62 32 H62 L54 44 H-54 Z"/>`,
  'storage-memory': `<path d="M-26 -50 H26 L40 -36 V50 H-40 V-36 Z"/><path d="M-22 -40 v20 M-10 -40 v20 M2 -40 v20 M14 -40 v20" stroke="var(--bg)" stroke-width="6"/>`,
  'bags-cases': `<path d="M-18 -36 a18 18 0 0 1 36 0" fill="none" stroke="#fff" stroke-width="10"/><rect x="-48" y="-36" width="96" height="90" rx="22"/><rect x="-30" y="6" width="60" height="28" rx="8" fill="var(--bg)"/>`,
  'smart-home': `<path d="M-50 0 L0 -44 L50 0 V48 H-50 Z"/><circle cx="0" cy="14" r="14" fill="var(--bg)"/>`,
};

/** A shop's emblem: its colour, a pictogram of what it sells, and a ring in a lighter tone. */
export function shopLogoSvg(color: string, topCategory: string, size = 256): string {
  const icon = (EMBLEMS[topCategory] ?? EMBLEMS.cameras!).replaceAll('var(--bg)', color);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 256 256">
  <defs><linearGradient id="s" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${tone(color, 0.15)}"/><stop offset="1" stop-color="${tone(color, -0.2)}"/></linearGradient></defs>
  <rect width="256" height="256" rx="64" fill="url(#s)"/><circle cx="128" cy="128" r="96" fill="none" stroke="${tone(color, 0.45)}" stroke-width="6"/>
  <g transform="translate(128 132) scale(1.05)" fill="#fff">${icon}</g>
</svg>`;
}

/** Gives a drawing's ids a prefix, so several drawings can share one SVG document. */
const scoped = (svg: string, prefix: string) =>
  svg.replace(/id="/g, `id="${prefix}`).replace(/url\(#/g, `url(#${prefix}`);

/** A product drawing without its studio backdrop, as a nested <svg> placed at (x, y) with side `size`. */
function placed(item: ProductLookInput, prefix: string, x: number, y: number, size: number): string {
  const svg = scoped(productViews(item)[0]!, prefix)
    .replace(/<rect width="800" height="800" fill="url\(#[^)]*\)"\/>/, '')
    .replace(
      '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800"',
      `<svg x="${x}" y="${y}" width="${size}" height="${size}"`,
    );
  return svg;
}

/** A category's pictogram: its typical product on a soft disc in the category colour. */
export function categoryIconSvg(color: string, item: ProductLookInput): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
  <circle cx="128" cy="128" r="124" fill="${tone(color, 0.82)}"/><circle cx="128" cy="128" r="124" fill="none" stroke="${tone(color, 0.55)}" stroke-width="4"/>
  ${placed(item, 'c', 2, 0, 252)}
</svg>`;
}

/**
 * A banner with a product scene: the banner colour as a gradient with soft light, a low podium on
 * the right and the products standing on it. The left stays calm for the title the app lays over.
 */
export function sceneSvg(width: number, height: number, color: string, items: ProductLookInput[]): string {
  const n = items.length;
  const size = height * (n > 2 ? 0.78 : 0.9);
  const right = width * 0.97;
  const step = size * 0.62;
  const start = right - size - step * (n - 1);
  const products = items
    .map((item, i) => {
      // the middle one forward and larger
      const big = n > 2 && i === 1 ? 1.12 : 1;
      const s = size * big;
      return { i, svg: placed(item, `p${i}`, start + i * step - (s - size) / 2, height - s * 0.92, s), z: big };
    })
    .sort((a, b) => a.z - b.z)
    .map((p) => p.svg);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="bgl" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${tone(color, -0.25)}"/><stop offset="1" stop-color="${tone(color, 0.2)}"/></linearGradient>
  <radialGradient id="spot" cx=".5" cy=".4" r=".6"><stop offset="0" stop-color="#fff" stop-opacity=".45"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#bgl)"/>
  <ellipse cx="${right - (size + step * (n - 1)) / 2}" cy="${height * 0.45}" rx="${(size + step * (n - 1)) * 0.6}" ry="${height * 0.6}" fill="url(#spot)"/>
  <ellipse cx="${right - (size + step * (n - 1)) / 2}" cy="${height * 0.93}" rx="${(size + step * (n - 1)) * 0.55}" ry="${height * 0.07}" fill="${tone(color, 0.55)}" opacity=".55"/>
  ${products.join('\n')}
</svg>`;
}
