// The heart on product cards and the product page. Visitors are asked to sign in first and come
// back to the same screen.
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BusyToggle } from '../../components/icon-toggle.tsx';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.ts';
import { showToast } from '../../lib/toast.ts';
import { setWishlisted, useWishlistIds } from './api.ts';

/** The screen shown now, to come back to after signing in (read when asked, not watched). */
function here(): string {
  const hash = window.location.hash.replace(/^#/, '');
  return hash && hash !== '/' ? hash : paths.home;
}

export interface WishlistToggle {
  has: (productId: number) => boolean;
  /** Keeps the product or drops it (`on`: it is kept now), and says so; visitors go to sign in. */
  toggle: (productId: number, on: boolean) => Promise<void>;
}

/**
 * The wishlist as on/off switches for any number of products: a grid asks once for all its cards
 * (each card's own query observer and router hooks cost a phone 1 ms a card, issue 17, speed).
 */
export function useWishlistToggle(): WishlistToggle {
  const { t } = useTranslation();
  const user = useSession();
  const client = useQueryClient();
  const navigate = useNavigate();
  const ids = useWishlistIds();
  // the switches change only with the list (the cards below re-draw only then); the action reads
  // what it needs as it is when tapped
  const latest = useRef({ t, user, client, navigate });
  latest.current = { t, user, client, navigate };
  return useMemo(
    () => ({
      has: (productId) => ids.has(productId),
      toggle: async (productId, on) => {
        const { t, user, client, navigate } = latest.current;
        if (!user) {
          showToast(t('wishlist.signIn'), 'info');
          navigate(paths.loginThen(here()));
          return;
        }
        try {
          await setWishlisted(client, productId, !on);
          showToast(t(on ? 'wishlist.removed' : 'wishlist.added'), 'success', 2000);
        } catch {
          // api() has shown why
        }
      },
    }),
    [ids],
  );
}

export function WishlistHeart({
  product,
  wishlist,
  withText = false,
}: {
  product: { id: number; name: string };
  wishlist: WishlistToggle;
  withText?: boolean;
}) {
  const { t } = useTranslation();
  const on = wishlist.has(product.id);
  return (
    <BusyToggle
      icon="heart"
      label={t('wishlist.save', { name: product.name })}
      text={withText ? t('wishlist.label') : undefined}
      pressed={on}
      toggle={() => wishlist.toggle(product.id, on)}
    />
  );
}

export function WishlistButton({
  product,
  withText = false,
}: {
  product: { id: number; name: string };
  withText?: boolean;
}) {
  return <WishlistHeart product={product} wishlist={useWishlistToggle()} withText={withText} />;
}
