// Profile configuration (spec §2 /pages/mine/confing): photo with upload progress, name, phone,
// address; password change with the current password; payout details (bank and a wallet
// address per wallet currency).
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { Field } from '../../../components/form-field.tsx';
import { ApiError, api, imageUrl, uploadFile } from '../../../lib/api.ts';
import { useLang, useTitle } from '../../../lib/hooks.ts';
import { paths } from '../../../lib/paths.ts';
import { type SessionInfo, sessionStore, useSession } from '../../../lib/session.ts';
import { showToast } from '../../../lib/toast.ts';

interface Profile extends SessionInfo {
  address: string;
  bank_name: string;
  account_name: string;
  account_number: string;
  routing_number: string;
  wallet_addresses: Record<string, string>;
}

function useSave(onSaved: string) {
  const { t } = useTranslation();
  const [error, setError] = useState<string>();
  const save = async (body: Record<string, string>) => {
    setError(undefined);
    try {
      const user = await api<Profile>('/customer/info/update_user', { body, quiet: true });
      sessionStore.set(user);
      showToast(onSaved, 'success', 2000);
      return true;
    } catch (err) {
      const field = err instanceof ApiError ? (err.data as { field?: string } | null)?.field : undefined;
      setError(
        field ??
          (err instanceof ApiError
            ? t(`errors.${err.code}`, { defaultValue: err.message })
            : t('generic.request_error')),
      );
      return false;
    }
  };
  return [save, error] as const;
}

export default function ProfilePage() {
  const { t } = useTranslation();
  const lang = useLang();
  const session = useSession() as Profile | null;
  const [progress, setProgress] = useState<number | null>(null);
  const [saveProfile, profileError] = useSave(t('profile.saved'));
  const [savePassword, passwordError] = useSave(t('profile.passwordChanged'));
  const [savePayout, payoutError] = useSave(t('profile.saved'));
  useTitle(t('profile.title'));
  const wallets = useQuery({
    queryKey: ['wallet-currencies', lang],
    queryFn: () => api<{ code: string; name: string }[]>('/customer/index/get_wallets', { method: 'POST', body: {} }),
  });
  if (!session) return <Navigate to={paths.login} replace />;
  const formBody = (e: FormEvent<HTMLFormElement>) =>
    Object.fromEntries([...new FormData(e.currentTarget).entries()].map(([k, v]) => [k, String(v)]));
  const fieldError = (error: string | undefined, name: string) => (error === name ? t('auth.checkField') : undefined);

  const onPhoto = async (file: File | undefined) => {
    if (!file) return;
    setProgress(0);
    try {
      const uploaded = await uploadFile(file, 'avatar', setProgress);
      await saveProfile({ photo: uploaded.path });
    } catch {
      /* the client already said what went wrong */
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className="page profile">
      <h1>{t('profile.title')}</h1>
      <section className="card panel" aria-labelledby="photo-title">
        <h2 id="photo-title">{t('profile.photo')}</h2>
        <div className="photo-row">
          {session.avatar ? (
            <img src={imageUrl(session.avatar)} alt="" width={72} height={72} className="avatar" />
          ) : (
            <span className="avatar avatar-empty" aria-hidden="true" />
          )}
          <label className="btn btn-outline">
            {t('profile.changePhoto')}
            <input
              type="file"
              accept="image/*"
              className="visually-hidden"
              onChange={(e) => void onPhoto(e.target.files?.[0])}
            />
          </label>
        </div>
        {progress !== null && (
          <p role="status">
            <progress max={100} value={progress} aria-label={t('profile.uploading', { percent: progress })} />{' '}
            {t('profile.uploading', { percent: progress })}
          </p>
        )}
      </section>
      <form
        className="form card form-card"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void saveProfile(formBody(e));
        }}
      >
        <Field
          label={t('profile.name')}
          name="name"
          defaultValue={session.name}
          autoComplete="name"
          error={fieldError(profileError, 'name')}
        />
        <Field
          label={t('profile.phone')}
          name="phone"
          type="tel"
          defaultValue={session.phone}
          autoComplete="tel"
          error={fieldError(profileError, 'phone')}
        />
        <Field
          label={t('profile.address')}
          name="address"
          defaultValue={session.address}
          autoComplete="street-address"
          error={fieldError(profileError, 'address')}
        />
        <button type="submit" className="btn">
          {t('profile.save')}
        </button>
      </form>
      <form
        className="form card form-card"
        noValidate
        onSubmit={async (e) => {
          e.preventDefault();
          const form = e.currentTarget;
          if (await savePassword(formBody(e))) form.reset();
        }}
      >
        <h2>{t('profile.passwordTitle')}</h2>
        <Field
          label={t('profile.currentPassword')}
          name="current_password"
          type="password"
          autoComplete="current-password"
          error={fieldError(passwordError, 'current_password')}
        />
        <Field
          label={t('profile.newPassword')}
          name="password"
          type="password"
          autoComplete="new-password"
          minLength={8}
          error={fieldError(passwordError, 'password')}
        />
        <Field
          label={t('profile.confirmPassword')}
          name="confirm_password"
          type="password"
          autoComplete="new-password"
          error={fieldError(passwordError, 'confirm_password')}
        />
        <button type="submit" className="btn">
          {t('profile.changePassword')}
        </button>
      </form>
      <form
        className="form card form-card"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const body = formBody(e);
          const addresses = Object.fromEntries(
            Object.entries(body)
              .filter(([k, v]) => k.startsWith('wallet:') && v.trim() !== '')
              .map(([k, v]) => [k.slice(7), v.trim()]),
          );
          const rest = Object.fromEntries(Object.entries(body).filter(([k]) => !k.startsWith('wallet:')));
          void savePayout({ ...rest, wallet_addresses: JSON.stringify(addresses) });
        }}
      >
        <h2>{t('profile.payoutTitle')}</h2>
        <Field
          label={t('profile.bankName')}
          name="bank_name"
          defaultValue={session.bank_name}
          error={fieldError(payoutError, 'bank_name')}
        />
        <Field
          label={t('profile.accountName')}
          name="account_name"
          defaultValue={session.account_name}
          error={fieldError(payoutError, 'account_name')}
        />
        <Field
          label={t('profile.accountNumber')}
          name="account_number"
          defaultValue={session.account_number}
          error={fieldError(payoutError, 'account_number')}
        />
        <Field
          label={t('profile.routingNumber')}
          name="routing_number"
          defaultValue={session.routing_number}
          error={fieldError(payoutError, 'routing_number')}
        />
        <h3>{t('profile.walletTitle')}</h3>
        {(wallets.data ?? []).map((w) => (
          <Field
            key={w.code}
            label={t('profile.walletFor', { currency: w.code })}
            name={`wallet:${w.code}`}
            defaultValue={session.wallet_addresses?.[w.code] ?? ''}
          />
        ))}
        {payoutError === 'wallet_addresses' && <p className="field-error">{t('auth.checkField')}</p>}
        <button type="submit" className="btn">
          {t('profile.save')}
        </button>
      </form>
    </div>
  );
}
