// Profile configuration (spec §2 /pages/mine/confing): photo with upload progress, name, phone,
// address; password change with the current password; payout details (bank and a wallet
// address per wallet currency).
import { type UserInfo, updateUserBody } from '@polymart/contract/account';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { Field } from '../../../components/form-field.tsx';
import { PhoneVerification } from '../../../features/phone-verification/profile-phone.tsx';
import { api, imageUrl, uploadFile } from '../../../lib/api.ts';
import { type FieldErrors, failureErrors, parseForm } from '../../../lib/form-errors.ts';
import { useLang, useTitle } from '../../../lib/hooks.ts';
import { paths } from '../../../lib/paths.ts';
import { sessionStore, useSession } from '../../../lib/session.ts';
import { showToast } from '../../../lib/toast.ts';

/** The payout form's fields (wallet addresses are sent as one JSON field, wallet_addresses). */
const PAYOUT = ['bank_name', 'account_name', 'account_number', 'routing_number', 'wallet_addresses'];

/**
 * Saves one of the profile's forms: checked with the contract's updateUserBody first, then sent;
 * what the server refuses (a wrong current password) is said next to its field.
 */
function useSave(onSaved: string, shown: readonly string[]) {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = async (body: Record<string, string>) => {
    const parsed = parseForm(updateUserBody, body, t);
    setErrors(parsed.ok ? {} : parsed.errors);
    if (!parsed.ok) return false;
    try {
      const user = await api<UserInfo>('/customer/info/update_user', { body, quiet: true });
      sessionStore.set(user);
      showToast(onSaved, 'success', 2000);
      return true;
    } catch (err) {
      setErrors(failureErrors(err, t, shown));
      return false;
    }
  };
  return [save, errors] as const;
}

function FormProblem({ errors }: { errors: FieldErrors }) {
  return errors.form ? (
    <p role="alert" className="field-error">
      {errors.form}
    </p>
  ) : null;
}

export default function ProfilePage() {
  const { t } = useTranslation();
  const lang = useLang();
  const session = useSession();
  const [progress, setProgress] = useState<number | null>(null);
  const [saveProfile, profileErrors] = useSave(t('profile.saved'), ['name', 'phone', 'address']);
  const [savePassword, passwordErrors] = useSave(t('profile.passwordChanged'), [
    'current_password',
    'password',
    'confirm_password',
  ]);
  const [savePayout, payoutErrors] = useSave(t('profile.saved'), PAYOUT);
  useTitle(t('profile.title'));
  const wallets = useQuery({
    queryKey: ['wallet-currencies', lang],
    queryFn: () => api<{ code: string; name: string }[]>('/customer/index/get_wallets', { method: 'POST', body: {} }),
  });
  if (!session) return <Navigate to={paths.login} replace />;
  const formBody = (e: FormEvent<HTMLFormElement>) =>
    Object.fromEntries([...new FormData(e.currentTarget).entries()].map(([k, v]) => [k, String(v)]));

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
          error={profileErrors.name}
        />
        <Field
          label={t('profile.phone')}
          name="phone"
          type="tel"
          defaultValue={session.phone}
          autoComplete="tel"
          error={profileErrors.phone}
        />
        <Field
          label={t('profile.address')}
          name="address"
          defaultValue={session.address}
          autoComplete="street-address"
          error={profileErrors.address}
        />
        <FormProblem errors={profileErrors} />
        <button type="submit" className="btn">
          {t('profile.save')}
        </button>
      </form>
      <PhoneVerification />
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
          error={passwordErrors.current_password}
        />
        <Field
          label={t('profile.newPassword')}
          name="password"
          type="password"
          autoComplete="new-password"
          minLength={8}
          error={passwordErrors.password}
        />
        <Field
          label={t('profile.confirmPassword')}
          name="confirm_password"
          type="password"
          autoComplete="new-password"
          error={passwordErrors.confirm_password}
        />
        <FormProblem errors={passwordErrors} />
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
          error={payoutErrors.bank_name}
        />
        <Field
          label={t('profile.accountName')}
          name="account_name"
          defaultValue={session.account_name}
          error={payoutErrors.account_name}
        />
        <Field
          label={t('profile.accountNumber')}
          name="account_number"
          defaultValue={session.account_number}
          error={payoutErrors.account_number}
        />
        <Field
          label={t('profile.routingNumber')}
          name="routing_number"
          defaultValue={session.routing_number}
          error={payoutErrors.routing_number}
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
        {payoutErrors.wallet_addresses && <p className="field-error">{payoutErrors.wallet_addresses}</p>}
        <FormProblem errors={payoutErrors} />
        <button type="submit" className="btn">
          {t('profile.save')}
        </button>
      </form>
    </div>
  );
}
