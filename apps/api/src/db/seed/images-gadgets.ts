// Phones, tablets, laptops and screens, headphones and earbuds, watches and rings, and drones for
// the demo product images. Each returns its views, the main one first.
import type { SeedProductType } from './data/types.ts';
import type { Look } from './images-cameras.ts';
import { type Canvas, canvas, glassCircle, lightness, tone } from './images-kit.ts';

/** Wallpapers for screens, picked per model. */
const WALLS: [string, string][] = [
  ['#ff7a59', '#6a3df0'],
  ['#1fb6a6', '#1d3f8f'],
  ['#f6c445', '#e0452e'],
  ['#7b5cff', '#ff5fa2'],
  ['#3fa9f5', '#0c2a66'],
];

/** A phone (or tablet) lying upright: `back` shows the camera bump, else the screen. */
function phone(c: Canvas, x: number, y: number, w: number, h: number, look: Look, back: boolean, tilt = 0) {
  const r = w * 0.16;
  c.add(`<g transform="rotate(${tilt} ${x + w / 2} ${y + h / 2})">`);
  c.add(`<rect x="${x + 8}" y="${y + 4}" width="${w}" height="${h}" rx="${r}" fill="${tone(look.color, -0.45)}"/>`);
  c.add(`<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${c.body(look.color, 0.3)}"/>`);
  if (back) {
    const bw = w * (h / w > 1.7 ? 0.46 : 0.3);
    c.add(
      `<rect x="${x + w * 0.07}" y="${y + w * 0.07}" width="${bw}" height="${bw}" rx="${bw * 0.26}" fill="${tone(look.color, -0.12)}" stroke="${tone(look.color, 0.3)}" stroke-width="2"/>`,
    );
    const lr = bw * 0.2;
    const g = c.glass('#2b3550');
    for (const [i, j] of [
      [0.3, 0.3],
      [0.3, 0.72],
      [0.72, 0.5],
    ] as const) {
      c.add(glassCircle(x + w * 0.07 + bw * i, y + w * 0.07 + bw * j, lr, g, '#1a1c20'));
    }
    c.add(`<circle cx="${x + w * 0.07 + bw * 0.75}" cy="${y + w * 0.07 + bw * 0.2}" r="${lr * 0.35}" fill="#fff6d0"/>`);
    c.add(`<path d="M${x + w * 0.55} ${y} h${w * 0.25} l${-w * 0.6} ${h} h${-w * 0.2} z" fill="#fff" opacity=".08"/>`);
  } else {
    const [a, b] = look.rnd.pick(WALLS);
    c.add(`<rect x="${x + w * 0.04}" y="${y + w * 0.04}" width="${w * 0.92}" height="${h - w * 0.08}" rx="${r * 0.8}" fill="#0b0c0f"/>
      <rect x="${x + w * 0.06}" y="${y + w * 0.06}" width="${w * 0.88}" height="${h - w * 0.12}" rx="${r * 0.7}" fill="${c.screen(a, b)}"/>
      <circle cx="${x + w * 0.5}" cy="${y + w * 0.12}" r="${w * 0.03}" fill="#0b0c0f"/>
      <path d="M${x + w * 0.5} ${y + w * 0.06} h${w * 0.3} l${-w * 0.6} ${h * 0.9} h${-w * 0.14} z" fill="#fff" opacity=".1"/>`);
  }
  c.add('</g>');
}

