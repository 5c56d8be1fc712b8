// The product page's gallery (issue 17): every image of the product in a scroll-snap strip that a
// phone swipes without a library, thumbnails that scroll it, and a zoom view (a modal <dialog>:
// focus stays inside, Escape closes) where a click or Enter magnifies the 800 px file twice over.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icon.tsx';
import { ProductImage } from '../../components/product-image.tsx';
import { imageUrl } from '../../lib/api.ts';
import type { ProductDetail } from './types.ts';

type Images = ProductDetail['product']['images'];

/** The gallery's width: the page's width on a phone, its left column on a desktop (early.ts preloads with it). */
export const GALLERY_IMAGE_SIZES = '(min-width: 960px) 480px, 100vw';

export function Gallery({ images, name }: { images: Images; name: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const strip = useRef<HTMLDivElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  // a new product (a variant picked) starts at its first image
  const first = images[0]?.medium;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the product's images change
  useEffect(() => {
    setIndex(0);
    strip.current?.scrollTo({ left: 0 });
  }, [first]);
  if (images.length === 0) return null;

  const go = (i: number) => {
    const to = (i + images.length) % images.length;
    setIndex(to);
    const el = strip.current;
    el?.scrollTo({ left: to * el.clientWidth, behavior: 'smooth' });
  };
  // the slide under the strip's middle after a swipe (or a thumbnail's scroll) is the current one
  const onScroll = () => {
    const el = strip.current;
    if (!el || el.clientWidth === 0) return;
    const at = Math.round(el.scrollLeft / el.clientWidth);
    if (at !== index && at >= 0 && at < images.length) setIndex(at);
  };
  const label = (i: number) => t('product.imageOf', { index: i + 1, count: images.length });

  return (
    <section className="gallery" aria-label={t('product.gallery')}>
      <div className="gallery-stage">
        <div className="gallery-strip" ref={strip} onScroll={onScroll} data-testid="gallery-strip">
          {images.map((img, i) => (
            <button
              key={img.medium}
              type="button"
              className="gallery-slide"
              aria-label={t('product.zoomImage', { index: i + 1 })}
              onClick={() => {
                setIndex(i);
                dialog.current?.showModal();
              }}
            >
              <ProductImage
                path={img.medium}
                alt={i === 0 ? name : label(i)}
                sizes={GALLERY_IMAGE_SIZES}
                eager={i === 0}
              />
            </button>
          ))}
        </div>
        {images.length > 1 && (
          <>
            <button
              type="button"
              className="icon-btn gallery-prev"
              aria-label={t('common.previous')}
              onClick={() => go(index - 1)}
            >
              <Icon name="back" size={20} />
            </button>
            <button
              type="button"
              className="icon-btn gallery-next"
              aria-label={t('common.next')}
              onClick={() => go(index + 1)}
            >
              <Icon name="chevron" size={20} />
            </button>
            <span className="gallery-count" aria-live="polite" data-testid="gallery-count">
              {index + 1} / {images.length}
            </span>
          </>
        )}
      </div>
      {images.length > 1 && (
        <div className="thumbs">
          {images.map((img, i) => (
            <button
              key={img.small}
              type="button"
              aria-pressed={i === index}
              aria-label={t('product.image', { index: i + 1 })}
              onClick={() => go(i)}
            >
              <img src={imageUrl(img.small)} alt="" width={64} height={64} loading="lazy" />
            </button>
          ))}
        </div>
      )}
      <ZoomDialog dialog={dialog} images={images} index={index} onMove={go} label={label} />
    </section>
  );
}

function ZoomDialog({
  dialog,
  images,
  index,
  onMove,
  label,
}: {
  dialog: React.RefObject<HTMLDialogElement | null>;
  images: Images;
  index: number;
  onMove: (i: number) => void;
  label: (i: number) => string;
}) {
  const { t } = useTranslation();
  const [zoomed, setZoomed] = useState(false);
  const [origin, setOrigin] = useState('50% 50%');
  const current = images[index] ?? images[0];
  if (!current) return null;
  // the magnified point follows the pointer, so the buyer reads the detail they aim at
  const aim = (e: React.MouseEvent<HTMLElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    setOrigin(`${((e.clientX - box.left) / box.width) * 100}% ${((e.clientY - box.top) / box.height) * 100}%`);
  };
  return (
    <dialog
      ref={dialog}
      className="zoom-dialog"
      aria-label={t('product.gallery')}
      onClose={() => setZoomed(false)}
      data-testid="zoom-dialog"
    >
      <div className="zoom-head">
        <span>{label(index)}</span>
        <button type="button" className="btn btn-ghost" onClick={() => dialog.current?.close()}>
          <Icon name="close" size={18} /> {t('common.close')}
        </button>
      </div>
      <button
        type="button"
        className={zoomed ? 'zoom-view zoom-on' : 'zoom-view'}
        aria-pressed={zoomed}
        aria-label={t('product.magnify')}
        onClick={(e) => {
          // a pointer aims where it clicked; Enter or Space (detail 0) magnifies the middle
          if (e.detail > 0) aim(e);
          else setOrigin('50% 50%');
          setZoomed(!zoomed);
        }}
        onPointerMove={zoomed ? aim : undefined}
      >
        <img
          src={imageUrl(current.large)}
          alt={label(index)}
          width={800}
          height={800}
          style={{ transformOrigin: origin }}
        />
      </button>
      {images.length > 1 && (
        <div className="zoom-nav">
          <button type="button" className="btn btn-outline" onClick={() => onMove(index - 1)}>
            {t('common.previous')}
          </button>
          <button type="button" className="btn btn-outline" onClick={() => onMove(index + 1)}>
            {t('common.next')}
          </button>
        </div>
      )}
    </dialog>
  );
}
