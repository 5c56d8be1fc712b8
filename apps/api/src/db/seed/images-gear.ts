// Bags, tripods and stands, lights, cards and drives, and boxed gadgets (speakers, microphones,
// SSDs, projectors, film packs ...) for the demo product images, the main view first.
import type { SeedProductType } from './data/types.ts';
import type { Look } from './images-cameras.ts';
import { box3d, type Canvas, canvas, dots, glassCircle, tone, tube } from './images-kit.ts';

const zip = (c: Canvas, d: string, color: string) =>
  c.add(`<path d="${d}" fill="none" stroke="${tone(color, -0.45)}" stroke-width="7" stroke-dasharray="3 3"/>`);

function bags(kind: string, look: Look): string[] {
  const { color } = look;
  if (kind === 'camera-strap') {
    const mk = (coiled: boolean) => {
      const c = canvas();
      const d = coiled
        ? 'M200 500 C200 250 600 250 600 420 C600 560 300 560 320 420'
        : 'M140 300 C300 620 500 620 660 300';
      c.add(`<path d="${d}" fill="none" stroke="${tone(color, -0.35)}" stroke-width="76" stroke-linecap="round"/><path d="${d}" fill="none" stroke="${color}" stroke-width="64" stroke-linecap="round"/>
        <path d="${d}" fill="none" stroke="${tone(color, 0.35)}" stroke-width="6" stroke-dasharray="14 10"/>`);
      for (const [x, y] of coiled
        ? [[200, 520]]
        : [
            [140, 290],
            [660, 290],
          ]) {
        c.add(
          `<rect x="${x! - 26}" y="${y! - 70}" width="52" height="70" rx="10" fill="#2a2b2f"/><circle cx="${x}" cy="${y! - 90}" r="22" fill="none" stroke="#b9bdc3" stroke-width="8"/>`,
        );
      }
      return c.svg({ cx: 400, cy: 620, rx: 260 }, look.tint);
    };
    return [mk(false), mk(true)];
  }
  if (kind === 'camera-insert') {
    const mk = (top: boolean) => {
      const c = canvas();
      box3d(c, 210, 330, 380, top ? 200 : 240, 150, color, 24);
      c.add(`<rect x="230" y="350" width="340" height="${top ? 160 : 200}" rx="14" fill="${tone(color, -0.3)}"/>
        <rect x="360" y="350" width="14" height="${top ? 160 : 200}" fill="${tone(color, 0.3)}"/><rect x="470" y="350" width="14" height="${top ? 160 : 200}" fill="${tone(color, 0.3)}"/>`);
      return c.svg({ cx: 420, cy: top ? 545 : 585, rx: 280 }, look.tint);
    };
    return [mk(false), mk(true)];
  }
  const backpack = kind === 'camera-backpack' || kind === 'roller-bag';
  const mk = (back: boolean) => {
    const c = canvas();
    const fill = c.body(color, 0.15);
    if (backpack) {
      if (kind === 'roller-bag')
        c.add(
          `<path d="M330 260 V120 H470 V260" fill="none" stroke="#9aa0a8" stroke-width="16"/><circle cx="300" cy="700" r="26" fill="#1c1d20"/><circle cx="500" cy="700" r="26" fill="#1c1d20"/>`,
        );
      c.add(`<path d="M350 230 q50 -60 100 0" fill="none" stroke="${tone(color, -0.4)}" stroke-width="18"/>`);
      c.add(`<rect x="250" y="220" width="300" height="460" rx="90" fill="${fill}"/>`);
      if (back) {
        c.add(`<path d="M300 260 C260 400 280 560 320 640" fill="none" stroke="${tone(color, -0.4)}" stroke-width="44" stroke-linecap="round"/>
          <path d="M500 260 C540 400 520 560 480 640" fill="none" stroke="${tone(color, -0.4)}" stroke-width="44" stroke-linecap="round"/>
          <rect x="330" y="300" width="140" height="300" rx="40" fill="${tone(color, -0.15)}"/>`);
      } else {
        c.add(`<rect x="285" y="430" width="230" height="200" rx="50" fill="${tone(color, -0.12)}"/>`);
        zip(c, 'M270 300 Q400 250 530 300', color);
        zip(c, 'M300 470 H500', color);
        c.add(
          `<rect x="380" y="340" width="40" height="26" rx="4" fill="${look.accent}"/><rect x="440" y="465" width="34" height="12" rx="4" fill="#c9ccd1"/>`,
        );
      }
      return c.svg({ cx: 400, cy: kind === 'roller-bag' ? 715 : 690, rx: 200 }, look.tint, 1.05);
    }
    // sling and shoulder bags: a strap arc over a rounded pouch with a flap
    const sling = kind === 'sling-bag';
    c.add(
      `<path d="M${sling ? 230 : 250} 420 C${sling ? 200 : 260} 120 ${sling ? 640 : 540} 120 ${sling ? 590 : 550} 420" fill="none" stroke="${tone(color, -0.35)}" stroke-width="26"/>`,
    );
    if (sling) c.add(`<path d="M220 380 Q400 300 590 400 Q610 560 420 610 Q220 620 200 480 Z" fill="${fill}"/>`);
    else c.add(`<path d="M200 400 H600 L580 640 Q578 660 556 660 H244 Q222 660 220 640 Z" fill="${fill}"/>`);
    if (!back) {
      c.add(
        `<path d="M${sling ? 230 : 200} ${sling ? 390 : 400} Q400 ${sling ? 340 : 390} ${sling ? 585 : 600} ${sling ? 405 : 400} L${sling ? 560 : 590} 520 Q400 560 ${sling ? 240 : 210} 510 Z" fill="${tone(color, -0.15)}"/>`,
      );
      c.add(
        `<rect x="380" y="505" width="40" height="34" rx="6" fill="#b9bdc3"/><rect x="300" y="440" width="46" height="20" rx="4" fill="${look.accent}" opacity=".8"/>`,
      );
    } else zip(c, 'M240 450 Q400 420 560 450', color);
    return c.svg({ cx: 400, cy: 665, rx: 230 }, look.tint, 1.05);
  };
  return [mk(false), mk(true)];
}

