// Demo images drawn locally as SVG and encoded to WebP with sharp: no network, no stock photos.
// Files that exist already are kept, so a re-seed (or every test file) reuses them.
import { access, mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import type { SeedProductType } from './data/types.ts';

export const PRODUCT_SIZES = [200, 400, 800] as const;

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A lighter and a darker tone of a hex colour, for gradients. */
function tone(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const ch = (shift: number) => {
    const v = (n >> shift) & 255;
    const out = amount >= 0 ? v + (255 - v) * amount : v * (1 + amount);
    return Math.round(out).toString(16).padStart(2, '0');
  };
  return `#${ch(16)}${ch(8)}${ch(0)}`;
}

const SHAPES: Record<SeedProductType['shape'], string> = {
  camera: `<rect x="150" y="300" width="500" height="300" rx="40" fill="#1f2430"/><rect x="220" y="250" width="140" height="70" rx="16" fill="#2b3140"/>
    <circle cx="420" cy="450" r="120" fill="#3a4150"/><circle cx="420" cy="450" r="85" fill="#10131a"/><circle cx="390" cy="420" r="22" fill="#ffffff" opacity=".35"/>
    <rect x="560" y="320" width="50" height="26" rx="8" fill="#c9ced8"/>`,
  lens: `<rect x="270" y="180" width="260" height="440" rx="50" fill="#1f2430"/><rect x="270" y="300" width="260" height="70" fill="#3a4150"/>
    <rect x="270" y="450" width="260" height="30" fill="#c0392b"/><ellipse cx="400" cy="180" rx="130" ry="40" fill="#10131a"/><ellipse cx="385" cy="172" rx="40" ry="12" fill="#fff" opacity=".3"/>`,
  phone: `<rect x="270" y="130" width="260" height="540" rx="46" fill="#1f2430"/><rect x="290" y="170" width="220" height="460" rx="24" fill="#5aa0ff" opacity=".85"/>
    <circle cx="400" cy="150" r="8" fill="#3a4150"/>`,
  laptop: `<rect x="190" y="200" width="420" height="290" rx="20" fill="#1f2430"/><rect x="210" y="220" width="380" height="250" rx="8" fill="#5aa0ff" opacity=".85"/>
    <path d="M140 520 h520 l-40 60 h-440 z" fill="#c9ced8"/>`,
  headphones: `<path d="M240 470 v-80 a160 160 0 0 1 320 0 v80" fill="none" stroke="#1f2430" stroke-width="38"/>
    <rect x="200" y="440" width="100" height="170" rx="40" fill="#1f2430"/><rect x="500" y="440" width="100" height="170" rx="40" fill="#1f2430"/>`,
  watch: `<rect x="330" y="150" width="140" height="500" rx="40" fill="#3a4150"/><rect x="270" y="260" width="260" height="280" rx="70" fill="#1f2430"/>
    <rect x="300" y="290" width="200" height="220" rx="50" fill="#10131a"/><path d="M400 400 v-60 M400 400 h45" stroke="#5aa0ff" stroke-width="10" stroke-linecap="round"/>`,
  drone: `<rect x="330" y="360" width="140" height="90" rx="30" fill="#1f2430"/><path d="M350 380 L220 280 M450 380 L580 280 M350 430 L220 530 M450 430 L580 530" stroke="#3a4150" stroke-width="22"/>
    <ellipse cx="220" cy="280" rx="90" ry="16" fill="#10131a"/><ellipse cx="580" cy="280" rx="90" ry="16" fill="#10131a"/>
    <ellipse cx="220" cy="530" rx="90" ry="16" fill="#10131a"/><ellipse cx="580" cy="530" rx="90" ry="16" fill="#10131a"/><circle cx="400" cy="470" r="24" fill="#10131a"/>`,
  bag: `<path d="M320 260 a80 80 0 0 1 160 0" fill="none" stroke="#1f2430" stroke-width="26"/><rect x="200" y="260" width="400" height="360" rx="50" fill="#1f2430"/>
    <rect x="250" y="420" width="300" height="120" rx="24" fill="#3a4150"/>`,
  tripod: `<rect x="330" y="170" width="140" height="60" rx="14" fill="#1f2430"/><path d="M400 230 L250 640 M400 230 L550 640 M400 230 L400 640" stroke="#3a4150" stroke-width="22" stroke-linecap="round"/>`,
  light: `<rect x="230" y="200" width="340" height="240" rx="30" fill="#1f2430"/><rect x="255" y="225" width="290" height="190" rx="16" fill="#fff6c9"/>
    <path d="M400 440 v170 M320 640 h160" stroke="#3a4150" stroke-width="22" stroke-linecap="round"/>`,
  card: `<path d="M270 190 h200 l60 60 v360 a20 20 0 0 1 -20 20 h-240 a20 20 0 0 1 -20 -20 v-400 a20 20 0 0 1 20 -20 z" fill="#1f2430"/>
    <rect x="290" y="470" width="220" height="110" rx="10" fill="#c0392b"/><path d="M300 210 v70 M330 210 v70 M360 210 v70 M390 210 v70" stroke="#e0b040" stroke-width="14"/>`,
  box: `<path d="M400 170 L620 280 V530 L400 640 L180 530 V280 Z" fill="#1f2430"/><path d="M180 280 L400 390 L620 280 M400 390 V640" stroke="#3a4150" stroke-width="12" fill="none"/>`,
};

export function productSvg(shape: SeedProductType['shape'], color: string, label: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${tone(color, 0.75)}"/><stop offset="1" stop-color="${tone(color, 0.35)}"/></linearGradient></defs>
  <rect width="800" height="800" fill="url(#g)"/><circle cx="640" cy="150" r="220" fill="${tone(color, 0.9)}" opacity=".5"/>
  ${SHAPES[shape]}
  <text x="400" y="730" font-family="DejaVu Sans, Arial, sans-serif" font-size="44" font-weight="700" text-anchor="middle" fill="${tone(color, -0.55)}">${esc(label)}</text>
</svg>`;
}

export function bannerSvg(width: number, height: number, color: string, title: string, subtitle = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${tone(color, -0.2)}"/><stop offset="1" stop-color="${tone(color, 0.3)}"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#g)"/>
  <circle cx="${width * 0.85}" cy="${height * 0.3}" r="${height * 0.7}" fill="#fff" opacity=".12"/>
  <text x="${width * 0.06}" y="${height * 0.5}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${Math.round(height * 0.2)}" font-weight="700" fill="#fff">${esc(title)}</text>
  <text x="${width * 0.06}" y="${height * 0.72}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${Math.round(height * 0.1)}" fill="#fff" opacity=".9">${esc(subtitle)}</text>
</svg>`;
}

export function logoSvg(color: string, text: string): string {
  const initials = text
    .replace(/[^A-Za-z0-9 ]/g, '')
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" rx="56" fill="${color}"/>
  <text x="128" y="160" font-family="DejaVu Sans, Arial, sans-serif" font-size="96" font-weight="700" text-anchor="middle" fill="#fff">${esc(initials)}</text></svg>`;
}

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/** Writes <key>-<size>.webp for each size under mediaDir, unless present. */
export async function writeWebp(mediaDir: string, key: string, svg: string, sizes: readonly number[]): Promise<void> {
  const targets = sizes.map((size) => ({ size, path: join(mediaDir, `${key}-${size}.webp`) }));
  const missing = [];
  for (const t of targets) if (!(await exists(t.path))) missing.push(t);
  if (!missing.length) return;
  await mkdir(dirname(missing[0]!.path), { recursive: true });
  const source = sharp(Buffer.from(svg));
  await Promise.all(missing.map((t) => source.clone().resize({ width: t.size }).webp({ quality: 78 }).toFile(t.path)));
}

/** A single-size image at exactly <key>.webp (logos, banners). */
export async function writeWebpFixed(mediaDir: string, key: string, svg: string, width: number): Promise<void> {
  const path = join(mediaDir, `${key}.webp`);
  if (await exists(path)) return;
  await mkdir(dirname(path), { recursive: true });
  await sharp(Buffer.from(svg)).resize({ width }).webp({ quality: 80 }).toFile(path);
}
