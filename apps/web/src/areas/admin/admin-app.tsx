// Operators' first screens: sign in as an admin, then the review queue of top-ups and
// withdrawals with the payment proof; approve or reject with a remark (decided once).
import type { AdminWalletRequest, Paged } from '@polymart/contract';
import { formatMinor } from '@polymart/contract/money';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/form-field.tsx';
import { CurrencySelect, LanguageSelect } from '../../components/preferences.tsx';
import { PrivateImage } from '../../components/private-image.tsx';
import { EmptyState } from '../../components/states.tsx';
import { ApiError, api } from '../../lib/api.ts';
import { usePrice } from '../../lib/currency.ts';
import { formatDate } from '../../lib/format.ts';
import { useLang } from '../../lib/hooks.ts';
import { logout, type SessionInfo, signedIn, useSession } from '../../lib/session.ts';
import { KEYS, storage } from '../../lib/storage.ts';

function SignIn() {
  const { t } = useTranslation();
  const [error, setError] = useState<string>();
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setError(undefined);
    try {
      const res = await api<{ 'access-token': string; user: SessionInfo }>('/customer/login/account', {
        body: { email: String(form.get('email')), password: String(form.get('password')) },
        quiet: true,
      });
      if (res.user.role !== 'admin') {
        storage.set(KEYS.token, res['access-token']);
        await logout(() => {});
        setError(t('admin.notAdmin'));
        return;
      }
      signedIn(res['access-token'], res.user);
    } catch (err) {
      setError(
        err instanceof ApiError && err.code
          ? t(`errors.${err.code}`, { defaultValue: err.message })
          : t('generic.request_error'),
      );
    }
  };
  return (
    <main className="page auth" id="content">
      <h1>{t('admin.signInTitle')}</h1>
      <form className="form card form-card" onSubmit={submit} noValidate>
        <Field label={t('auth.email')} name="email" type="email" autoComplete="username" required />
        <Field label={t('auth.password')} name="password" type="password" autoComplete="current-password" required />
        {error && (
          <p role="alert" className="field-error">
            {error}
          </p>
        )}
        <button type="submit" className="btn">
          {t('auth.login')}
        </button>
      </form>
    </main>
  );
}

function RequestCard({ request }: { request: AdminWalletRequest }) {
  const { t } = useTranslation();
  const lang = useLang();
  const format = usePrice();
  const client = useQueryClient();
  const [remark, setRemark] = useState('');
  const decide = useMutation({
    mutationFn: (action: 'approve' | 'reject') =>
      api(`/admin/wallet/requests/${request.id}/${action}`, { body: { remark } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin-queue'] }),
  });
  return (
    <li className="card panel request">
      <dl className="facts">
        <dt>{t('admin.user')}</dt>
        <dd>
          {request.user_name} · {request.user_email}
        </dd>
        <dt>{t('admin.requested')}</dt>
        <dd>
          {formatMinor(request.amount)} {request.currency} · {formatDate(request.created_at, lang)}
        </dd>
        <dt>{t('admin.actual')}</dt>
        <dd>{format(request.actual_amount)}</dd>
        {request.transaction_id && (
          <>
            <dt>{t('admin.txn')}</dt>
            <dd>{request.transaction_id}</dd>
          </>
        )}
        {request.payment_method && (
          <>
            <dt>{t('admin.method')}</dt>
            <dd>{request.payment_method}</dd>
          </>
        )}
        {request.kind === 'withdrawal' && (
          <>
            <dt>{t('admin.destination')}</dt>
            <dd>{Object.values(request.destination).join(' · ')}</dd>
          </>
        )}
      </dl>
      {request.remark && <p className="muted">{request.remark}</p>}
      {request.proof && <PrivateImage className="proof" path={request.proof} alt={t('admin.proof')} />}
      <Field label={t('admin.remark')} name="remark" value={remark} onChange={(e) => setRemark(e.target.value)} />
      <div className="buy-row">
        <button
          type="button"
          className="btn btn-outline"
          disabled={decide.isPending}
          onClick={() => decide.mutate('reject')}
        >
          {t('admin.reject')}
        </button>
        <button type="button" className="btn" disabled={decide.isPending} onClick={() => decide.mutate('approve')}>
          {t('admin.approve')}
        </button>
      </div>
    </li>
  );
}

function Queue() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<'topup' | 'withdrawal'>('topup');
  const queue = useQuery({
    queryKey: ['admin-queue', kind],
    queryFn: () => api<Paged<AdminWalletRequest>>('/admin/wallet/requests', { query: { kind, page_size: 50 } }),
  });
  return (
    <main className="page" id="content">
      <h1>{t('admin.queue')}</h1>
      <div className="chips" role="tablist" aria-label={t('admin.queue')}>
        {(['topup', 'withdrawal'] as const).map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            className="chip"
            aria-selected={kind === k}
            onClick={() => setKind(k)}
          >
            {t(k === 'topup' ? 'admin.topups' : 'admin.withdrawals')}
          </button>
        ))}
      </div>
      {queue.data && queue.data.items.length === 0 ? (
        <EmptyState title={t('admin.empty')} />
      ) : (
        <ul className="notice-list">
          {(queue.data?.items ?? []).map((r) => (
            <RequestCard key={r.id} request={r} />
          ))}
        </ul>
      )}
    </main>
  );
}

export function AdminApp() {
  const { t } = useTranslation();
  const user = useSession();
  const admin = user?.role === 'admin';
  useEffect(() => {
    document.title = `${t('admin.title')} · Polymart`;
  }, [t]);
  return (
    <div className="app admin">
      <header className="admin-bar">
        <strong>{t('admin.title')}</strong>
        <span className="admin-prefs">
          <LanguageSelect />
          <CurrencySelect />
          {admin && (
            <button type="button" className="btn btn-ghost" onClick={() => void logout(() => {})}>
              {t('admin.signOut')}
            </button>
          )}
        </span>
      </header>
      {admin ? <Queue /> : <SignIn />}
    </div>
  );
}