function supports(kind: string, look: Look): string[] {
  const carbon = look.variant === 'carbon-fibre';
  const leg = carbon ? '#2a2b2f' : look.variant === 'aluminium' ? '#b9bec6' : look.color;
  const mk = (folded: boolean) => {
    const c = canvas();
    if (kind === 'camera-gimbal') {
      c.add(`<rect x="370" y="430" width="64" height="250" rx="30" fill="${c.across(look.color)}"/><circle cx="402" cy="480" r="12" fill="${look.accent}"/>
        <path d="M402 430 V380 H520 V260 H330" fill="none" stroke="${tone(look.color, -0.1)}" stroke-width="30" stroke-linejoin="round"/>
        <circle cx="520" cy="320" r="30" fill="${c.body(look.color)}"/><circle cx="402" cy="390" r="30" fill="${c.body(look.color)}"/>`);
      if (!folded) {
        c.add(`<rect x="300" y="180" width="200" height="120" rx="18" fill="${c.body('#232529')}"/>`);
        c.add(glassCircle(340, 250, 42, c.glass(), '#111'));
      }
      return c.svg({ cx: 402, cy: 690, rx: 110 }, look.tint);
    }
    const top = folded ? 200 : 180;
    const foot = 690;
    const legs = kind === 'video-monopod' ? (folded ? [0] : [0, -70, 70]) : folded ? [-20, 0, 20] : [-210, 0, 210];
    const start = kind === 'video-monopod' && !folded ? 560 : kind === 'light-stand' ? 520 : 330;
    for (const dx of legs) {
      const width = kind === 'video-monopod' && dx !== 0 ? 12 : 18;
      const from = kind === 'video-monopod' ? start : start;
      c.add(`<path d="M400 ${from} L${400 + dx} ${foot}" stroke="${tone(leg, -0.2)}" stroke-width="${width + 4}" stroke-linecap="round"/>
        <path d="M400 ${from} L${400 + dx} ${foot}" stroke="${leg}" stroke-width="${width}" stroke-linecap="round"/>
        <path d="M${400 + dx * 0.55} ${from + (foot - from) * 0.55} l${dx * 0.02} 16" stroke="#111" stroke-width="${width + 8}"/>`);
      if (carbon)
        c.add(
          `<path d="M400 ${from} L${400 + dx} ${foot}" stroke="#555" stroke-width="${width - 8}" stroke-dasharray="4 6" opacity=".6"/>`,
        );
    }
    c.add(`<rect x="388" y="${top}" width="24" height="${start - top + 10}" fill="${c.across(leg)}"/>`);
    if (kind === 'light-stand') c.add(`<rect x="380" y="${top - 30}" width="40" height="40" rx="6" fill="#2a2b2f"/>`);
    else
      c.add(`<rect x="360" y="${start - 20}" width="80" height="40" rx="10" fill="${c.body('#2a2b2f')}"/>
        <circle cx="400" cy="${top - 10}" r="34" fill="${c.body('#8a9098', 0.4)}"/><rect x="350" y="${top - 56}" width="100" height="22" rx="6" fill="${c.body('#2a2b2f')}"/>`);
    return c.svg({ cx: 400, cy: foot + 6, rx: folded ? 100 : 260 }, look.tint, 1);
  };
  return [mk(false), mk(true)];
}

