// Cameras and lenses for the demo product images: a body with grip, mode dial, viewfinder hump
// and lens mount, a lens barrel with rings and glass; proportions vary with the model's seed.
import { type Canvas, canvas, dots, glassCircle, lightness, type Seeded, tone, tube } from './images-kit.ts';

export interface Look {
  color: string; // body colour
  accent: string; // brand accent (a ring on a lens, a dot on a body)
  rnd: Seeded;
  tint: string; // backdrop
  variant?: string; // variant key
  brand: string;
}

const LEATHER = (color: string) => tone(color, -0.45);

/** A lens standing out of a mount at (x, y) toward the viewer. */
function lensFront(c: Canvas, x: number, y: number, r: number, length: number, color: string, accent: string) {
  const dark = tone(color, -0.35);
  const [fx, fy] = tube(c, x, y, -length * 0.42, length * 0.3, (t) => r * (0.92 + t * 0.12), color, [
    [0.15, 0.4, dark, true],
    [0.55, 0.85, tone(color, -0.25), true],
    [0.47, 0.5, accent],
  ]);
  c.add(glassCircle(fx, fy, r * 1.04, c.glass(), tone(color, -0.5)));
}

/** Mirrorless, DSLR, rangefinder-style and compact cameras, seen from the front at an angle. */
export function cameraFront(kind: string, look: Look): string {
  const c = canvas();
  const { rnd, color } = look;
  const dslr = kind.includes('dslr');
  const compact = kind.includes('compact');
  const flatTop = compact || (!dslr && rnd.chance(0.35)); // rangefinder style
  const w = compact ? rnd.range(330, 380) : dslr ? rnd.range(430, 470) : rnd.range(400, 450);
  const h = compact ? w * rnd.range(0.56, 0.62) : dslr ? w * 0.66 : w * rnd.range(0.58, 0.64);
  const x = 400 - w / 2 + 20;
  const y = 430 - h / 2 + (compact ? 30 : 20);
  const depth = compact ? 46 : dslr ? 90 : 70;
  const metal = flatTop && rnd.chance(0.5) && lightness(color) < 0.3 ? '#c5c8cd' : color;
  // side and top planes, receding to the upper right
  c.add(
    `<path d="M${x + w - 10} ${y + 8} l${depth * 0.7} ${-depth * 0.5} v${h - 20} l${-depth * 0.7} ${depth * 0.5} z" fill="${tone(color, -0.4)}"/>`,
  );
  c.add(
    `<path d="M${x + 16} ${y} l${depth * 0.7} ${-depth * 0.5} h${w - 24} l${-depth * 0.7} ${depth * 0.5} z" fill="${tone(metal, 0.25)}"/>`,
  );
  if (!flatTop) {
    // viewfinder hump over the mount
    const hx = x + w * (dslr ? 0.5 : 0.55);
    const hw = w * (dslr ? 0.34 : 0.28);
    const hh = h * (dslr ? 0.36 : 0.27);
    c.add(
      `<path d="M${hx - hw / 2} ${y + 4} L${hx - hw * 0.3} ${y - hh} H${hx + hw * 0.3} L${hx + hw / 2} ${y + 4} Z" fill="${c.body(metal)}"/>`,
    );
    c.add(
      `<path d="M${hx - hw * 0.3} ${y - hh} l${depth * 0.5} ${-depth * 0.35} h${hw * 0.6} l${-depth * 0.5} ${depth * 0.35} z" fill="${tone(metal, 0.3)}"/>`,
    );
    c.add(
      `<path d="M${hx + hw * 0.3} ${y - hh} l${depth * 0.5} ${-depth * 0.35} l${hw * 0.2} ${hh + depth * 0.35} l${-hw * 0.2} 4 z" fill="${tone(metal, -0.3)}"/>`,
    );
  }
  // body with leatherette below the top plate
  c.add(`<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${compact ? 26 : 20}" fill="${c.body(metal)}"/>`);
  const plate = h * (flatTop ? 0.3 : 0.16);
  c.add(
    `<rect x="${x + 4}" y="${y + plate}" width="${w - 8}" height="${h - plate - 6}" rx="14" fill="${LEATHER(color)}"/>`,
  );
  c.add(dots(x + 12, y + plate + 6, w - 24, h - plate - 20, 7, '#000', 0.35));
  // the grip (left from the front) and the shutter button on it
  if (!compact || rnd.chance(0.5)) {
    const gw = compact ? 46 : w * (dslr ? 0.24 : 0.2);
    c.add(
      `<rect x="${x - 14}" y="${y - 6}" width="${gw}" height="${h + 8}" rx="${gw / 2.4}" fill="${c.body(LEATHER(color), 0.12)}"/>`,
    );
    c.add(dots(x - 6, y + 14, gw - 16, h - 30, 7, '#000', 0.35));
  }
  c.add(
    `<ellipse cx="${x + w * 0.12}" cy="${y - 8}" rx="22" ry="9" fill="#9aa0a8"/><ellipse cx="${x + w * 0.12}" cy="${y - 12}" rx="18" ry="7" fill="#d7dade"/>`,
  );
  // mode dial with knurling, on the top plate to the right
  const dx = x + w * 0.82;
  const dy = y - 12;
  c.add(`<rect x="${dx - 34}" y="${dy - 20}" width="68" height="24" rx="6" fill="${tone(metal, -0.35)}"/>
    <ellipse cx="${dx}" cy="${dy - 20}" rx="34" ry="10" fill="${tone(metal, 0.35)}"/>
    <path d="${Array.from({ length: 9 }, (_, i) => `M${dx - 30 + i * 7.5} ${dy - 14} v16`).join(' ')}" stroke="${tone(metal, -0.55)}" stroke-width="2"/>`);
  if (flatTop) {
    // rangefinder-style viewfinder window and a small brand-coloured dot
    c.add(`<rect x="${x + w * 0.66}" y="${y + 18}" width="${w * 0.2}" height="${h * 0.16}" rx="6" fill="${c.screen('#2c3a4f', '#0c1119')}"/>
      <rect x="${x + w * 0.68}" y="${y + 22}" width="${w * 0.07}" height="${h * 0.05}" rx="3" fill="#fff" opacity=".35"/>`);
  }
  c.add(`<circle cx="${x + w * 0.9}" cy="${y + h * 0.85}" r="7" fill="${look.accent}"/>`);
  // mount, then the lens (a kit lens, a compact's zoom, or a body cap on "body only")
  const mx = x + w * (flatTop ? 0.5 : dslr ? 0.5 : 0.55);
  const my = y + h * (compact ? 0.55 : 0.56);
  const mr = compact ? h * 0.34 : h * 0.4;
  c.add(
    `<circle cx="${mx}" cy="${my}" r="${mr + 10}" fill="${tone(metal, -0.2)}"/><circle cx="${mx}" cy="${my}" r="${mr + 3}" fill="#c8ccd1"/>`,
  );
  if (look.variant === 'body-only') {
    c.add(`<circle cx="${mx}" cy="${my}" r="${mr}" fill="${c.body('#1d1f23')}"/><circle cx="${mx}" cy="${my}" r="${mr * 0.7}" fill="none" stroke="#34373d" stroke-width="6"/>
      <ellipse cx="${mx - mr * 0.35}" cy="${my - mr * 0.4}" rx="${mr * 0.3}" ry="${mr * 0.12}" fill="#fff" opacity=".15"/>`);
  } else {
    const len = look.variant?.startsWith('kit')
      ? rnd.range(150, 210)
      : compact
        ? rnd.range(40, 90)
        : flatTop
          ? rnd.range(60, 100)
          : rnd.range(90, 150);
    lensFront(c, mx, my, mr * (compact ? 0.9 : 0.95), len, compact ? metal : '#202226', look.accent);
  }
  return c.svg({ cx: 410, cy: y + h + 22, rx: w * 0.72 }, look.tint);
}

