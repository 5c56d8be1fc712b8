// The cart's summary bar sticks to the bottom of a phone's screen, over the lines scrolling under
// it (issue 17: it covered the last line). Its height, which wraps to more rows in long languages,
// is published as --cart-bar-h; cart.css makes it the page's scroll padding, so a line scrolled to
// (by the keyboard's focus or the browser) stops above the bar and the tab bar.

/** A callback ref for the bar: watches its height while it is on screen (React 19 ref cleanup). */
export function keepLinesClear(bar: HTMLElement | null): (() => void) | undefined {
  if (!bar || typeof ResizeObserver === 'undefined') return undefined;
  const root = document.documentElement;
  const observer = new ResizeObserver(() => root.style.setProperty('--cart-bar-h', `${bar.offsetHeight}px`));
  observer.observe(bar);
  return () => {
    observer.disconnect();
    root.style.removeProperty('--cart-bar-h');
  };
}
