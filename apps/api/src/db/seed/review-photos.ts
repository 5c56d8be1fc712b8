// Photos buyers attached to their reviews, drawn locally (no network): a close-up of the product's
// own demo image as a phone would snap it — a little turned, cropped tight, in the room's warmer or
// dimmer light with darker corners. Stored as review uploads, like a photo a buyer uploads
// (uploads.service.ts); a file already there is kept, so a re-seed reuses it.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Storage } from '../../lib/storage.ts';

const SIZE = 480;
/** The version of the drawing below, part of each file's name. */
const DRAWING = 2;

/** The room's light: a tint over the photo, and how dark its corners fall. */
const LIGHTS: [tint: string, tintOpacity: number, corners: number][] = [
  ['#ffb347', 0.12, 0.45], // warm lamp
  ['#ffffff', 0.06, 0.3], // daylight by a window
  ['#6d7fa8', 0.1, 0.5], // evening
  ['#ffd9a0', 0.1, 0.38], // kitchen light
];

const lightSvg = (k: number) => {
  const [tint, opacity, corners] = LIGHTS[k % LIGHTS.length]!;
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}">
    <defs><radialGradient id="v" cx="${0.4 + (k % 3) * 0.1}" cy=".42" r=".78"><stop offset=".5" stop-color="#000" stop-opacity="0"/>
    <stop offset="1" stop-color="#000" stop-opacity="${corners}"/></radialGradient></defs>
    <rect width="${SIZE}" height="${SIZE}" fill="${tint}" opacity="${opacity}"/><rect width="${SIZE}" height="${SIZE}" fill="url(#v)"/></svg>`);
};

export interface ReviewPhoto {
  path: string;
  size: number;
  width: number;
  height: number;
}

/**
 * The `k`-th demo review photo, of the product whose image key is `imageKey` (its 400 px file in
 * `mediaDir`); written under the public uploads through `storage`.
 */
export async function reviewPhoto(
  storage: Storage,
  mediaDir: string,
  imageKey: string,
  k: number,
): Promise<ReviewPhoto | null> {
  // named after what it shows and how it is drawn: a changed product image or drawing is a new file
  const name = createHash('sha256').update(`${DRAWING}:${imageKey}:${k}`).digest('hex').slice(0, 12);
  const path = `uploads/review/demo-${name}.webp`;
  const found = await storage.open(`media/${path}`);
  if (found) {
    found.stream.destroy();
    return { path, size: found.size, width: SIZE, height: SIZE };
  }
  const source = await readFile(join(mediaDir, `${imageKey}-400.webp`)).catch(() => null);
  if (!source) return null;
  // the product close up (three quarters of the image, a little off centre), turned as a hand
  // holds a phone
  const { width = 0, height = 0 } = await sharp(source).metadata();
  const side = Math.floor(Math.min(width, height) * 0.75);
  if (side < 60) return null;
  const slack = (n: number, m: number) => Math.floor(((n - side) / 2) * (0.6 + ((k * m) % 9) / 10));
  const angle = ((k * 37) % 15) - 7;
  const turned = await sharp(source)
    .extract({ left: slack(width, 11), top: slack(height, 7), width: side, height: side })
    .rotate(angle, { background: '#777' })
    .toBuffer({ resolveWithObject: true });
  // fill the frame: cut away the corners the turn uncovered
  const inner = Math.floor(
    side / (Math.abs(Math.cos((angle * Math.PI) / 180)) + Math.abs(Math.sin((angle * Math.PI) / 180))),
  );
  const body = await sharp(turned.data)
    .extract({
      left: Math.floor((turned.info.width - inner) / 2),
      top: Math.floor((turned.info.height - inner) / 2),
      width: inner,
      height: inner,
    })
    .resize(SIZE, SIZE)
    .composite([{ input: lightSvg(k) }])
    .modulate({ brightness: 0.9 + ((k * 7) % 10) / 80, saturation: 0.92 })
    .webp({ quality: 78 })
    .toBuffer();
  await storage.put(`media/${path}`, body);
  return { path, size: body.length, width: SIZE, height: SIZE };
}
