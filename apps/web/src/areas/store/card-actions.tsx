// The storefront's product cards carry the wishlist heart and the compare toggle: two features the
// catalogue's card does not import, composed here once for every card (DESIGN §4). The lists they
// switch are read here once for all the cards below, not by each card (issue 17, speed).
import type { ProductItem } from '@polymart/contract';
import { useCallback } from 'react';
import { CardActions } from '../../features/catalog/product-card.tsx';
import { CompareSwitch, useCompareToggle } from '../../features/compare/compare-button.tsx';
import { useWishlistToggle, WishlistHeart } from '../../features/wishlist/wishlist-button.tsx';

export function WithCardActions({ children }: { children: React.ReactNode }) {
  const wishlist = useWishlistToggle();
  const compare = useCompareToggle();
  const actions = useCallback(
    (product: ProductItem) => (
      <>
        <WishlistHeart product={product} wishlist={wishlist} />
        <CompareSwitch product={product} compare={compare} />
      </>
    ),
    [wishlist, compare],
  );
  return <CardActions value={actions}>{children}</CardActions>;
}