function phones(kind: string, look: Look, alt: Look): string[] {
  const tablet = kind.includes('tablet');
  const w = tablet ? 330 : 200;
  const h = tablet ? 460 : 420;
  if (kind === 'book-foldable') {
    const views = [true, false].map((open) => {
      const c = canvas();
      if (open) {
        const [a, b] = look.rnd.pick(WALLS);
        c.add(`<rect x="200" y="190" width="420" height="460" rx="34" fill="${tone(look.color, -0.4)}"/><rect x="190" y="180" width="420" height="460" rx="34" fill="${c.body(look.color)}"/>
          <rect x="204" y="194" width="392" height="432" rx="24" fill="${c.screen(a, b)}"/><path d="M400 194 v432" stroke="#000" stroke-opacity=".18" stroke-width="3"/>`);
      } else {
        phone(c, 250, 200, 170, 430, look, false, -6);
        phone(c, 400, 190, 170, 430, alt, true, 8);
      }
      return c.svg({ cx: 400, cy: 660, rx: 260 }, look.tint);
    });
    return views;
  }
  if (kind === 'flip-foldable') {
    const c = canvas();
    c.add(`<rect x="290" y="250" width="220" height="230" rx="40" fill="${c.body(look.color)}"/><rect x="290" y="470" width="220" height="200" rx="40" fill="${c.body(tone(look.color, -0.08))}"/>
      <rect x="306" y="266" width="130" height="110" rx="22" fill="${c.screen(...look.rnd.pick(WALLS))}"/>`);
    c.add(glassCircle(470, 292, 22, c.glass(), '#15161a'));
    c.add(glassCircle(470, 348, 22, c.glass(), '#15161a'));
    c.add(`<rect x="286" y="462" width="228" height="16" rx="8" fill="${tone(look.color, -0.35)}"/>`);
    const d = canvas();
    phone(d, 300, 120, 200, 520, alt, false);
    d.add(`<path d="M300 380 h200" stroke="#000" stroke-opacity=".2" stroke-width="3"/>`);
    return [c.svg({ cx: 400, cy: 685, rx: 170 }, look.tint), d.svg({ cx: 400, cy: 655, rx: 170 }, look.tint)];
  }
  if (kind === 'phone-gimbal') {
    const c = canvas();
    c.add(`<rect x="360" y="420" width="80" height="260" rx="38" fill="${c.across(look.color)}"/><circle cx="400" cy="500" r="16" fill="${tone(look.color, 0.4)}"/>
      <path d="M400 420 v-60 h90 v-80" fill="none" stroke="${tone(look.color, -0.2)}" stroke-width="34" stroke-linecap="round"/><circle cx="490" cy="280" r="30" fill="${c.body(look.color)}"/>`);
    phone(c, 300, 235, 360, 170, { ...alt, color: '#2b2e34' }, false);
    return [c.svg({ cx: 400, cy: 690, rx: 120 }, look.tint), phones('midrange-phone', alt, { ...alt })[0]!];
  }
  const main = canvas();
  phone(main, tablet ? 150 : 230, tablet ? 200 : 190, w, h, look, true, -8);
  phone(main, tablet ? 330 : 380, tablet ? 230 : 220, w, h, alt, false, 6);
  const side = canvas();
  phone(side, 400 - w / 2, 430 - h / 2 - 20, w, h, alt, true);
  return [
    main.svg({ cx: 400, cy: 690, rx: tablet ? 330 : 250 }, look.tint),
    side.svg({ cx: 400, cy: 660, rx: w * 0.8 }, look.tint),
  ];
}

