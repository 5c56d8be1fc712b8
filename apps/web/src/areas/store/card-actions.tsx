// The storefront's product cards carry the wishlist heart and the compare toggle: two features the
// catalogue's card does not import, composed here once for every card (DESIGN §4).
import type { ProductItem } from '@polymart/contract';
import { CardActions } from '../../features/catalog/product-card.tsx';
import { CompareButton } from '../../features/compare/compare-button.tsx';
import { WishlistButton } from '../../features/wishlist/wishlist-button.tsx';

const actions = (product: ProductItem) => (
  <>
    <WishlistButton product={product} />
    <CompareButton product={product} />
  </>
);

export function WithCardActions({ children }: { children: React.ReactNode }) {
  return <CardActions value={actions}>{children}</CardActions>;
}