/** The same camera from the back: screen, viewfinder eyecup, dials and buttons. */
export function cameraBack(kind: string, look: Look): string {
  const c = canvas();
  const { rnd, color } = look;
  const dslr = kind.includes('dslr');
  const compact = kind.includes('compact');
  // the front view's first draw, repeated, tells whether this model is rangefinder-style
  const flatTop = compact || (!dslr && rnd.chance(0.35));
  const w = compact ? 370 : dslr ? 470 : 440;
  const h = w * (compact ? 0.58 : 0.64);
  const x = 400 - w / 2;
  const y = 420 - h / 2;
  c.add(`<path d="M${x + 20} ${y} l40 -36 h${w - 40} l-40 36 z" fill="${tone(color, 0.25)}"/>`);
  if (!flatTop) {
    c.add(
      `<path d="M${x + w * 0.3} ${y + 4} L${x + w * 0.36} ${y - h * 0.3} H${x + w * 0.58} L${x + w * 0.64} ${y + 4} Z" fill="${c.body(color)}"/>`,
    );
    c.add(
      `<rect x="${x + w * 0.38}" y="${y - h * 0.26}" width="${w * 0.18}" height="${h * 0.22}" rx="14" fill="#17181b"/><rect x="${x + w * 0.41}" y="${y - h * 0.21}" width="${w * 0.12}" height="${h * 0.11}" rx="6" fill="#05070a"/>`,
    );
  }
  c.add(`<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="22" fill="${c.body(color)}"/>`);
  c.add(
    `<rect x="${x + w - 70}" y="${y - 4}" width="86" height="${h + 8}" rx="34" fill="${c.body(LEATHER(color), 0.1)}"/>`,
  );
  if (flatTop && !compact) {
    // the rangefinder-style eyepiece sits in the top left corner of the back
    c.add(
      `<rect x="${x + 30}" y="${y + 14}" width="${w * 0.17}" height="${h * 0.17}" rx="10" fill="#17181b"/><rect x="${x + 42}" y="${y + 24}" width="${w * 0.11}" height="${h * 0.09}" rx="5" fill="#05070a"/>`,
    );
  }
  const sw = w * (compact ? 0.58 : 0.52);
  const sh = sw * 0.66;
  const sx = x + (compact ? 24 : w * 0.1);
  const sy = y + h - sh - 26;
  c.add(`<rect x="${sx - 6}" y="${sy - 6}" width="${sw + 12}" height="${sh + 12}" rx="12" fill="#121316"/>
    <rect x="${sx}" y="${sy}" width="${sw}" height="${sh}" rx="6" fill="${c.screen(rnd.pick(['#3a6ea5', '#4f7d4a', '#a0643a', '#6a4fa0']), '#0d1420')}"/>
    <path d="M${sx + sw * 0.45} ${sy} h${sw * 0.3} l${-sw * 0.4} ${sh} h${-sw * 0.3} z" fill="#fff" opacity=".1"/>`);
  // rear dial and buttons beside the screen
  const bx = sx + sw + (w - sw - (sx - x)) / 2 - 20;
  c.add(
    `<circle cx="${bx}" cy="${sy + sh * 0.55}" r="34" fill="#2b2d32"/><circle cx="${bx}" cy="${sy + sh * 0.55}" r="26" fill="#3a3d44"/><circle cx="${bx}" cy="${sy + sh * 0.55}" r="12" fill="#1b1c20"/>`,
  );
  for (let i = 0; i < 3; i++) c.add(`<circle cx="${bx - 18 + i * 18}" cy="${sy + sh * 0.1}" r="7" fill="#3c3f46"/>`);
  c.add(
    `<ellipse cx="${x + w * 0.8}" cy="${y - 22}" rx="32" ry="10" fill="${tone(color, 0.4)}"/><ellipse cx="${x + w * 0.18}" cy="${y - 20}" rx="26" ry="9" fill="${tone(color, 0.4)}"/>`,
  );
  return c.svg({ cx: 400, cy: y + h + 18, rx: w * 0.66 }, look.tint);
}

