// The seller's notices (spec §4): what happened to their requests — the shop application, products,
// stock-in, withdrawals, top-ups, refunds — waiting, approved or rejected with the operator's
// words. Unread ones are marked; one or all can be marked read. Filters are in the address
// (?unread=1, ?type=300), so the dashboard can link to them.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EndlessList } from '../../../components/load-more.tsx';
import { Problem } from '../../../components/problem.tsx';
import { EmptyState } from '../../../components/states.tsx';
import { dashboardChanged } from '../../../features/seller-dashboard/api.ts';
import {
  fetchNotices,
  NOTICE_TYPES,
  type Notice,
  type NoticeType,
  noticesChanged,
  readAllNotices,
  readNotice,
  SELLER_NOTICES,
} from '../../../features/seller-notices/api.ts';
import { NoticeCard } from '../../../features/seller-notices/notice-card.tsx';
import { useUrlParams } from '../../../lib/filters.ts';
import { failureText } from '../../../lib/form-errors.ts';
import { usePagedList } from '../../../lib/paged.ts';
import { useSession } from '../../../lib/session.ts';
import { showToast } from '../../../lib/toast.ts';
import { sellerPaths } from '../paths.ts';
import { useSellerTitle } from '../title.ts';

/** A notice's outcome as the stock screen's filter names it. */
const STOCK_IN_STATE = { '-1': 'rejected', '0': 'pending', '1': 'approved' } as const;

/** The screen of this area where the request a notice is about is handled. */
function whereHandled(n: Notice): string | undefined {
  if ((n.type === 200 || n.type === 1100 || n.type === 1200) && n.ref_id) return sellerPaths.product(n.ref_id);
  if (n.type === 300) return `${sellerPaths.stock()}?status=${STOCK_IN_STATE[n.status]}`;
  if (n.type === 600) return sellerPaths.refunds();
  return undefined;
}

export default function SellerNotices() {
  const { t } = useTranslation();
  const sellerId = useSession()?.id ?? 0;
  const client = useQueryClient();
  const typeId = useId();
  const [params, change] = useUrlParams();
  const unread = params.get('unread') === '1';
  const rawType = Number(params.get('type'));
  const type = NOTICE_TYPES.includes(rawType as NoticeType) ? (rawType as NoticeType) : undefined;
  useSellerTitle(t('seller.notices.title'));
  const set = (key: string, value?: string) => change({ [key]: value });
  const { list, items } = usePagedList(
    [SELLER_NOTICES, sellerId, unread, type],
    (page, signal) => fetchNotices({ unread, type }, page, signal),
    { staleTime: 0 },
  );
  const changed = () => Promise.all([noticesChanged(client), dashboardChanged(client)]);
  const readOne = useMutation({ mutationFn: readNotice, onSuccess: changed });
  const readAll = useMutation({
    mutationFn: () => readAllNotices(type),
    onSuccess: async (answer) => {
      showToast(t('seller.notices.allRead', { n: answer.marked }), 'success');
      await changed();
    },
  });
  const failure = readOne.error ?? readAll.error;
  return (
    <div className="page seller-page notices-page">
      <h1>{t('seller.notices.title')}</h1>
      <div className="notices-tools">
        <ul className="chips" aria-label={t('seller.notices.filter')}>
          <li>
            <button type="button" className="chip" aria-pressed={!unread} onClick={() => set('unread')}>
              {t('notices.all')}
            </button>
          </li>
          <li>
            <button type="button" className="chip" aria-pressed={unread} onClick={() => set('unread', '1')}>
              {t('notices.unread')}
            </button>
          </li>
        </ul>
        <div className="field field-inline">
          <label htmlFor={typeId}>{t('seller.notices.type')}</label>
          <select id={typeId} value={type ?? ''} onChange={(e) => set('type', e.target.value)}>
            <option value="">{t('seller.notices.allTypes')}</option>
            {NOTICE_TYPES.map((code) => (
              <option key={code} value={code}>
                {t(`notices.type${code}`)}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className="btn btn-outline"
          disabled={readAll.isPending || !items.some((n) => !n.read)}
          onClick={() => readAll.mutate()}
        >
          {t('seller.notices.readAll')}
        </button>
      </div>
      <Problem text={failure ? failureText(failure, t) : undefined} />
      <EndlessList
        query={list}
        items={items}
        empty={<EmptyState title={t(unread ? 'seller.notices.noUnread' : 'seller.notices.empty')} />}
        render={(n) => (
          <NoticeCard
            key={n.id}
            notice={n}
            to={whereHandled(n)}
            busy={readOne.isPending}
            onRead={(id) => readOne.mutate(id)}
          />
        )}
      />
    </div>
  );
}
