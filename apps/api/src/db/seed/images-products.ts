// The demo product images: which drawing a product gets, in which colour, from which angles.
// A model's seed varies proportions and details; the variant sets the colour or adds what it
// brings (a kit lens, a body cap, a filter, a combo's batteries). No text is drawn.
import type { SeedProductType } from './data/types.ts';
import {
  actionCamera,
  cameraBack,
  cameraFront,
  instantCamera,
  type Look,
  lensFrontView,
  lensSide,
} from './images-cameras.ts';
import { gadgetViews } from './images-gadgets.ts';
import { gearViews } from './images-gear.ts';
import { BACKDROPS, seeded, VARIANT_COLORS } from './images-kit.ts';

export interface ProductLookInput {
  type: string; // SeedProductType key
  shape: SeedProductType['shape'];
  brand: string; // brand slug
  brandColor: string;
  model: string;
  variant?: string; // variant key
  /** a body colour the variant does not set (a camera family's colour with its kit) */
  color?: string;
}

/** Brand accents: the ring on a lens, a dot on a body. */
const ACCENTS: Record<string, string> = {
  canon: '#c8102e',
  nikon: '#f2c200',
  sony: '#e0701a',
  sigma: '#c9ccd1',
  fujifilm: '#b5b8bd',
  leica: '#e2001a',
};

/** Body colours a model comes in when no variant names one, by drawing. */
const DEFAULT_COLORS: Record<string, string[]> = {
  camera: ['#222428', '#2a2c30', '#1d1f22'],
  lens: ['#1f2124', '#26282c'],
  phone: ['#2b2e34', '#d9d4cb', '#3e4a5c', '#c9d3dc', '#5d4f6e', '#e8e6e1'],
  laptop: ['#b8bcc3', '#4a4d53', '#d5d7db'],
  headphones: ['#25272b', '#e9e6df', '#3b4250'],
  watch: ['#2a2c30', '#b8b0a3', '#d3d5d9'],
  drone: ['#d9dcdf', '#5b5f66', '#2c2e32'],
  bag: ['#2e3136', '#4a4f3f', '#5a4636', '#3b4252'],
  tripod: ['#2a2b2f', '#3a3b3f'],
  light: ['#25272b', '#2e3035'],
  card: ['#1f2124', '#2c3e66', '#8a1c22'],
  box: ['#2a2c30', '#e6e3dc', '#39414f', '#6a6e75'],
};

export function productLook(p: ProductLookInput): Look {
  const rnd = seeded(`${p.brand} ${p.model}`);
  const palette = DEFAULT_COLORS[p.shape] ?? DEFAULT_COLORS.box!;
  const color = p.color ?? ((p.variant && VARIANT_COLORS[p.variant]) || rnd.pick(palette));
  return {
    color,
    accent: ACCENTS[p.brand] ?? p.brandColor,
    rnd,
    tint: rnd.pick(BACKDROPS),
    variant: p.variant,
    brand: p.brand,
  };
}

/** Two or three SVG drawings of the product: the main view first. */
export function productViews(p: ProductLookInput): string[] {
  const look = productLook(p);
  const k = p.type;
  if (k === 'instant-camera') return [instantCamera(look, false), instantCamera(productLook(p), true)];
  if (k === 'action-camera' || k === 'camera-360')
    return [actionCamera(k, look, false), actionCamera(k, productLook(p), true)];
  if (p.shape === 'camera') return [cameraFront(k, look), cameraBack(k, productLook(p))];
  if (p.shape === 'lens') return [lensFrontView(k, look), lensSide(k, productLook(p))];
  return gadgetViews(k, p.shape, look, () => productLook(p)) ?? gearViews(k, p.shape, look);
}
