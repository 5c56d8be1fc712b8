// The ad carousel (spec §9: autoplay 3000 ms, transition 300 ms, height 130). It pauses while
// hovered or focused and when the user prefers reduced motion (WCAG 2.2.2), and has buttons.
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icon.tsx';

export const AUTOPLAY_MS = 3000;
export const TRANSITION_MS = 300;

export function Swiper({ slides, label }: { slides: ReactNode[]; label: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(
    () => typeof matchMedia !== 'undefined' && matchMedia('(prefers-reduced-motion: reduce)').matches,
  );
  const count = slides.length;
  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [paused, count]);
  if (!count) return null;
  const go = (i: number) => setIndex((i + count) % count);
  return (
    <section
      className="swiper"
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
    >
      <div
        className="swiper-track"
        style={{ transform: `translateX(-${index * 100}%)`, transitionDuration: `${TRANSITION_MS}ms` }}
      >
        {slides.map((slide, i) => (
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern makes each slide a group
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: slides are positional
            key={i}
            className="swiper-slide"
            role="group"
            aria-roledescription="slide"
            aria-label={t('common.slide', { index: i + 1, total: count })}
            aria-hidden={i !== index}
            inert={i !== index}
          >
            {slide}
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className="swiper-controls">
          <button type="button" className="icon-btn" onClick={() => go(index - 1)} aria-label={t('common.previous')}>
            <Icon name="back" size={18} />
          </button>
          <span className="swiper-dots" aria-hidden="true">
            {slides.map((_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: dots are positional
              <span key={i} className={i === index ? 'dot dot-on' : 'dot'} />
            ))}
          </span>
          <button type="button" className="icon-btn" onClick={() => go(index + 1)} aria-label={t('common.next')}>
            <Icon name="chevron" size={18} />
          </button>
        </div>
      )}
    </section>
  );
}