/** A laptop open at an angle, a monitor on its stand, or a smart display. */
function screens(kind: string, look: Look): string[] {
  const [a, b] = look.rnd.pick(WALLS);
  if (kind === 'photo-monitor' || kind === 'smart-display') {
    const mk = (angled: boolean) => {
      const c = canvas();
      const w = kind === 'smart-display' ? 380 : 560;
      const h = kind === 'smart-display' ? 250 : 340;
      const x = 400 - w / 2;
      const y = kind === 'smart-display' ? 260 : 170;
      if (kind === 'smart-display')
        c.add(
          `<path d="M${x + 40} ${y + h} L${x + 10} ${y + h + 120} H${x + w - 10} L${x + w - 40} ${y + h} Z" fill="${c.body(look.color)}"/>`,
        );
      else
        c.add(
          `<rect x="385" y="${y + h - 10}" width="30" height="150" fill="${c.across('#9aa0a8')}"/><ellipse cx="400" cy="${y + h + 140}" rx="130" ry="22" fill="${c.body('#8a9098')}"/>`,
        );
      c.add(`<g transform="${angled ? `skewY(-4) translate(0 30)` : ''}"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="12" fill="#16181c"/>
        <rect x="${x + 12}" y="${y + 12}" width="${w - 24}" height="${h - 24}" rx="4" fill="${c.screen(a, b)}"/>
        <path d="M${x + w * 0.55} ${y + 12} h${w * 0.2} l${-w * 0.35} ${h - 24} h${-w * 0.2} z" fill="#fff" opacity=".08"/></g>`);
      return c.svg({ cx: 400, cy: kind === 'smart-display' ? 640 : 660, rx: w * 0.55 }, look.tint);
    };
    return [mk(false), mk(true)];
  }
  const mk = (closed: boolean) => {
    const c = canvas();
    const w = kind === 'creator-laptop' ? 500 : 460;
    const x = 400 - w / 2;
    if (closed) {
      c.add(`<path d="M${x} 520 L${x + 80} 380 H${x + w + 80} L${x + w} 520 Z" fill="${c.body(look.color, 0.3)}"/><path d="M${x} 520 H${x + w} v14 H${x} z" fill="${tone(look.color, -0.35)}"/>
        <circle cx="${x + w / 2 + 40}" cy="450" r="22" fill="${tone(look.color, 0.3)}"/>`);
      return c.svg({ cx: 430, cy: 540, rx: w * 0.62 }, look.tint);
    }
    // deck in perspective, the lid standing behind it
    c.add(`<rect x="${x + 20}" y="170" width="${w - 40}" height="300" rx="14" fill="${tone(look.color, -0.5)}"/>
      <rect x="${x + 34}" y="184" width="${w - 68}" height="272" rx="4" fill="${c.screen(a, b)}"/>
      <path d="M${x + w * 0.55} 184 h${w * 0.2} l${-w * 0.3} 272 h${-w * 0.2} z" fill="#fff" opacity=".09"/>`);
    c.add(
      `<path d="M${x + 20} 470 H${x + w - 20} L${x + w + 40} 600 H${x - 40} Z" fill="${c.body(look.color, 0.25)}"/>`,
    );
    const keys: string[] = [];
    for (let row = 0; row < 5; row++) {
      const y0 = 484 + row * 18;
      const l = x + 20 - (row * 60) / 7;
      const span = w - 40 + (row * 120) / 7;
      for (let k = 0; k < 14; k++)
        keys.push(
          `<rect x="${(l + 8 + (k * span) / 14).toFixed(1)}" y="${y0}" width="${(span / 14 - 5).toFixed(1)}" height="13" rx="2"/>`,
        );
    }
    c.add(
      `<g fill="${tone(look.color, -0.55)}">${keys.join('')}</g><rect x="${x + w * 0.36}" y="578" width="${w * 0.28}" height="16" rx="4" fill="${tone(look.color, -0.12)}"/>`,
    );
    return c.svg({ cx: 400, cy: 610, rx: w * 0.7 }, look.tint);
  };
  return [mk(false), mk(true)];
}