/** Instant cameras: a rounded body in the variant's colour, a large lens, flash and photo slot. */
export function instantCamera(look: Look, back: boolean): string {
  const c = canvas();
  const { color } = look;
  const w = 400;
  const h = 360;
  const x = 200;
  const y = 230;
  c.add(`<rect x="${x + 20}" y="${y - 24}" width="${w}" height="${h}" rx="60" fill="${tone(color, -0.2)}"/>`);
  c.add(`<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="60" fill="${c.body(color, 0.25)}"/>`);
  if (back) {
    c.add(`<rect x="${x + 70}" y="${y + 60}" width="70" height="50" rx="12" fill="#1a1c20"/><rect x="${x + 90}" y="${y + 160}" width="220" height="150" rx="18" fill="${tone(color, -0.12)}"/>
      <circle cx="${x + 310}" cy="${y + 90}" r="18" fill="${tone(color, -0.3)}"/>`);
  } else {
    c.add(
      `<rect x="${x + 40}" y="${y + 34}" width="110" height="70" rx="12" fill="${c.screen('#fffbe8', '#d8d2b8')}"/><rect x="${x + 290}" y="${y + 40}" width="60" height="44" rx="10" fill="#15171b"/>`,
    );
    c.add(
      `<circle cx="${x + w / 2}" cy="${y + 215}" r="118" fill="${tone(color, -0.1)}"/><circle cx="${x + w / 2}" cy="${y + 215}" r="96" fill="${tone(color, 0.35)}"/>`,
    );
    c.add(glassCircle(x + w / 2, y + 215, 64, c.glass('#4a3a6a'), '#222'));
  }
  c.add(`<rect x="${x + 110}" y="${y - 14}" width="180" height="16" rx="6" fill="${tone(color, -0.35)}"/>`);
  return c.svg({ cx: 410, cy: y + h + 16, rx: 280 }, look.tint);
}