function lights(kind: string, look: Look): string[] {
  const { color } = look;
  const mk = (back: boolean) => {
    const c = canvas();
    if (kind === 'speedlight') {
      box3d(c, 330, 430, 140, 200, 70, color, 16);
      c.add(
        `<rect x="360" y="460" width="80" height="${back ? 90 : 40}" rx="8" fill="${back ? c.screen('#3fa9f5', '#0c2a66') : tone(color, -0.4)}"/>`,
      );
      box3d(c, 290, 250, 220, 150, 90, color, 18);
      c.add(
        `<rect x="304" y="264" width="192" height="122" rx="12" fill="${back ? tone(color, -0.3) : c.screen('#fbfbf6', '#d9d6c8')}"/>`,
      );
      c.add(`<rect x="350" y="630" width="100" height="30" rx="4" fill="#16171a"/>`);
      return c.svg({ cx: 430, cy: 665, rx: 150 }, look.tint);
    }
    if (kind === 'studio-strobe') {
      tube(c, 520, 330, -200, 140, (t) => 90 + t * 80, '#2a2c30');
      c.add(
        `<circle cx="320" cy="470" r="${back ? 150 : 165}" fill="${c.body('#d8dadd', 0.4)}"/><circle cx="320" cy="470" r="120" fill="#f7f5ec"/><circle cx="320" cy="470" r="50" fill="#fffef5" stroke="#e5e0c8" stroke-width="8"/>`,
      );
      return c.svg({ cx: 420, cy: 660, rx: 260 }, look.tint);
    }
    if (kind === 'rgb-tube-light') {
      const cols = back ? ['#ff3b8a', '#7b5cff', '#2ee6ff'] : ['#ff8a3b', '#ffd23b', '#fff3c4'];
      const id = c.screen(cols[0]!, cols[2]!);
      c.add(`<g transform="rotate(-30 400 420)"><rect x="140" y="390" width="520" height="64" rx="32" fill="#24262a"/><rect x="160" y="396" width="480" height="52" rx="26" fill="${id}"/>
        <rect x="180" y="402" width="440" height="10" rx="5" fill="#fff" opacity=".5"/></g>`);
      return c.svg({ cx: 400, cy: 620, rx: 260 }, look.tint);
    }
    if (kind === 'softbox') {
      c.add(
        `<path d="M400 430 L250 230 M400 430 L550 230 M400 430 L250 630 M400 430 L550 630" stroke="#111" stroke-width="6"/>`,
      );
      c.add(
        `<polygon points="290,180 510,180 620,290 620,570 510,680 290,680 180,570 180,290" fill="${back ? '#1e1f22' : '#fbfbf7'}" stroke="#1e1f22" stroke-width="24"/>`,
      );
      if (!back) c.add(`<circle cx="400" cy="430" r="160" fill="#fff" opacity=".6"/>`);
      return c.svg({ cx: 400, cy: 700, rx: 220 }, look.tint, 1);
    }
    // LED panel on a yoke: a grid of LEDs (front) or the control panel (back)
    c.add(
      `<path d="M220 440 V620 H580 V440" fill="none" stroke="#2a2b2f" stroke-width="18"/><rect x="385" y="620" width="30" height="60" fill="#2a2b2f"/>`,
    );
    box3d(c, 210, 250, 380, 290, 40, color, 16);
    if (back)
      c.add(
        `<rect x="260" y="300" width="120" height="70" rx="8" fill="${c.screen('#3fa9f5', '#0c2a66')}"/><circle cx="470" cy="330" r="26" fill="#3a3c41"/><circle cx="530" cy="330" r="26" fill="#3a3c41"/>`,
      );
    else {
      const dots: string[] = [];
      for (let i = 0; i < 14; i++)
        for (let j = 0; j < 10; j++) dots.push(`<circle cx="${236 + i * 24.5}" cy="${274 + j * 25}" r="8"/>`);
      c.add(
        `<rect x="224" y="262" width="352" height="266" rx="8" fill="#ecebe4"/><g fill="#fffbe8" stroke="#d8d2b0" stroke-width="2">${dots.join('')}</g>`,
      );
    }
    return c.svg({ cx: 400, cy: 690, rx: 230 }, look.tint);
  };
  return [mk(false), mk(true)];
}