/** Over-ear headphones, earbuds with their case, FPV goggles. */
function audio(kind: string, look: Look): string[] {
  const { color } = look;
  const cushion = lightness(color) > 0.6 ? tone(color, -0.15) : tone(color, -0.35);
  if (kind === 'true-wireless-earbuds' || kind === 'sport-earbuds') {
    const mk = (open: boolean) => {
      const c = canvas();
      c.add(
        `<rect x="270" y="${open ? 380 : 340}" width="260" height="200" rx="90" fill="${c.body(color, 0.3)}"/><path d="M272 ${open ? 450 : 420} H528" stroke="${tone(color, -0.25)}" stroke-width="3"/>`,
      );
      if (open) c.add(`<path d="M280 390 Q400 230 520 390 Z" fill="${c.body(tone(color, -0.05))}"/>`);
      const bud = (bx: number, by: number, flip: number) => {
        c.add(`<g transform="translate(${bx} ${by}) scale(${flip} 1)"><ellipse cx="0" cy="0" rx="46" ry="52" fill="${c.body(color, 0.3)}"/><ellipse cx="-30" cy="-6" rx="22" ry="20" fill="${cushion}"/>
          ${kind === 'sport-earbuds' ? `<path d="M20 -40 Q80 -90 40 -140" fill="none" stroke="${tone(color, -0.2)}" stroke-width="16" stroke-linecap="round"/>` : `<rect x="20" y="20" width="30" height="110" rx="15" fill="${c.body(color, 0.3)}"/>`}</g>`);
      };
      bud(open ? 200 : 230, open ? 300 : 260, 1);
      bud(open ? 600 : 570, open ? 300 : 260, -1);
      return c.svg({ cx: 400, cy: 590, rx: 240 }, look.tint);
    };
    return [mk(false), mk(true)];
  }
  if (kind === 'fpv-goggles') {
    const mk = (back: boolean) => {
      const c = canvas();
      c.add(`<path d="M160 420 Q400 520 640 420" fill="none" stroke="#2a2c30" stroke-width="40"/>`);
      c.add(
        `<rect x="200" y="300" width="400" height="200" rx="70" fill="${c.body(color)}"/><rect x="230" y="${back ? 330 : 320}" width="340" height="60" rx="20" fill="${tone(color, 0.15)}"/>`,
      );
      if (back) {
        c.add(`<rect x="230" y="390" width="340" height="100" rx="40" fill="#3a3c42"/>`);
        c.add(glassCircle(320, 430, 36, c.glass(), '#111'));
        c.add(glassCircle(480, 430, 36, c.glass(), '#111'));
      } else {
        c.add(
          `<circle cx="560" cy="340" r="14" fill="${look.accent}"/><rect x="260" y="410" width="80" height="40" rx="10" fill="${tone(color, -0.3)}"/>`,
        );
      }
      return c.svg({ cx: 400, cy: 540, rx: 260 }, look.tint);
    };
    return [mk(false), mk(true)];
  }
  const mk = (side: boolean) => {
    const c = canvas();
    const band = c.across(tone(color, -0.15));
    if (side) {
      c.add(
        `<path d="M400 250 a150 150 0 0 1 0 0" /><path d="M250 480 V380 a150 150 0 0 1 300 0 V420" fill="none" stroke="${tone(color, -0.3)}" stroke-width="30"/>`,
      );
      c.add(
        `<ellipse cx="560" cy="480" rx="90" ry="120" fill="${cushion}"/><ellipse cx="520" cy="480" rx="96" ry="126" fill="${c.body(color, 0.3)}"/>`,
      );
      c.add(
        `<ellipse cx="520" cy="480" rx="60" ry="86" fill="${tone(color, -0.08)}"/><circle cx="${520}" cy="${470}" r="10" fill="${look.accent}"/>`,
      );
      return c.svg({ cx: 470, cy: 620, rx: 200 }, look.tint);
    }
    c.add(`<path d="M230 470 V360 a170 170 0 0 1 340 0 V470" fill="none" stroke="${band}" stroke-width="34"/>`);
    c.add(
      `<path d="M236 360 a164 164 0 0 1 328 0" fill="none" stroke="${cushion}" stroke-width="16" stroke-dasharray="6 4"/>`,
    );
    for (const [cx, flip] of [
      [235, 1],
      [565, -1],
    ] as const) {
      c.add(`<rect x="${cx - 16}" y="400" width="32" height="90" rx="10" fill="${tone(color, -0.25)}"/>`);
      c.add(`<ellipse cx="${cx + flip * 22}" cy="530" rx="60" ry="96" fill="${cushion}"/><ellipse cx="${cx - flip * 8}" cy="530" rx="70" ry="104" fill="${c.body(color, 0.3)}"/>
        <ellipse cx="${cx - flip * 20}" cy="510" rx="18" ry="40" fill="#fff" opacity=".12"/>`);
    }
    return c.svg({ cx: 400, cy: 655, rx: 250 }, look.tint);
  };
  return [mk(false), mk(true)];
}

