// Creating or changing a flash-deal campaign (admin area): the title in each language (English
// required, the others fall back to it), start and end as local date and time, a banner, and the
// switch. The contract's schema checks it before it goes; the server's refusals come back by field.

import type { CatalogNames } from '@polymart/contract/catalog-admin';
import { type Campaign, campaignBody } from '@polymart/contract/flash';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../components/checkbox.tsx';
import { Field } from '../../components/form-field.tsx';
import { Problem } from '../../components/problem.tsx';
import { CatalogImageField, useCatalogImage } from '../../features/admin-catalogue/image-field.tsx';
import { NamesFields } from '../../features/admin-catalogue/names-fields.tsx';
import { campaignsChanged, saveCampaign } from '../../features/flash/api.ts';
import { type FieldErrors, failureErrors, parseForm } from '../../lib/form-errors.ts';
import { showToast } from '../../lib/toast.ts';
import '../../styles/admin-catalogue.css';
import '../../styles/flash.css';

/** An instant as the value of a datetime-local input, in the operator's time zone. */
const localInput = (iso: string) => {
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromInput = (value: string) => {
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : d.toISOString();
};

export function CampaignForm({ campaign, onDone }: { campaign?: Campaign; onDone: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [titles, setTitles] = useState<CatalogNames>(campaign?.titles ?? {});
  const [starts, setStarts] = useState(
    localInput(campaign?.starts_at ?? new Date(Date.now() + 3_600_000).toISOString()),
  );
  const [ends, setEnds] = useState(
    localInput(campaign?.ends_at ?? new Date(Date.now() + 25 * 3_600_000).toISOString()),
  );
  const [enabled, setEnabled] = useState(campaign?.enabled ?? true);
  const banner = useCatalogImage(campaign?.banner ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useMutation({
    mutationFn: saveCampaign,
    onSuccess: async (saved) => {
      showToast(t('flash.saved', { title: saved.title }), 'success');
      await campaignsChanged(client);
      onDone();
    },
    onError: (err) => setErrors(failureErrors(err, t)),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = {
      ...(campaign ? { id: campaign.id } : {}),
      titles,
      starts_at: fromInput(starts),
      ends_at: fromInput(ends),
      banner: banner.path,
      enabled,
    };
    const parsed = parseForm(campaignBody, body, t);
    setErrors(parsed.ok ? {} : parsed.errors);
    if (parsed.ok) save.mutate(parsed.data);
  };
  // the names fields name their errors `names.<lang>`
  const nameErrors = Object.fromEntries(Object.entries(errors).map(([k, v]) => [k.replace(/^titles\./, 'names.'), v]));
  return (
    <form className="card panel flash-form" onSubmit={submit} noValidate aria-labelledby="campaign-form-title">
      <h2 id="campaign-form-title">{campaign ? t('flash.edit', { title: campaign.title }) : t('flash.new')}</h2>
      <NamesFields names={titles} onChange={setTitles} errors={nameErrors} idPrefix="campaign" />
      <Field
        label={t('flash.starts')}
        name="starts_at"
        type="datetime-local"
        value={starts}
        required
        error={errors.starts_at}
        onChange={(e) => setStarts(e.target.value)}
      />
      <Field
        label={t('flash.ends')}
        name="ends_at"
        type="datetime-local"
        value={ends}
        required
        error={errors.ends_at}
        onChange={(e) => setEnds(e.target.value)}
      />
      <CatalogImageField label={t('flash.banner')} hint={t('flash.bannerHint')} state={banner} error={errors.banner} />
      <Checkbox label={t('flash.enabled')} checked={enabled} onChange={setEnabled} />
      <Problem text={errors.form} />
      <div className="buy-row">
        {campaign && (
          <button type="button" className="btn btn-outline" onClick={onDone}>
            {t('common.cancel')}
          </button>
        )}
        <button type="submit" className="btn" disabled={save.isPending || banner.uploading}>
          {t('flash.save')}
        </button>
      </div>
    </form>
  );
}
