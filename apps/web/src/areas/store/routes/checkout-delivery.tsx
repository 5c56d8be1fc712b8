// Checkout, shipment and delivery (spec §2 /pages/cart/delivery): the shipping address from the
// address book, then a delivery method per shop with its fee and days, priced by the server's
// quote. Choices go into the URL so a reload keeps them. An address is added or edited here, with
// the location picker at hand, without leaving checkout (issue 17).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { LineSkeleton } from '../../../components/states.tsx';
import { AddressForm } from '../../../features/account/address-form.tsx';
import { type Address, addressesQuery } from '../../../features/account/api/queries.ts';
import { quoteQuery } from '../../../features/cart/checkout-api.ts';
import { checkoutSearch, readCheckout } from '../../../features/cart/checkout-state.ts';
import { CheckoutSteps } from '../../../features/cart/checkout-steps.tsx';
import { QuoteProblem } from '../../../features/cart/quote-problem.tsx';
import { QuoteShops, QuoteTotals } from '../../../features/cart/quote-view.tsx';
import { useTitle } from '../../../lib/hooks.ts';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.ts';
import '../../../styles/cart.css';
import '../../../styles/checkout.css';

/** The location picker's own screen, opened inside checkout on demand. */
const LocationPicker = lazy(() => import('./location.tsx'));

/** The address form in place of the list, and the location picker under it when asked for. */
function AddressEditor({
  initial,
  onSaved,
  onClose,
}: {
  initial?: Address;
  onSaved: (id: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  return (
    <>
      <h3>{initial ? t('checkout.editAddress') : t('checkout.newAddress')}</h3>
      <AddressForm initial={initial} onSaved={onSaved} onDone={onClose} onChooseLocation={() => setPicking(true)} />
      {picking && (
        <div className="card panel checkout-location">
          <Suspense fallback={<LineSkeleton lines={3} />}>
            <LocationPicker />
          </Suspense>
          {/* closing re-renders the form, which then offers the place just picked for the street */}
          <button type="button" className="btn btn-outline" onClick={() => setPicking(false)}>
            {t('checkout.locationDone')}
          </button>
        </div>
      )}
    </>
  );
}

export default function CheckoutDelivery() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const state = readCheckout(params);
  const user = useSession();
  // the address being added ('new') or edited, in place of the list
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  useTitle(t('checkout.deliveryTitle'));
  const addresses = useQuery({ ...addressesQuery(user?.id ?? 0), enabled: Boolean(user) });
  const quote = useQuery({
    ...quoteQuery(user?.id ?? 0, state),
    enabled: Boolean(user),
    placeholderData: keepPreviousData,
  });
  if (!user) return <Navigate to={paths.loginThen(location.pathname + location.search)} replace />;

  const list = addresses.data ?? [];
  const addressId =
    list.find((a) => a.id === state.addressId)?.id ?? list.find((a) => a.is_default)?.id ?? list[0]?.id ?? null;
  const change = (next: Partial<typeof state>) => setParams(checkoutSearch({ ...state, ...next }), { replace: true });
  const proceed = () => {
    if (!quote.data || !addressId) return;
    // make each shop's method explicit, so the next steps quote exactly what was shown here
    const delivery = Object.fromEntries(quote.data.shops.map((s) => [String(s.shop.id), s.delivery_method]));
    navigate(paths.checkoutPay(checkoutSearch({ ...state, addressId, delivery })));
  };

  return (
    <div className="page checkout-page">
      <CheckoutSteps current="delivery" />
      <h1>{t('checkout.deliveryTitle')}</h1>
      <section className="card panel" aria-labelledby="ship-to">
        <h2 id="ship-to">{t('checkout.shipTo')}</h2>
        {!addresses.data ? (
          <LineSkeleton lines={2} />
        ) : editing || list.length === 0 ? (
          <>
            {list.length === 0 && <p>{t('checkout.noAddress')}</p>}
            <AddressEditor
              initial={editing === 'new' || !editing ? undefined : editing}
              onSaved={(id) => change({ addressId: id })}
              onClose={() => setEditing(null)}
            />
          </>
        ) : (
          <>
            <fieldset className="options">
              <legend className="visually-hidden">{t('checkout.shipTo')}</legend>
              {list.map((a) => (
                <label key={a.id} className="option">
                  <input
                    type="radio"
                    name="address"
                    value={a.id}
                    checked={a.id === addressId}
                    onChange={() => change({ addressId: a.id })}
                  />
                  <span>
                    <strong>{a.name}</strong> · {a.phone}
                    {a.is_default && <span className="badge-inline">{t('address.default')}</span>}
                    <br />
                    <span className="small">
                      {a.street}, {a.postal_code} {a.city}
                      {a.state && `, ${a.state}`}, {a.country}
                    </span>
                  </span>
                </label>
              ))}
            </fieldset>
            <p className="link-row">
              <button
                type="button"
                className="btn btn-ghost"
                onClick={() => setEditing(list.find((a) => a.id === addressId) ?? null)}
              >
                {t('checkout.editAddress')}
              </button>
              <button type="button" className="btn btn-ghost" onClick={() => setEditing('new')}>
                {t('checkout.newAddress')}
              </button>
            </p>
          </>
        )}
      </section>
      <h2>{t('checkout.deliveryMethods')}</h2>
      {quote.isError ? (
        <QuoteProblem error={quote.error} />
      ) : !quote.data ? (
        <LineSkeleton lines={4} />
      ) : quote.data.shops.length === 0 ? (
        <QuoteProblem />
      ) : (
        <>
          <QuoteShops
            quote={quote.data}
            choice={{
              chosen: state.delivery,
              onDelivery: (shopId, code) => change({ delivery: { ...state.delivery, [shopId]: code } }),
            }}
          />
          <section className="card panel" aria-label={t('checkout.totals')}>
            <QuoteTotals quote={quote.data} />
            <button
              type="button"
              className="btn btn-block"
              disabled={!addressId || Boolean(editing) || quote.isPlaceholderData}
              onClick={proceed}
            >
              {t('checkout.toPayment')}
            </button>
          </section>
        </>
      )}
    </div>
  );
}
