// The TikTok callback page (spec §2 /pages/users/tiktok): hands code and state to the API and
// lands the buyer on the dashboard, signed in.
import type { SessionAnswer } from '@polymart/contract/account';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { EmptyState, LineSkeleton } from '../../../components/states.tsx';
import { api } from '../../../lib/api.ts';
import { useTitle } from '../../../lib/hooks.ts';
import { paths } from '../../../lib/paths.ts';
import { signedIn } from '../../../lib/session.ts';
import { afterSignIn } from '../after-sign-in.ts';

export default function TikTokCallback() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { search } = useLocation();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);
  useTitle(t('auth.loginTitle'));
  useEffect(() => {
    // a code is good once: do not send it twice when React re-runs effects in development
    if (started.current) return;
    started.current = true;
    api<SessionAnswer>('/customer/login/tiktok', { query: { data: search.slice(1) } })
      .then((res) => {
        signedIn(res['access-token'], res.user);
        return afterSignIn(client, navigate, null);
      })
      .catch(() => setFailed(true));
  }, [search, navigate, client]);
  return (
    <div className="page auth">
      <h1>{t('auth.loginTitle')}</h1>
      {failed ? (
        <EmptyState title={t('errors.1100002')}>
          <Link className="btn" to={paths.login}>
            {t('auth.login')}
          </Link>
        </EmptyState>
      ) : (
        <LineSkeleton lines={2} />
      )}
    </div>
  );
}