/** Smartwatches, outdoor watches, fitness bands and smart rings. */
function wearables(kind: string, look: Look): string[] {
  const { color } = look;
  if (kind === 'smart-ring') {
    const mk = (flat: boolean) => {
      const c = canvas();
      c.add(`<ellipse cx="400" cy="420" rx="170" ry="${flat ? 70 : 160}" fill="none" stroke="${tone(color, -0.4)}" stroke-width="62"/>
        <ellipse cx="400" cy="410" rx="170" ry="${flat ? 70 : 160}" fill="none" stroke="${c.body(color, 0.45)}" stroke-width="56"/>
        <ellipse cx="330" cy="${flat ? 360 : 280}" rx="50" ry="10" fill="#fff" opacity=".5" transform="rotate(-25 330 ${flat ? 360 : 280})"/>`);
      return c.svg({ cx: 400, cy: flat ? 520 : 610, rx: 210 }, look.tint);
    };
    return [mk(false), mk(true)];
  }
  const round = kind === 'outdoor-watch' || (kind === 'smartwatch' && look.rnd.chance(0.4));
  const band = kind === 'fitness-band';
  const strap = look.variant?.includes('titanium')
    ? tone(color, -0.3)
    : look.rnd.pick(['#2a2c30', '#4a5568', '#b7a48a', '#d8d8d8', '#3b5b4a']);
  const mk = (side: boolean) => {
    const c = canvas();
    const w = band ? 110 : 230;
    const h = band ? 220 : 270;
    c.add(`<rect x="${400 - w * 0.4}" y="120" width="${w * 0.8}" height="600" rx="30" fill="${c.across(strap)}"/>`);
    c.add(
      `<path d="${Array.from({ length: 6 }, (_, i) => `M${400 - w * 0.2} ${560 + i * 22} h${w * 0.4}`).join(' ')}" stroke="#000" stroke-opacity=".2" stroke-width="5"/>`,
    );
    if (round) {
      c.add(
        `<circle cx="400" cy="420" r="160" fill="${c.body(color, 0.35)}"/><circle cx="400" cy="420" r="138" fill="#16181c"/>`,
      );
      c.add(
        `<path d="${Array.from({ length: 12 }, (_, i) => {
          const a = (i * Math.PI) / 6;
          return `M${400 + Math.cos(a) * 148} ${420 + Math.sin(a) * 148} L${400 + Math.cos(a) * 158} ${420 + Math.sin(a) * 158}`;
        }).join(' ')}" stroke="${tone(color, 0.5)}" stroke-width="5"/>`,
      );
      c.add(
        `<rect x="555" y="330" width="26" height="44" rx="6" fill="${tone(color, -0.2)}"/><rect x="555" y="466" width="26" height="44" rx="6" fill="${tone(color, -0.2)}"/>`,
      );
    } else {
      c.add(`<rect x="${400 - w / 2}" y="${420 - h / 2}" width="${w}" height="${h}" rx="${w * 0.3}" fill="${c.body(color, 0.35)}"/>
        <rect x="${400 - w / 2 + 12}" y="${420 - h / 2 + 12}" width="${w - 24}" height="${h - 24}" rx="${w * 0.24}" fill="#0f1114"/>`);
      if (!band)
        c.add(`<rect x="${400 + w / 2 - 4}" y="360" width="20" height="46" rx="8" fill="${tone(color, -0.2)}"/>`);
    }
    // watch face: activity rings (or a step bar on a band)
    const r = band ? 34 : 80;
    if (side)
      c.add(
        `<rect x="${400 - r}" y="${420 - r * 0.5}" width="${r * 2}" height="${r}" rx="10" fill="${c.screen(...look.rnd.pick(WALLS))}"/>`,
      );
    else {
      const rings = [
        ['#ff3b5c', 1],
        ['#a8ff2e', 0.74],
        ['#2ee6ff', 0.48],
      ] as const;
      for (const [col, k] of rings) {
        c.add(`<circle cx="400" cy="420" r="${r * k}" fill="none" stroke="${col}" stroke-opacity=".25" stroke-width="${r * 0.18}"/>
          <path d="M400 ${420 - r * k} A${r * k} ${r * k} 0 1 1 ${400 - r * k} 420" fill="none" stroke="${col}" stroke-width="${r * 0.18}" stroke-linecap="round"/>`);
      }
    }
    c.add(
      `<path d="M${400 - w * 0.2} ${420 - h / 2 + 14} h${w * 0.25} l${-w * 0.3} ${h * 0.8} h${-w * 0.12} z" fill="#fff" opacity=".07"/>`,
    );
    return c.svg({ cx: 400, cy: 735, rx: 150 }, look.tint, 1.05);
  };
  return [mk(false), mk(true)];
}