/** Action cameras (a small cube with a front screen) and 360° cameras (a bar with two domes). */
export function actionCamera(kind: string, look: Look, back: boolean): string {
  const c = canvas();
  if (kind === 'camera-360') {
    const x = 330;
    c.add(
      `<rect x="${x + 30}" y="160" width="140" height="480" rx="60" fill="${tone(look.color, -0.3)}"/><rect x="${x}" y="180" width="140" height="480" rx="60" fill="${c.body(look.color)}"/>`,
    );
    c.add(`<circle cx="${x + 70}" cy="290" r="66" fill="#0d0f13"/>`);
    c.add(glassCircle(x + 70, 290, 58, c.glass('#6b4a2f'), '#111'));
    c.add(
      `<rect x="${x + 26}" y="${back ? 420 : 400}" width="88" height="${back ? 120 : 70}" rx="10" fill="${c.screen('#2d4f7a', '#0b0f18')}"/><circle cx="${x + 70}" cy="600" r="14" fill="${tone(look.color, 0.3)}"/>`,
    );
    return c.svg({ cx: 410, cy: 665, rx: 150 }, look.tint);
  }
  const x = 230;
  const y = 250;
  c.add(`<path d="M${x + 30} ${y - 30} h300 l40 30 v300 l-40 -30 z" fill="${tone(look.color, -0.35)}"/>`);
  c.add(`<rect x="${x}" y="${y}" width="330" height="300" rx="34" fill="${c.body(look.color)}"/>`);
  if (back) {
    c.add(
      `<rect x="${x + 26}" y="${y + 26}" width="278" height="248" rx="16" fill="${c.screen('#3b7fbf', '#0b1828')}"/><path d="M${x + 150} ${y + 26} h80 l-120 248 h-80 z" fill="#fff" opacity=".08"/>`,
    );
  } else {
    c.add(
      `<rect x="${x + 24}" y="${y + 40}" width="130" height="100" rx="12" fill="${c.screen('#2e5d8a', '#0a1018')}"/>`,
    );
    c.add(`<rect x="${x + 170}" y="${y + 120}" width="140" height="140" rx="22" fill="#1a1b1f"/>`);
    c.add(glassCircle(x + 240, y + 190, 52, c.glass('#2f5a7a'), '#0c0d10'));
    c.add(`<circle cx="${x + 60}" cy="${y + 230}" r="9" fill="${look.accent}"/>`);
  }
  c.add(`<rect x="${x + 240}" y="${y - 20}" width="60" height="20" rx="6" fill="${look.accent}"/>`);
  return c.svg({ cx: 410, cy: y + 318, rx: 250 }, look.tint);
}

