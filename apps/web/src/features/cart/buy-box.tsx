// The product page's buying controls: a quantity bounded by stock, Add to cart (signed in or not)
// and Buy now, which goes straight to delivery with this one product, skipping the cart. On phones
// the product page docks the two buttons, with the price, in a bar at the screen's foot (issue 17):
// the same buttons, so there is one Add to cart per screen, not one in the page and one in a bar.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { QuantityStepper } from '../../components/quantity-stepper.tsx';
import { paths } from '../../lib/paths.ts';
import { showToast } from '../../lib/toast.ts';
import { addToCart } from './api.ts';
import { checkoutSearch } from './checkout-state.ts';

export function BuyBox({
  product,
  price,
}: {
  product: { id: number; name: string; stock: number };
  /** shown beside the buttons where they are docked (phones); the page shows its own price above */
  price?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [quantity, setQuantity] = useState(1);
  const [busy, setBusy] = useState(false);
  const [added, setAdded] = useState(false);
  const out = product.stock < 1;
  const add = async () => {
    setBusy(true);
    const result = await addToCart(client, product, quantity);
    setBusy(false);
    if (result === 'ok') {
      setAdded(true);
      showToast(t('cart.added', { count: quantity }), 'success', 2000);
    } else if (result === 'stock') showToast(t('errors.2000023'));
  };
  const buyNow = () =>
    navigate(
      paths.checkoutDelivery(
        checkoutSearch({
          cartIds: [],
          item: { product_id: product.id, quantity },
          addressId: null,
          delivery: {},
          method: null,
        }),
      ),
    );
  return (
    <div className="buy-box">
      {!out && (
        <div className="field-inline">
          <span>{t('cart.quantity')}</span>
          <QuantityStepper value={quantity} max={product.stock} label={product.name} onChange={setQuantity} />
        </div>
      )}
      <div className="buy-dock" data-testid="buy-dock">
        {price && <div className="buy-dock-price">{price}</div>}
        <div className="buy-row">
          <button type="button" className="btn btn-outline" disabled={out || busy} onClick={add}>
            {t('product.addToCart')}
          </button>
          <button type="button" className="btn" disabled={out} onClick={buyNow}>
            {t('product.buyNow')}
          </button>
        </div>
      </div>
      {added && (
        <p className="small">
          <Link to={paths.cart}>{t('cart.view')}</Link>
        </p>
      )}
    </div>
  );
}