function cards(kind: string, look: Look): string[] {
  const { color, accent } = look;
  const mk = (back: boolean) => {
    const c = canvas();
    if (kind === 'sd-card' || kind === 'cfexpress-card') {
      const sd = kind === 'sd-card';
      const w = sd ? 240 : 280;
      const h = sd ? 320 : 210;
      c.add(`<g transform="rotate(${back ? 8 : -8} 400 420)">`);
      const path = sd
        ? `M${400 - w / 2 + 50} ${420 - h / 2} H${400 + w / 2 - 12} q12 0 12 12 V${420 + h / 2 - 12} q0 12 -12 12 H${400 - w / 2 + 12} q-12 0 -12 -12 V${420 - h / 2 + 50} Z`
        : '';
      c.add(
        `<g transform="translate(12 10)">${sd ? `<path d="${path}" fill="${tone(color, -0.5)}"/>` : `<rect x="${400 - w / 2}" y="${420 - h / 2}" width="${w}" height="${h}" rx="14" fill="${tone(color, -0.5)}"/>`}</g>`,
      );
      if (sd) c.add(`<path d="${path}" fill="${c.body(back ? '#2a2b2f' : color, 0.3)}"/>`);
      else
        c.add(
          `<rect x="${400 - w / 2}" y="${420 - h / 2}" width="${w}" height="${h}" rx="14" fill="${c.body(back ? '#2a2b2f' : color, 0.3)}"/>`,
        );
      if (back) {
        for (let i = 0; i < (sd ? 9 : 12); i++)
          c.add(
            `<rect x="${400 - w / 2 + 30 + i * ((w - 50) / (sd ? 9 : 12))}" y="${420 - h / 2 + 14}" width="${(w - 50) / (sd ? 9 : 12) - 6}" height="44" rx="3" fill="#d6b35a"/>`,
          );
      } else {
        c.add(`<rect x="${400 - w / 2 + 20}" y="${420 + h * 0.1}" width="${w - 40}" height="${h * 0.28}" rx="8" fill="${accent}"/>
          <rect x="${400 - w / 2 + 26}" y="${420 - h * 0.3}" width="${w * 0.4}" height="${h * 0.16}" rx="6" fill="#fff" opacity=".85"/>`);
      }
      c.add('</g>');
      return c.svg({ cx: 400, cy: 420 + h / 2 + 40, rx: w * 0.7 }, look.tint);
    }
    if (kind === 'usb-flash-drive') {
      c.add(`<g transform="rotate(-28 400 420)"><rect x="490" y="390" width="90" height="60" rx="4" fill="${c.body('#c9cdd3', 0.5)}"/><rect x="520" y="404" width="22" height="12" fill="#2a2b2f"/>
        <rect x="220" y="370" width="290" height="100" rx="30" fill="${c.body(color, 0.3)}"/><circle cx="260" cy="420" r="16" fill="${look.tint}"/>${back ? '' : `<rect x="320" y="400" width="120" height="40" rx="8" fill="${accent}"/>`}</g>`);
      return c.svg({ cx: 400, cy: 560, rx: 230 }, look.tint);
    }
    if (kind === 'item-tracker') {
      c.add(
        `<circle cx="400" cy="420" r="170" fill="${tone(color, -0.3)}"/><circle cx="400" cy="410" r="170" fill="${c.body(back ? '#d5d7db' : '#f4f4f2', 0.4)}"/>`,
      );
      if (back) c.add(`<circle cx="400" cy="410" r="120" fill="${c.body('#c9cdd3', 0.5)}"/>`);
      else
        c.add(
          `<circle cx="400" cy="410" r="24" fill="${tone(accent, 0.2)}"/><circle cx="400" cy="410" r="60" fill="none" stroke="#e3e3e0" stroke-width="4"/>`,
        );
      return c.svg({ cx: 400, cy: 600, rx: 200 }, look.tint);
    }
    if (kind === 'camera-battery') {
      box3d(c, 260, 300, 280, 260, 90, back ? tone(color, -0.1) : color, 18);
      if (back)
        for (let i = 0; i < 4; i++)
          c.add(`<rect x="${320 + i * 40}" y="320" width="24" height="40" rx="3" fill="#d6b35a"/>`);
      else
        c.add(
          `<rect x="280" y="440" width="240" height="70" rx="8" fill="${accent}"/><rect x="280" y="340" width="140" height="30" rx="6" fill="#fff" opacity=".8"/>`,
        );
      return c.svg({ cx: 430, cy: 585, rx: 220 }, look.tint);
    }
    // card reader: a small box with two slots and a cable
    c.add(`<path d="M560 480 C680 480 640 640 720 660" fill="none" stroke="#2a2b2f" stroke-width="18"/>`);
    box3d(c, 220, 380, 360, 150, 140, color, 22);
    c.add(
      `<rect x="260" y="420" width="180" height="16" rx="6" fill="#0d0e10"/><rect x="260" y="460" width="120" height="16" rx="6" fill="#0d0e10"/><circle cx="540" cy="430" r="8" fill="${back ? '#6cd96c' : accent}"/>`,
    );
    return c.svg({ cx: 430, cy: 555, rx: 260 }, look.tint);
  };
  return [mk(false), mk(true)];
}

