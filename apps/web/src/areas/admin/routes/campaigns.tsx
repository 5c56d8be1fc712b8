// Flash-deal campaigns (issue 16, #/campaigns, permission promotions): every campaign with its
// phase, dates, enrolments and units sold, changed in place; and the form to create one. Sellers'
// enrolments are decided in the approval inbox (type 700).
import type { Campaign } from '@polymart/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminPager, pageCount } from '../../../components/admin-pager.tsx';
import { EmptyState, ErrorState, LineSkeleton } from '../../../components/states.tsx';
import { RequirePermission } from '../../../features/admin-staff/access.tsx';
import { campaignsQuery, PAGE_SIZE } from '../../../features/flash/api.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useLang } from '../../../lib/hooks.ts';
import { CampaignForm } from '../campaign-form.tsx';
import { adminPaths } from '../paths.ts';
import { useAdminTitle } from '../title.ts';

function CampaignRow({ campaign, onEdit }: { campaign: Campaign; onEdit: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <li className="flash-row" data-testid="campaign">
      <div>
        <h3>{campaign.title}</h3>
        <p className="small muted">
          {formatDateTime(campaign.starts_at, lang)} – {formatDateTime(campaign.ends_at, lang)}
        </p>
        <p className="small">
          {t(`flash.phase.${campaign.phase}`)}
          {!campaign.enabled && ` · ${t('flash.off')}`} ·{' '}
          {t('flash.counts', { approved: campaign.approved, pending: campaign.pending, sold: campaign.sold })}
        </p>
      </div>
      <div className="buy-row">
        {campaign.pending > 0 && (
          <Link className="btn btn-outline" to={`${adminPaths.inbox}?type=700`}>
            {t('flash.review')}
          </Link>
        )}
        <button type="button" className="btn btn-outline" onClick={onEdit}>
          {t('flash.change')}
        </button>
      </div>
    </li>
  );
}

function CampaignsPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Campaign | null>(null);
  const [formKey, setFormKey] = useState(0);
  const list = useQuery(campaignsQuery(page));
  const done = () => {
    setEditing(null);
    setFormKey((k) => k + 1);
  };
  return (
    <main className="page admin-page" id="content">
      <h1>{t('flash.campaigns')}</h1>
      <p className="muted">{t('flash.adminIntro')}</p>
      <section aria-labelledby="campaigns-list">
        <h2 id="campaigns-list" className="visually-hidden">
          {t('flash.campaigns')}
        </h2>
        {list.isError ? (
          <ErrorState onRetry={() => void list.refetch()} />
        ) : !list.data ? (
          <LineSkeleton lines={4} />
        ) : list.data.items.length === 0 ? (
          <EmptyState title={t('flash.noCampaigns')} />
        ) : (
          <>
            <ul className="flash-list">
              {list.data.items.map((c) => (
                <CampaignRow key={c.id} campaign={c} onEdit={() => setEditing(c)} />
              ))}
            </ul>
            <AdminPager page={page} pages={pageCount(list.data.total, PAGE_SIZE)} onPage={setPage} />
          </>
        )}
      </section>
      <CampaignForm
        key={editing ? `edit-${editing.id}` : `new-${formKey}`}
        campaign={editing ?? undefined}
        onDone={done}
      />
    </main>
  );
}

export default function AdminCampaigns() {
  const { t } = useTranslation();
  useAdminTitle(t('flash.campaigns'));
  return (
    <RequirePermission permission="promotions">
      <CampaignsPage />
    </RequirePermission>
  );
}
