// The heart on product cards and the product page. Visitors are asked to sign in first and come
// back to the same screen.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { IconToggle } from '../../components/icon-toggle.tsx';
import { useHere } from '../../lib/hooks.ts';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.ts';
import { showToast } from '../../lib/toast.ts';
import { setWishlisted, useWishlistIds } from './api.ts';

export function WishlistButton({
  product,
  withText = false,
}: {
  product: { id: number; name: string };
  withText?: boolean;
}) {
  const { t } = useTranslation();
  const user = useSession();
  const client = useQueryClient();
  const navigate = useNavigate();
  const here = useHere();
  const on = useWishlistIds().has(product.id);
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    if (!user) {
      showToast(t('wishlist.signIn'), 'info');
      navigate(paths.loginThen(here));
      return;
    }
    setBusy(true);
    try {
      await setWishlisted(client, product.id, !on);
      showToast(t(on ? 'wishlist.removed' : 'wishlist.added'), 'success', 2000);
    } catch {
      // api() has shown why
    } finally {
      setBusy(false);
    }
  };
  return (
    <IconToggle
      icon="heart"
      label={t('wishlist.save', { name: product.name })}
      text={withText ? t('wishlist.label') : undefined}
      pressed={on}
      busy={busy}
      onToggle={() => void toggle()}
    />
  );
}