/** Drones from above at an angle: body, four arms, motors, spinning props, the camera in front. */
function drones(kind: string, look: Look): string[] {
  const { color, rnd } = look;
  const fpv = kind === 'fpv-drone';
  const mini = kind === 'mini-drone';
  const combo = look.variant?.startsWith('fly-more');
  const mk = (folded: boolean) => {
    const c = canvas();
    const s = mini ? 0.85 : 1;
    const bw = (fpv ? 150 : 190) * s;
    const bh = (fpv ? 110 : 140) * s;
    const cx = combo && !folded ? 370 : 400;
    const cy = 400;
    const arm = fpv ? '#1e1f22' : tone(color, -0.15);
    const spots = folded
      ? [
          [-0.55, -0.2],
          [0.55, -0.2],
          [-0.5, 0.45],
          [0.5, 0.45],
        ]
      : [
          [-1.35, -1],
          [1.35, -1],
          [-1.35, 1.05],
          [1.35, 1.05],
        ];
    for (const [fx, fy] of spots) {
      const mx = cx + fx! * bw;
      const my = cy + fy! * bh * 0.9;
      c.add(
        `<path d="M${cx} ${cy} L${mx} ${my}" stroke="${arm}" stroke-width="${fpv ? 30 : 24}" stroke-linecap="round"/>`,
      );
      c.add(`<circle cx="${mx}" cy="${my}" r="${22 * s}" fill="${c.body('#3a3c41')}"/>`);
      if (!folded) {
        c.add(`<ellipse cx="${mx}" cy="${my}" rx="${118 * s}" ry="${34 * s}" fill="#8a9098" opacity=".22"/>
          <path d="M${mx - 110 * s} ${my - 6} Q${mx} ${my - 26 * s} ${mx + 110 * s} ${my + 6}" stroke="#2a2c30" stroke-width="${9 * s}" fill="none" stroke-linecap="round" opacity=".85"/>`);
      }
      if (fpv && !folded)
        c.add(
          `<ellipse cx="${mx}" cy="${my}" rx="${125 * s}" ry="${40 * s}" fill="none" stroke="#3a3c41" stroke-width="6"/>`,
        );
    }
    c.add(`<rect x="${cx - bw / 2}" y="${cy - bh / 2}" width="${bw}" height="${bh}" rx="${bh * 0.42}" fill="${c.body(fpv ? '#2a2b2f' : color, 0.3)}"/>
      <rect x="${cx - bw * 0.3}" y="${cy - bh * 0.38}" width="${bw * 0.6}" height="${bh * 0.3}" rx="${bh * 0.14}" fill="${tone(fpv ? '#2a2b2f' : color, 0.25)}"/>`);
    // gimbal camera at the front
    c.add(
      `<rect x="${cx - 36 * s}" y="${cy + bh * 0.35}" width="${72 * s}" height="${58 * s}" rx="${14 * s}" fill="#1d1f23"/>`,
    );
    c.add(glassCircle(cx, cy + bh * 0.35 + 30 * s, 20 * s, c.glass(rnd.pick(['#3a5f9a', '#6a4a2a'])), '#0d0e10'));
    if (fpv)
      c.add(
        `<path d="M${cx - bw * 0.3} ${cy - bh * 0.45} L${cx - bw * 0.2} ${cy - bh * 1.1}" stroke="#c33" stroke-width="8" stroke-linecap="round"/>`,
      );
    if (combo && !folded) {
      // the combo's remote controller and spare batteries
      c.add(`<rect x="470" y="560" width="220" height="110" rx="40" fill="${c.body('#34363b')}"/><circle cx="520" cy="615" r="22" fill="#1a1b1e"/><circle cx="640" cy="615" r="22" fill="#1a1b1e"/>
        <rect x="555" y="585" width="50" height="56" rx="8" fill="${c.screen('#3fa9f5', '#0c2a66')}"/>`);
      for (let i = 0; i < (look.variant === 'fly-more-combo-plus' ? 3 : 2); i++) {
        c.add(
          `<rect x="${150 + i * 70}" y="${590 - i * 10}" width="60" height="100" rx="12" fill="${c.body(tone(color, -0.1))}"/><rect x="${160 + i * 70}" y="${604 - i * 10}" width="40" height="6" rx="3" fill="#6cd96c"/>`,
        );
      }
    }
    return c.svg(
      { cx, cy: cy + (folded ? bh * 1.1 : bh * 1.6), rx: folded ? bw * 1.1 : bw * 1.7 },
      look.tint,
      folded ? 1.25 : combo ? 0.9 : 0.98,
    );
  };
  return [mk(false), mk(true)];
}

export function gadgetViews(
  kind: string,
  shape: SeedProductType['shape'],
  look: Look,
  again: () => Look,
): string[] | undefined {
  if (shape === 'phone') {
    // the second phone in a shot is the same model from the other side, drawn with its own seed copy
    return phones(kind, look, again());
  }
  if (shape === 'laptop') return screens(kind, look);
  if (shape === 'headphones') return audio(kind, look);
  if (shape === 'watch') return wearables(kind, look);
  if (shape === 'drone') return drones(kind, look);
  return undefined;
}
