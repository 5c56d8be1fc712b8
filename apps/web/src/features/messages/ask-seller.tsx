// "Ask the seller" / "Message the shop": opens (or finds) the buyer's conversation with the shop
// and goes to it, carrying what it is about (a product or an order) for the first message.
// Visitors sign in first and come back here.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.ts';
import { openConversation } from './api.ts';

interface Props {
  shopId: number;
  productId?: number;
  orderId?: number;
  /** messages.ask ("Ask the seller") or messages.messageShop ("Message the shop"). */
  label?: 'ask' | 'messageShop';
  className?: string;
}

export function AskSeller({ shopId, productId, orderId, label = 'ask', className = 'btn btn-outline' }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSession();
  const [busy, setBusy] = useState(false);
  const go = async () => {
    if (!user) {
      const back = window.location.hash.replace(/^#/, '') || paths.home;
      return navigate(paths.loginThen(back));
    }
    setBusy(true);
    try {
      const opened = await openConversation(shopId);
      navigate(paths.conversation(opened.id, { product: productId, order: orderId }));
    } catch {
      setBusy(false); // the API client has said why
    }
  };
  return (
    <button type="button" className={className} disabled={busy} onClick={() => void go()}>
      {t(`messages.${label}`)}
    </button>
  );
}
