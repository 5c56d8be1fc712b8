// Demo images drawn locally as SVG (images-*.ts) and encoded to WebP with sharp: no network, no
// stock photos. Files that exist already are kept, so a re-seed (or every test file) reuses them;
// product files are named by a hash of their drawing, so a changed drawing gets a new file.
import { access, mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { shortHash } from './images-kit.ts';
import { type ProductLookInput, productViews } from './images-products.ts';

export const PRODUCT_SIZES = [200, 400, 800] as const;

export { brandLogoSvg, categoryIconSvg, sceneSvg, shopLogoSvg } from './images-brand.ts';

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
  // rasterise the drawing once, at the largest size, and scale the pixels down for the others
  const largest = Math.max(...missing.map((t) => t.size));
  // (opaque: the studio backdrop fills the frame, and WebP without alpha encodes faster)
  const { data, info } = await sharp(Buffer.from(svg))
    .resize({ width: largest })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  await Promise.all(
    missing.map((t) => sharp(data, raw).resize({ width: t.size }).webp({ quality: 78, effort: 0 }).toFile(t.path)),
  );
}

/**
 * The product's images (main view first): drawn, written in PRODUCT_SIZES under
 * products/<stem>-<hash of the drawing>, and returned as image keys. Products whose drawings are
 * the same (sizes of one ring) share the files.
 */
export async function writeProductImages(mediaDir: string, stem: string, look: ProductLookInput): Promise<string[]> {
  const keys: string[] = [];
  for (const svg of productViews(look)) {
    const key = `products/${stem}-${shortHash(svg)}`;
    if (!written.has(join(mediaDir, key))) {
      written.add(join(mediaDir, key));
      await writeWebp(mediaDir, key, svg, PRODUCT_SIZES);
    }
    keys.push(key);
  }
  return keys;
}
const written = new Set<string>();

/**
 * A single-size image at exactly <key>.webp (logos, icons, banners): the stored paths stay fixed,
 * so a stamp named by the drawing's hash (under .drawn/) tells whether the file there shows this
 * drawing or an older one, which is then replaced.
 */
export async function writeWebpFixed(
  mediaDir: string,
  key: string,
  svg: string,
  width: number,
  /** a banner fills its frame: no alpha channel to encode */
  opaque = false,
): Promise<void> {
  const path = join(mediaDir, `${key}.webp`);
  const stamp = join(mediaDir, '.drawn', `${key}-${shortHash(`${width} ${svg}`)}`);
  if ((await exists(stamp)) && (await exists(path))) return;
  await mkdir(dirname(path), { recursive: true });
  const image = sharp(Buffer.from(svg)).resize({ width });
  await (opaque ? image.removeAlpha() : image).webp({ quality: 80, effort: 2 }).toFile(path);
  await mkdir(dirname(stamp), { recursive: true });
  await writeFile(stamp, '');
}
