// The admin area's frame: a bar with language, currency and sign-out, then either the operator's
// sign-in or the approval inbox (inbox.tsx), where seller applications, withdrawals and top-ups
// are decided.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CurrencySelect, LanguageSelect } from '../../components/preferences.tsx';
import { logout, useSession } from '../../lib/session.ts';
import { Inbox } from './inbox.tsx';
import { SignIn } from './sign-in.tsx';

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
      {admin ? <Inbox /> : <SignIn />}
    </div>
  );
}
