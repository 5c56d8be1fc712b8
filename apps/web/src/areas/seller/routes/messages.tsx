// The seller's conversations with buyers: the list (unread first to catch the eye), the open
// thread with the reply box, and a report to the marketplace operators with a reason. New
// messages arrive without reloading.
import { reportConversationBody } from '@polymart/contract/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EndlessList } from '../../../components/load-more.tsx';
import { EmptyState } from '../../../components/states.tsx';
import {
  CONVERSATIONS,
  conversationsChanged,
  fetchConversations,
  reportConversation,
} from '../../../features/messages/api.ts';
import { ConversationItem } from '../../../features/messages/conversation-list.tsx';
import { ConversationView } from '../../../features/messages/conversation-view.tsx';
import { useLiveMessages } from '../../../features/messages/use-live-messages.ts';
import { ApiError } from '../../../lib/api.ts';
import { usePagedList } from '../../../lib/paged.ts';
import { useSession } from '../../../lib/session.ts';
import { showToast } from '../../../lib/toast.ts';
import { sellerPaths } from '../paths.ts';
import { useSellerTitle } from '../title.ts';
import '../../../styles/messages.css';

export default function SellerMessages() {
  const { t } = useTranslation();
  const sellerId = useSession()?.id ?? 0;
  const client = useQueryClient();
  const [params] = useSearchParams();
  const open = Number(params.get('id')) || undefined;
  useSellerTitle(t('messages.title'));
  const { list, items } = usePagedList([CONVERSATIONS, 'seller', 'list', sellerId], (page, signal) =>
    fetchConversations('seller', page, signal),
  );
  useLiveMessages('seller', { onMessage: () => void conversationsChanged(client) }, Boolean(sellerId));
  return (
    <div className="page seller-page">
      <h1>{t('messages.title')}</h1>
      <div className="messages-layout">
        <nav className="conversation-list" aria-label={t('messages.list')}>
          <EndlessList
            query={list}
            items={items}
            empty={<EmptyState title={t('messages.sellerEmpty')} />}
            render={(c) => (
              <ConversationItem key={c.id} side="seller" conversation={c} to={sellerPaths.messages} current={open} />
            )}
          />
        </nav>
        {open ? (
          <ConversationView
            key={open}
            side="seller"
            id={open}
            actions={(c) => <ReportButton id={c.id} reported={c.reported} />}
          />
        ) : (
          items.length > 0 && <p className="muted">{t('messages.pick')}</p>
        )}
      </div>
    </div>
  );
}

function ReportButton({ id, reported }: { id: number; reported: boolean }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const field = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  if (reported) return <span className="small muted">{t('messages.reportedWait')}</span>;
  if (!open)
    return (
      <button type="button" className="btn btn-outline" onClick={() => setOpen(true)}>
        {t('messages.report')}
      </button>
    );
  return (
    <form
      className="report-form card panel"
      onSubmit={async (e) => {
        e.preventDefault();
        const parsed = reportConversationBody.safeParse({ reason });
        if (!parsed.success) return setError(t('messages.reasonNeeded'));
        try {
          await reportConversation(id, parsed.data.reason);
          showToast(t('messages.reportSent'), 'info');
          setOpen(false);
          await client.invalidateQueries({ queryKey: [CONVERSATIONS] });
        } catch (err) {
          setError(err instanceof ApiError ? t(`errors.${err.code}`, { defaultValue: err.message }) : '');
        }
      }}
    >
      <label htmlFor={field}>{t('messages.reason')}</label>
      <textarea
        id={field}
        rows={2}
        maxLength={500}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        aria-describedby={error ? `${field}-error` : undefined}
      />
      {error && (
        <p id={`${field}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
      <span className="link-row">
        <button type="submit" className="btn">
          {t('messages.sendReport')}
        </button>
        <button type="button" className="btn btn-ghost" onClick={() => setOpen(false)}>
          {t('messages.cancel')}
        </button>
      </span>
    </form>
  );
}