/** Everything drawn as a product in a case or box: speakers, microphones, drives, film, grips. */
function boxes(kind: string, look: Look): string[] {
  const { color, accent, rnd } = look;
  const mk = (alt: boolean) => {
    const c = canvas();
    switch (kind) {
      case 'smart-speaker': {
        c.add(`<rect x="270" y="260" width="260" height="380" rx="120" fill="${c.across(color)}"/>${dots(300, 330, 200, 280, 9, '#000', 0.3)}
          <ellipse cx="400" cy="290" rx="110" ry="30" fill="${tone(color, 0.2)}"/><ellipse cx="400" cy="290" rx="60" ry="14" fill="${alt ? '#2ee6ff' : tone(color, -0.1)}" opacity=".8"/>`);
        return c.svg({ cx: 400, cy: 645, rx: 170 }, look.tint);
      }
      case 'soundbar': {
        box3d(c, 90, 380, 620, 110, 70, color, 40);
        c.add(dots(130, 400, 540, 70, 9, '#000', 0.35));
        if (alt) c.add(`<rect x="560" y="540" width="120" height="140" rx="30" fill="${c.body(color)}"/>`);
        return c.svg({ cx: 400, cy: 505, rx: 340 }, look.tint);
      }
      case 'shotgun-mic': {
        const [fx, fy] = tube(c, 620, 260, -420, 300, () => 38, color, [[0.05, 0.75, tone(color, -0.25), true]]);
        c.add(`<circle cx="${fx}" cy="${fy}" r="38" fill="#15161a"/>`);
        if (!alt)
          c.add(
            `<rect x="480" y="330" width="70" height="130" rx="12" fill="#2a2b2f" transform="rotate(35 515 395)"/>`,
          );
        return c.svg({ cx: 420, cy: 640, rx: 260 }, look.tint);
      }
      case 'wireless-mic': {
        const n = look.variant === 'mic-2tx' ? 2 : 1;
        for (let i = 0; i < n; i++) {
          box3d(c, 200 + i * 150, 330 + i * 30, 120, 130, 40, color, 20);
          c.add(dots(236 + i * 150, 356 + i * 30, 48, 48, 7, '#888', 0.9));
        }
        box3d(c, 500, 420, 140, 150, 40, color, 20);
        c.add(`<rect x="520" y="440" width="100" height="60" rx="6" fill="${c.screen('#3fa9f5', '#0c2a66')}"/>`);
        if (alt) c.add(`<rect x="120" y="560" width="560" height="110" rx="26" fill="${c.body('#2a2b2f')}"/>`);
        return c.svg({ cx: 420, cy: 600, rx: 260 }, look.tint);
      }
      case 'projector': {
        box3d(c, 200, 340, 400, 200, 150, color, 30);
        c.add(`<circle cx="300" cy="440" r="70" fill="${tone(color, -0.3)}"/>`);
        c.add(glassCircle(300, 440, 56, c.glass(), '#111'));
        c.add(dots(420, 400, 150, 90, 9, '#000', 0.35));
        if (alt) c.add(`<path d="M240 300 L60 120 H360 Z" fill="#fffbe0" opacity=".45"/>`);
        return c.svg({ cx: 430, cy: 565, rx: 280 }, look.tint);
      }
      case 'magsafe-charger': {
        c.add(
          `<path d="M400 470 C400 600 640 560 700 700" fill="none" stroke="${tone(color, 0.1)}" stroke-width="16"/>`,
        );
        c.add(`<ellipse cx="400" cy="440" rx="190" ry="${alt ? 190 : 80}" fill="${tone(color, -0.3)}"/><ellipse cx="400" cy="${alt ? 430 : 420}" rx="190" ry="${alt ? 190 : 80}" fill="${c.body('#e8e8e6', 0.4)}"/>
          <ellipse cx="400" cy="${alt ? 430 : 420}" rx="120" ry="${alt ? 120 : 50}" fill="none" stroke="#c9ccd1" stroke-width="6"/>`);
        return c.svg({ cx: 400, cy: alt ? 640 : 530, rx: 220 }, look.tint);
      }
      case 'instant-film': {
        const packs = look.variant === 'film-twin' ? 2 : 1;
        for (let i = packs - 1; i >= 0; i--) {
          box3d(c, 230 + i * 60, 280 - i * 40, 300, 380, 60, alt ? '#2a2b2f' : '#f3f1ea', 14);
          c.add(
            `<rect x="${260 + i * 60}" y="${310 - i * 40}" width="240" height="230" fill="${c.screen('#ffb36b', '#6a9cff')}"/><rect x="${230 + i * 60}" y="${580 - i * 40}" width="300" height="40" fill="${accent}"/>`,
          );
        }
        return c.svg({ cx: 430, cy: 680, rx: 240 }, look.tint);
      }
      case 'battery-grip': {
        box3d(c, 230, 330, 340, 230, 110, color, 30);
        c.add(`<rect x="230" y="330" width="110" height="230" rx="40" fill="${tone(color, -0.25)}"/>${dots(245, 360, 70, 170, 7, '#000', 0.35)}
          <ellipse cx="290" cy="330" rx="24" ry="8" fill="#c9ccd1"/>`);
        if (alt) c.add(`<rect x="380" y="300" width="160" height="24" rx="6" fill="#b9bdc3"/>`);
        return c.svg({ cx: 430, cy: 585, rx: 240 }, look.tint);
      }
      case 'capture-clip': {
        box3d(c, 260, 370, 280, 110, 90, '#2a2b2f', 16);
        c.add(`<rect x="290" y="300" width="220" height="60" rx="10" fill="${c.body('#c9cdd3', 0.5)}"/><rect x="330" y="480" width="30" height="90" rx="8" fill="#2a2b2f"/><rect x="440" y="480" width="30" height="90" rx="8" fill="#2a2b2f"/>
          <rect x="500" y="330" width="70" height="36" rx="10" fill="${accent}"/>`);
        return c.svg({ cx: 430, cy: 590, rx: 220 }, look.tint);
      }
      case 'hard-case': {
        box3d(c, 150, 320, 500, 320, 130, color, 30);
        c.add(
          `<rect x="150" y="400" width="500" height="18" fill="${tone(color, -0.35)}"/><rect x="330" y="280" width="140" height="40" rx="14" fill="none" stroke="${tone(color, -0.2)}" stroke-width="18"/>`,
        );
        for (const x of [220, 530])
          c.add(`<rect x="${x}" y="384" width="50" height="60" rx="8" fill="${c.body(tone(color, 0.15))}"/>`);
        if (alt) c.add(`<path d="M170 340 h460" stroke="#fff" stroke-opacity=".2" stroke-width="6"/>`);
        return c.svg({ cx: 440, cy: 665, rx: 330 }, look.tint, 1.05);
      }
      case 'portable-ssd':
      case 'rugged-ssd': {
        const rugged = kind === 'rugged-ssd';
        c.add(`<g transform="rotate(${alt ? 10 : -10} 400 420)">`);
        if (rugged) c.add(`<rect x="230" y="250" width="340" height="380" rx="60" fill="${accent}"/>`);
        box3d(c, 255, 270, 290, 340, 30, rugged ? '#2a2b2f' : color, 40);
        if (!alt) c.add(`<rect x="${380}" y="560" width="40" height="12" rx="4" fill="#111"/>`);
        c.add('</g>');
        return c.svg({ cx: 400, cy: 650, rx: 210 }, look.tint);
      }
      case 'streaming-box': {
        box3d(c, 220, 400, 300, 90, 180, color, 40);
        c.add(
          `<rect x="560" y="${alt ? 360 : 330}" width="80" height="280" rx="40" fill="${c.body('#2a2b2f')}"/><circle cx="600" cy="${alt ? 410 : 380}" r="22" fill="#3a3c41"/><circle cx="600" cy="${alt ? 470 : 440}" r="10" fill="${accent}"/>`,
        );
        return c.svg({ cx: 430, cy: 650, rx: 280 }, look.tint);
      }
      default: {
        // a compact desktop and anything else boxy
        box3d(c, 250, 300, 300, 300, 170, color, 36);
        c.add(
          `<rect x="290" y="520" width="60" height="12" rx="4" fill="#0d0e10"/><rect x="370" y="520" width="24" height="12" rx="4" fill="#0d0e10"/><circle cx="500" cy="526" r="12" fill="${tone(accent, 0.2)}"/>`,
        );
        if (alt || rnd.chance(0.3)) c.add(dots(290, 340, 220, 140, 9, '#000', 0.3));
        return c.svg({ cx: 440, cy: 625, rx: 260 }, look.tint);
      }
    }
  };
  return [mk(false), mk(true)];
}

export function gearViews(kind: string, shape: SeedProductType['shape'], look: Look): string[] {
  if (shape === 'bag') return bags(kind, look);
  if (shape === 'tripod') return supports(kind, look);
  if (shape === 'light') return lights(kind, look);
  if (shape === 'card') return cards(kind, look);
  return boxes(kind, look);
}
