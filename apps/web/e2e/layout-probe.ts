// What a buyer sees as a broken phone layout, measured in the page in one pass: the page wider than
// the screen, a control cut off by its box or by the screen's edge, two controls on top of each
// other, an icon squeezed inside its control, text cut off without an ellipsis, a clamped text
// showing part of a line under its ellipsis, and a word broken in the middle (a label may wrap
// between words, or at a hyphen the browser inserts with `hyphens: auto`, never inside a word).
// Each problem names the element, so a failure says what to fix.
import type { Page } from 'playwright-core';

/** The problems on the page as it is drawn now; `words` false skips the mid-word check (CJK). */
export const layoutProblems = (page: Page, words: boolean): Promise<string[]> =>
  // sent as source: a transform that keeps function names (tsx's) calls a helper the page lacks
  page.evaluate(`((__name) => (${probe.toString()})(${words}))((f) => f)`);

/** Runs in the page: it may use only what it defines itself. */
function probe(words: boolean): string[] {
  const problems: string[] = [];
  // one probe asks for the same ancestors' styles hundreds of times: read each once
  const styles = new Map<Element, CSSStyleDeclaration>();
  const getComputedStyle = (e: Element) => {
    const known = styles.get(e);
    if (known) return known;
    const read = window.getComputedStyle(e);
    styles.set(e, read);
    return read;
  };
  const doc = document.documentElement;
  const vw = doc.clientWidth;
  const name = (e: Element) => {
    const cls =
      typeof e.className === 'string' && e.className.trim() ? `.${e.className.trim().split(/\s+/).join('.')}` : '';
    const label =
      e.getAttribute('aria-label') ?? e.getAttribute('placeholder') ?? e.getAttribute('name') ?? e.textContent ?? '';
    return `<${e.tagName.toLowerCase()}${cls}> "${label.trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
  };
  const clips = (s: string) => s !== 'visible';
  const scrolls = (s: string) => s === 'auto' || s === 'scroll';
  const px = (r: DOMRect) => `${Math.round(r.left)}–${Math.round(r.right)}`;

  if (doc.scrollWidth > vw) {
    const past = [...document.body.querySelectorAll('*')].filter((e) => e.getBoundingClientRect().right > vw + 1);
    const innermost = past.filter((e) => ![...e.children].some((c) => c.getBoundingClientRect().right > vw + 1));
    problems.push(`the page is ${doc.scrollWidth} px wide: ${innermost.slice(0, 3).map(name).join(', ')}`);
  }

  /** The box an element is seen through: its own box cut by every clipping ancestor up to a fixed one. */
  type Seen = { el: Element; rect: DOMRect; seen: DOMRect; layer: Element | null };
  const seenOf = (el: Element): Seen | 'hidden' | string => {
    const rect = el.getBoundingClientRect();
    let { left, top, right, bottom } = rect;
    let scroller = false;
    // a carousel's track is moved by a transform: a slide half in view is passing, not cut off
    let moving = false;
    let layer: Element | null = null;
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      const s = getComputedStyle(a);
      moving ||= s.transform !== 'none';
      if (!layer && (s.position === 'fixed' || s.position === 'sticky')) layer = a;
      if (clips(s.overflowX) || clips(s.overflowY)) {
        const box = a.getBoundingClientRect();
        const inner = {
          left: box.left + a.clientLeft,
          top: box.top + a.clientTop,
          right: box.left + a.clientLeft + a.clientWidth,
          bottom: box.top + a.clientTop + a.clientHeight,
        };
        const x = clips(s.overflowX);
        const y = clips(s.overflowY);
        const outside =
          (x && (rect.right <= inner.left + 1 || rect.left >= inner.right - 1)) ||
          (y && (rect.bottom <= inner.top + 1 || rect.top >= inner.bottom - 1));
        // scrolled away or slid out of a carousel on purpose: not seen at all
        if (outside) return 'hidden';
        const cutX = x && (rect.left < inner.left - 1 || rect.right > inner.right + 1);
        const cutY = y && (rect.top < inner.top - 1 || rect.bottom > inner.bottom + 1);
        if (((cutX && !scrolls(s.overflowX)) || (cutY && !scrolls(s.overflowY))) && !moving)
          return `${name(el)} is cut off by ${name(a)} (${px(rect)} in ${px(box)})`;
        if (cutX && scrolls(s.overflowX)) scroller = true;
        if (x) [left, right] = [Math.max(left, inner.left), Math.min(right, inner.right)];
        if (y) [top, bottom] = [Math.max(top, inner.top), Math.min(bottom, inner.bottom)];
      }
      if (s.position === 'fixed') break;
    }
    if (!scroller && !moving && (rect.right > vw + 1 || rect.left < -1))
      return `${name(el)} runs past the screen's edge (${px(rect)})`;
    return { el, rect, seen: new DOMRect(left, top, right - left, bottom - top), layer };
  };

  const shown = (e: Element) => {
    const r = e.getBoundingClientRect();
    if (r.width < 2 || r.height < 2 || r.bottom < 0 || r.right < 0) return false;
    const s = getComputedStyle(e);
    // a closed <details> keeps its content's boxes, but draws none of them
    const folded = e.closest('details:not([open]) > :not(summary)');
    return (
      s.visibility === 'visible' &&
      Number(s.opacity) > 0 &&
      !folded &&
      !e.closest('[aria-hidden="true"], .visually-hidden')
    );
  };

  const controls: Seen[] = [];
  for (const el of document.querySelectorAll('a[href], button, input:not([type="hidden"]), select, textarea')) {
    if (!shown(el)) continue;
    const seen = seenOf(el);
    if (typeof seen === 'string') {
      if (seen !== 'hidden') problems.push(seen);
      continue;
    }
    controls.push(seen);
    for (const icon of el.querySelectorAll('svg')) {
      const want = Number(icon.getAttribute('width')) || 16;
      const got = icon.getBoundingClientRect().width;
      if (got < want * 0.75) problems.push(`the icon of ${name(el)} is squeezed to ${Math.round(got)} px of ${want}`);
    }
    if (el instanceof HTMLInputElement && el.placeholder && !el.value) {
      const s = getComputedStyle(el);
      const ctx = document.createElement('canvas').getContext('2d');
      if (ctx) {
        ctx.font = `${s.fontStyle} ${s.fontWeight} ${s.fontSize} ${s.fontFamily}`;
        const room = el.clientWidth - Number.parseFloat(s.paddingLeft) - Number.parseFloat(s.paddingRight);
        if (ctx.measureText(el.placeholder).width > room + 1 && s.textOverflow !== 'ellipsis')
          problems.push(`the placeholder of ${name(el)} is cut off without an ellipsis`);
      }
    }
  }

  // two controls on top of each other; one placed wholly inside another (a heart on a card) is meant
  for (let i = 0; i < controls.length; i++) {
    const a = controls[i] as Seen;
    for (let j = i + 1; j < controls.length; j++) {
      const b = controls[j] as Seen;
      if (a.layer !== b.layer || a.el.contains(b.el) || b.el.contains(a.el)) continue;
      const w = Math.min(a.seen.right, b.seen.right) - Math.max(a.seen.left, b.seen.left);
      const h = Math.min(a.seen.bottom, b.seen.bottom) - Math.max(a.seen.top, b.seen.top);
      if (w <= 2 || h <= 2) continue;
      const inside = (p: DOMRect, q: DOMRect) =>
        p.left >= q.left - 1 && p.right <= q.right + 1 && p.top >= q.top - 1 && p.bottom <= q.bottom + 1;
      if (inside(a.seen, b.seen) || inside(b.seen, a.seen)) continue;
      problems.push(`${name(a.el)} and ${name(b.el)} overlap`);
    }
  }

  /** The nearest fixed or sticky box: what is drawn in it moves apart from the rest. */
  const layerOf = (el: Element) => {
    for (let a: Element | null = el; a && a !== document.body; a = a.parentElement) {
      const p = getComputedStyle(a).position;
      if (p === 'fixed' || p === 'sticky') return a;
    }
    return null;
  };
  const CONTROL = 'a[href], button, input, select, textarea';
  /** The part of the screen an element's content shows in: cut by every clipping ancestor. */
  const clipOf = (el: Element) => {
    let c = new DOMRect(-1e6, -1e6, 2e6, 2e6);
    for (let a: Element | null = el; a && a !== document.body; a = a.parentElement) {
      const as = getComputedStyle(a);
      if (clips(as.overflowX) || clips(as.overflowY)) {
        const r = a.getBoundingClientRect();
        const l = Math.max(c.left, r.left);
        const t = Math.max(c.top, r.top);
        c = new DOMRect(
          l,
          t,
          Math.min(c.right, r.left + a.clientLeft + a.clientWidth) - l,
          Math.min(c.bottom, r.top + a.clientTop + a.clientHeight) - t,
        );
      }
      if (as.position === 'fixed') break;
    }
    return c;
  };
  const meet = (a: DOMRect, b: DOMRect) =>
    Math.min(a.right, b.right) - Math.max(a.left, b.left) > 2 &&
    Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 2;

  /**
   * Whether text is drawn over a control rather than under it (a count laid on a gallery's image
   * button is meant): of the two branches under their common ancestor, the later one is painted on
   * top when the text's side is positioned.
   */
  const drawnOver = (text: Element, control: Element) => {
    let a: Element = text;
    while (a.parentElement && !a.parentElement.contains(control)) a = a.parentElement;
    let b: Element = control;
    while (b.parentElement && !b.parentElement.contains(text)) b = b.parentElement;
    if (!(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_PRECEDING)) return false;
    for (let e: Element | null = text; e && e !== a.parentElement; e = e.parentElement)
      if (getComputedStyle(e).position !== 'static') return true;
    return false;
  };

  // text: cut off without an ellipsis, spilling out of its control, under another control, half a
  // line under a clamp's ellipsis, a word broken inside
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  const reported = new Set<Element>();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    const el = node.parentElement;
    if (!el || !text.trim() || reported.has(el) || el.closest('script, style, svg, option') || !shown(el)) continue;
    const s = getComputedStyle(el);
    range.selectNodeContents(node);
    const box = range.getBoundingClientRect();
    const report = (problem: string) => {
      problems.push(problem);
      reported.add(el);
    };
    for (let a: Element | null = el; a && a !== document.body; a = a.parentElement) {
      const as = getComputedStyle(a);
      if (as.position === 'fixed') break;
      if (!clips(as.overflowX) || scrolls(as.overflowX)) continue;
      const r = a.getBoundingClientRect();
      const right = r.left + a.clientLeft + a.clientWidth;
      const ellipsis = as.textOverflow === 'ellipsis' || s.textOverflow === 'ellipsis';
      if (box.left < right - 1 && box.right > right + 1 && !ellipsis && !as.webkitLineClamp?.match(/\d/))
        report(`the text of ${name(el)} is cut off by ${name(a)} without an ellipsis`);
      break;
    }
    if (reported.has(el)) continue;
    const own = el.closest(CONTROL);
    let clipped = false;
    for (let a: Element | null = el; a && own && a !== own.parentElement; a = a.parentElement)
      clipped ||= clips(getComputedStyle(a).overflowX);
    if (own && !clipped) {
      const r = own.getBoundingClientRect();
      if (box.left < r.left - 2 || box.right > r.right + 2) {
        report(`the text of ${name(el)} spills out of ${name(own)}`);
        continue;
      }
    }
    const layer = layerOf(el);
    const clip = clipOf(el);
    const parts = [...range.getClientRects()].filter((t) => meet(t, clip));
    const under = controls.find(
      (c) =>
        !c.el.contains(el) &&
        // a link inside a line of text flows with it: only a box of its own can cover text
        getComputedStyle(c.el).display !== 'inline' &&
        c.layer === layer &&
        meet(c.seen, box) &&
        parts.some((t) => meet(t, c.seen) && meet(c.seen, clip)) &&
        !drawnOver(el, c.el),
    );
    if (under) {
      report(`the text of ${name(el)} runs under ${name(under.el)}`);
      continue;
    }
    for (let a: Element | null = el; a && a !== document.body; a = a.parentElement) {
      const as = getComputedStyle(a);
      if (!(Number(as.webkitLineClamp) > 0)) continue;
      // the box clips at its padding edge: padding under the last line shows the next line's top
      if (a.scrollHeight > a.clientHeight + 1 && Number.parseFloat(as.paddingBottom) > 1)
        report(`${name(a)} shows part of a line under its ${as.webkitLineClamp}-line clamp`);
      break;
    }
    if (!words || s.hyphens === 'auto' || reported.has(el)) continue;
    // text on one line breaks nowhere: only text over several lines is read word by word
    range.selectNodeContents(node);
    if (new Set([...range.getClientRects()].map((r) => Math.round(r.top / 4))).size < 2) continue;
    for (const m of text.matchAll(/[\p{L}\p{N}\p{M}]{3,}/gu)) {
      // Chinese, Japanese and Thai break between any two characters (Korean between syllables)
      if (/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]/u.test(m[0]))
        continue;
      range.setStart(node, m.index);
      range.setEnd(node, m.index + m[0].length);
      const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top / 4)));
      if (tops.size > 1) {
        report(`"${m[0]}" in ${name(el)} is broken across lines`);
        break;
      }
    }
  }
  return problems;
}
