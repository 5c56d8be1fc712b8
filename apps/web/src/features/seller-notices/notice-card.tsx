// One notice: what it is about, how it went, the operator's words, when; unread ones are marked
// (a word as well as the bar, so colour is not the only sign) and can be marked read.
import { noticeHasOutcome } from '@polymart/contract/account';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../lib/format.ts';
import type { Notice } from './api.ts';

const STATUS_CLASS = { '-1': 'rejected', '0': 'pending', '1': 'approved' } as const;

export function NoticeCard({
  notice: n,
  to,
  busy,
  onRead,
}: {
  notice: Notice;
  /** where the request it is about is handled, if the area has such a screen */
  to?: string;
  busy: boolean;
  onRead: (id: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const title = t(`notices.type${n.type}`);
  return (
    <li className={n.read ? 'card notice-card' : 'card notice-card unread'} data-testid="notice">
      <div className="stock-card-head">
        <strong>
          {!n.read && <span className="notice-new">{t('seller.notices.new')}</span>}
          {title}
          {n.ref_id ? <span className="muted"> #{n.ref_id}</span> : null}
        </strong>
        {noticeHasOutcome(n.type) && (
          <span className={`stock-status stock-status-${STATUS_CLASS[n.status]}`}>
            {t(`notices.status${n.status}`)}
          </span>
        )}
      </div>
      <p className="small muted">
        <time dateTime={n.created_at}>{formatDateTime(n.created_at, i18n.language)}</time>
      </p>
      {n.message && (
        <p>
          <span className="muted">{t('seller.notices.remark')}</span> {n.message}
        </p>
      )}
      <div className="link-row">
        {to && (
          <Link to={to}>
            {t('seller.notices.open')}
            <span className="visually-hidden">
              : {title} {n.ref_id ? `#${n.ref_id}` : ''}
            </span>
          </Link>
        )}
        {!n.read && (
          <button type="button" className="btn btn-ghost" disabled={busy} onClick={() => onRead(n.id)}>
            {t('notices.markRead')}
            <span className="visually-hidden">
              : {title} {n.ref_id ? `#${n.ref_id}` : ''}
            </span>
          </button>
        )}
      </div>
    </li>
  );
}
