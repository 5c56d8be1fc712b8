// Site settings (permission settings): the site's name in each language, the logo, the live chat's
// address (spec §1: an https address, or empty to show no chat), the contacts, and the bank transfer
// details checkout shows to buyers paying in the listed currencies (no account number: no transfer).
import type { SiteSettings } from '@polymart/contract/content-admin';
import type { LangCode } from '@polymart/contract/locales';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/form-field.tsx';
import { Problem } from '../../components/problem.tsx';
import { ErrorState, LineSkeleton } from '../../components/states.tsx';
import { type FieldErrors, failedField } from '../../lib/form-errors.ts';
import { saveSettings, settingsQuery } from './api.ts';
import { ContentImageField, useContentImage } from './image-field.tsx';
import { LangEditor } from './lang-editor.tsx';
import { contentErrors, type LangTexts, missingEnglish } from './texts.ts';

const BANK = ['bank_name', 'account_holder', 'account_number', 'swift'] as const;
const SHOWN = ['logo', 'service_url', 'contact_email', 'contact_phone', 'currencies', ...BANK];

function SettingsForm({ settings }: { settings: SiteSettings }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [names, setNames] = useState<LangTexts>(
    Object.fromEntries(Object.entries(settings.site_name).map(([l, name]) => [l, { name: name ?? '' }])),
  );
  const [lang, setLang] = useState<LangCode>('en');
  const [values, setValues] = useState({
    service_url: settings.service_url,
    contact_email: settings.contact_email,
    contact_phone: settings.contact_phone,
    ...settings.bank_transfer,
    currencies: settings.bank_transfer.currencies.join(', '),
  });
  const logo = useContentImage(settings.logo);
  // issue 16: phone verification by SMS
  const [sms, setSms] = useState({
    require_phone_verification: settings.require_phone_verification,
    reset_by_phone: settings.reset_by_phone,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [done, setDone] = useState('');
  const save = useMutation({
    mutationFn: saveSettings,
    onSuccess: (saved) => {
      client.setQueryData(settingsQuery().queryKey, saved);
      void client.invalidateQueries({ queryKey: ['site-config'] });
      setDone(t('admin.content.settingsSaved'));
    },
    onError: (err) => {
      const field = failedField(err) ?? '';
      const bank = /^bank_transfer\.(\w+)/.exec(field);
      if (bank) return setErrors({ [bank[1]!]: t('auth.checkField') });
      if (field.startsWith('site_name')) return setErrors({ 'en.name': t('admin.content.requiredEn') });
      setErrors(contentErrors(err, t, [], SHOWN));
    },
  });
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setDone('');
    const found = missingEnglish(names, ['name'], t);
    setErrors(found);
    if (Object.keys(found).length) return setLang('en');
    save.mutate({
      site_name: Object.fromEntries(Object.entries(names).map(([l, v]) => [l, v?.name?.trim() ?? ''])),
      logo: logo.path,
      service_url: values.service_url.trim(),
      contact_email: values.contact_email.trim(),
      contact_phone: values.contact_phone.trim(),
      bank_transfer: {
        ...Object.fromEntries(BANK.map((k) => [k, values[k].trim()])),
        currencies: values.currencies
          .split(/[\s,]+/)
          .map((c) => c.trim().toUpperCase())
          .filter(Boolean),
      },
      ...sms,
    });
  };
  const field = (key: keyof typeof values, label: string, extra: Record<string, unknown> = {}) => (
    <Field
      label={label}
      name={key}
      value={values[key]}
      error={errors[key]}
      autoComplete="off"
      onChange={set(key)}
      {...extra}
    />
  );
  return (
    <form className="card content-form" onSubmit={submit} noValidate aria-labelledby="content-settings">
      <LangEditor
        fields={[{ name: 'name', label: t('admin.content.siteName'), max: 80, requiredEn: true }]}
        texts={names}
        lang={lang}
        onLang={setLang}
        onChange={setNames}
        errors={errors}
      />
      <ContentImageField label={t('admin.content.logo')} state={logo} error={errors.logo} />
      {field('service_url', t('admin.content.serviceUrl'), {
        type: 'url',
        inputMode: 'url',
        placeholder: 'https://',
        error: errors.service_url ? t('admin.content.serviceUrlInvalid') : undefined,
      })}
      <p className="small muted">{t('admin.content.serviceUrlHint')}</p>
      <div className="content-grid">
        {field('contact_email', t('admin.content.contactEmail'), { type: 'email' })}
        {field('contact_phone', t('admin.content.contactPhone'), { type: 'tel' })}
      </div>
      <fieldset className="content-bank">
        <legend>{t('admin.content.bankTransfer')}</legend>
        <p className="small muted">{t('admin.content.bankHint')}</p>
        <div className="content-grid">
          {field('bank_name', t('admin.content.bankName'))}
          {field('account_holder', t('admin.content.accountHolder'))}
          {field('account_number', t('admin.content.accountNumber'))}
          {field('swift', t('admin.content.swift'))}
        </div>
        {field('currencies', t('admin.content.bankCurrencies'), { placeholder: 'TRY, EUR, USD' })}
      </fieldset>
      <fieldset className="content-bank">
        <legend>{t('sms.settingsTitle')}</legend>
        {(['require_phone_verification', 'reset_by_phone'] as const).map((key) => (
          <div className="field check" key={key}>
            <input
              id={`setting-${key}`}
              type="checkbox"
              checked={sms[key]}
              onChange={(e) => setSms((v) => ({ ...v, [key]: e.target.checked }))}
            />
            <label htmlFor={`setting-${key}`}>{t(`sms.setting.${key}`)}</label>
          </div>
        ))}
      </fieldset>
      <Problem text={errors.form} />
      <button type="submit" className="btn" disabled={save.isPending || logo.uploading}>
        {t('admin.content.save')}
      </button>
      <p className="small" role="status">
        {done}
      </p>
    </form>
  );
}

export function SettingsSection() {
  const { t } = useTranslation();
  const settings = useQuery(settingsQuery());
  return (
    <section className="content-section" aria-labelledby="content-settings">
      <h2 id="content-settings">{t('admin.content.settings')}</h2>
      {settings.isError ? (
        <ErrorState onRetry={() => void settings.refetch()} />
      ) : !settings.data ? (
        <LineSkeleton lines={6} />
      ) : (
        <SettingsForm settings={settings.data} />
      )}
    </section>
  );
}
