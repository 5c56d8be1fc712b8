// The account menu's entries for sellers (spec §2: products, orders, refund requests received,
// shop settings, and the seller area itself). Each is a real link (it can be read and focused like
// any other), and a click takes a fresh link first (open-seller-area.ts) and opens the area at
// that entry's screen.
import { type MouseEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openSellerArea, type SellerScreen, sellerLink } from './open-seller-area.ts';

const ENTRIES: { label: string; screen: SellerScreen }[] = [
  { label: 'mine.sellerArea', screen: '' },
  { label: 'seller.account.products', screen: '#/products' },
  { label: 'seller.account.orders', screen: '#/orders' },
  { label: 'seller.account.refunds', screen: '#/refunds' },
  { label: 'seller.account.shop', screen: '#/shop' },
];

export function SellerMenu({ sellerUrl }: { sellerUrl: string }) {
  const { t } = useTranslation();
  const [opening, setOpening] = useState(false);
  const open = (screen: SellerScreen) => (e: MouseEvent<HTMLAnchorElement>) => {
    // a new tab or window (modifier keys, middle click) follows the plain link
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    if (opening) return;
    setOpening(true);
    openSellerArea(screen).then(
      (opened) => setOpening(opened),
      () => setOpening(false),
    );
  };
  return (
    <>
      {ENTRIES.map(({ label, screen }) => (
        <a key={label} href={sellerLink(sellerUrl, screen)} onClick={open(screen)} aria-busy={opening || undefined}>
          {t(label)}
        </a>
      ))}
    </>
  );
}
