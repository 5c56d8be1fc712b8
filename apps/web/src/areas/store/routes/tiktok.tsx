// The TikTok callback page (spec §2 /pages/users/tiktok): hands code and state to the API and
// lands the buyer on the dashboard, signed in. Opened without TikTok's answer (no code: typed in,
// or TikTok sent the buyer back after they declined) it says so and offers the other ways in; a
// refused answer gets a TikTok message in place, not the password form's error as a toast.
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
  const code = new URLSearchParams(search).get('code');
  const [failed, setFailed] = useState(false);
  const started = useRef(false);
  useTitle(t('auth.loginTitle'));
  useEffect(() => {
    // a code is good once: do not send it twice when React re-runs effects in development
    if (started.current || !code) return;
    started.current = true;
    api<SessionAnswer>('/customer/login/tiktok', { query: { data: search.slice(1) }, quiet: true })
      .then((res) => {
        signedIn(res['access-token'], res.user);
        return afterSignIn(client, navigate, null);
      })
      .catch(() => setFailed(true));
  }, [search, code, navigate, client]);
  return (
    <div className="page auth">
      <h1>{t('auth.loginTitle')}</h1>
      {!code || failed ? (
        <EmptyState title={t(code ? 'auth.tiktokFailed' : 'auth.tiktokNoAnswer')}>
          <p>{t('auth.tiktokOtherWays')}</p>
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