/** Lenses from the front at an angle: barrel with zoom and focus rings, the front glass. */
export function lensFrontView(kind: string, look: Look): string {
  const c = canvas();
  const { rnd } = look;
  const tele = kind.includes('tele');
  const superTele = kind === 'super-telephoto';
  const prime = kind === 'portrait-prime';
  const fisheye = kind === 'fisheye-lens';
  const phoneKit = kind === 'phone-lens-kit';
  const white = superTele && (look.brand === 'canon' || rnd.chance(0.3));
  const color = white ? '#ebe8df' : look.color;
  const r = phoneKit
    ? 60
    : superTele
      ? 118
      : tele
        ? rnd.range(95, 115)
        : prime
          ? rnd.range(120, 135)
          : rnd.range(105, 125);
  const len = phoneKit
    ? 80
    : superTele
      ? 430
      : tele
        ? rnd.range(380, 460)
        : prime
          ? rnd.range(170, 220)
          : fisheye
            ? 120
            : rnd.range(230, 300);
  const x = 400 + len * 0.42;
  const y = 420 - len * 0.3;
  const dark = tone(color, -0.45);
  const grow = superTele ? 0.35 : tele ? 0.15 : 0.08;
  if (superTele || (tele && !white)) {
    // tripod foot
    c.add(`<path d="M${x - len * 0.3} ${y + len * 0.15} l-20 ${r * 1.5} h90 l-20 ${-r * 1.5}z" fill="${dark}"/>`);
  }
  const [fx, fy] = tube(c, x, y, -len * 0.84, len * 0.6, (t) => r * (1 + t * t * grow), color, [
    [0, 0.06, '#b9bdc3'],
    [0.12, 0.3, dark, true],
    [0.38, 0.62, tone(color, -0.38), true],
    [0.68, 0.7, look.accent],
  ]);
  const fr = r * (1 + grow) * (fisheye ? 0.95 : 1);
  if (look.variant === 'lens-uv-filter') c.add(`<circle cx="${fx}" cy="${fy}" r="${fr * 1.02}" fill="#9ea3aa"/>`);
  c.add(glassCircle(fx, fy, fr * 0.98, c.glass(rnd.pick(['#3a5f9a', '#5a3d7a', '#2f6a5a', '#7a5a2a'])), '#111317'));
  if (fisheye)
    c.add(
      `<circle cx="${fx}" cy="${fy}" r="${fr * 0.75}" fill="#fff" opacity=".06"/><ellipse cx="${fx - fr * 0.2}" cy="${fy - fr * 0.25}" rx="${fr * 0.4}" ry="${fr * 0.25}" fill="#fff" opacity=".12"/>`,
    );
  if (phoneKit) {
    // a clip and a second small lens beside it
    c.add(`<rect x="470" y="380" width="180" height="60" rx="20" fill="${c.body('#2a2c31')}"/>`);
    tube(c, 620, 300, -40, 30, () => 45, '#3b3e44');
    c.add(glassCircle(580, 330, 45, c.glass('#6b4a2f')));
  }
  return c.svg(
    { cx: 400, cy: Math.min(700, fy + fr + 30), rx: len * 0.6 + r },
    look.tint,
    superTele ? 0.95 : tele ? 1.05 : 1.18,
  );
}

/** A lens standing on its mount, seen from the side: the rings read clearly. */
export function lensSide(kind: string, look: Look): string {
  const c = canvas();
  const superTele = kind === 'super-telephoto';
  const tele = kind.includes('tele');
  const white = superTele && look.brand === 'canon';
  const color = white ? '#ebe8df' : look.color;
  const w = superTele ? 260 : tele ? 190 : kind === 'portrait-prime' ? 230 : 210;
  const h = superTele ? 520 : tele ? 470 : kind === 'portrait-prime' ? 250 : kind === 'phone-lens-kit' ? 120 : 320;
  const x = 400 - w / 2;
  const y = 660 - h;
  const fill = c.across(color);
  c.add(
    `<rect x="${x + w * 0.12}" y="${y + h - 20}" width="${w * 0.76}" height="26" rx="4" fill="${c.across('#b9bdc3', 0.4)}"/>`,
  );
  c.add(`<rect x="${x}" y="${y}" width="${w}" height="${h - 18}" rx="10" fill="${fill}"/>`);
  const ring = (at: number, height: number, col: string) => {
    const ribs = Array.from({ length: Math.floor(w / 9) }, (_, i) => `M${x + 6 + i * 9} ${y + at * h} v${height}`).join(
      ' ',
    );
    c.add(`<rect x="${x - 3}" y="${y + at * h}" width="${w + 6}" height="${height}" rx="6" fill="${c.across(col, 0.15)}"/>
      <path d="${ribs}" stroke="#000" stroke-opacity=".3" stroke-width="3"/>`);
  };
  ring(0.14, h * 0.2, tone(color, -0.5));
  ring(0.5, h * 0.16, tone(color, -0.45));
  c.add(`<rect x="${x}" y="${y + h * 0.42}" width="${w}" height="6" fill="${look.accent}"/>`);
  c.add(`<ellipse cx="400" cy="${y}" rx="${w / 2}" ry="${w * 0.16}" fill="${tone(color, -0.3)}"/>
    <ellipse cx="400" cy="${y}" rx="${w * 0.44}" ry="${w * 0.13}" fill="url(#${c.glass()})"/>
    <ellipse cx="${400 - w * 0.15}" cy="${y - w * 0.03}" rx="${w * 0.12}" ry="${w * 0.035}" fill="#fff" opacity=".5"/>`);
  return c.svg({ cx: 400, cy: 668, rx: w * 0.9 }, look.tint);
}
