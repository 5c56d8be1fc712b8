// An ad's form: position, image, link (a storefront path or an https address), order, enabled, the
// schedule (from, until; empty: at once, no end) and its title and subtitle in each language.
import { AD_POSITIONS, type AdPosition } from '@polymart/contract/catalog';
import { AD_SUBTITLE_MAX, type AdminAd, CONTENT_TITLE_MAX } from '@polymart/contract/content-admin';
import type { LangCode } from '@polymart/contract/locales';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../components/checkbox.tsx';
import { Field, SelectField } from '../../components/form-field.tsx';
import { Problem } from '../../components/problem.tsx';
import { useBasePrice } from '../../lib/base-price.ts';
import type { FieldErrors } from '../../lib/form-errors.ts';
import { CONTENT, saveAd } from './api.ts';
import { ContentImageField, useContentImage } from './image-field.tsx';
import { LangEditor } from './lang-editor.tsx';
import { contentErrors, errorLang, fromList, type LangTexts, missingEnglish, toList } from './texts.ts';
import { fromLocalInput, toLocalInput } from './when.ts';

export function AdForm({
  ad,
  position: initialPosition,
  onDone,
}: {
  ad?: AdminAd;
  position: AdPosition;
  onDone: (saved: string) => void;
}) {
  const { t } = useTranslation();
  // the example of the money token in the operator's language; the token's amount is in the base currency
  const price = useBasePrice();
  const client = useQueryClient();
  const [texts, setTexts] = useState<LangTexts>(ad ? fromList(ad.texts) : {});
  const [lang, setLang] = useState<LangCode>('en');
  const [position, setPosition] = useState<AdPosition>(ad?.position ?? initialPosition);
  const [link, setLink] = useState(ad?.link ?? '');
  const [sort, setSort] = useState(String(ad?.sort ?? 0));
  const [enabled, setEnabled] = useState(ad?.enabled ?? true);
  const [starts, setStarts] = useState(toLocalInput(ad?.starts_at));
  const [ends, setEnds] = useState(toLocalInput(ad?.ends_at));
  const image = useContentImage(ad?.image ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const sent = useRef<{ lang: string }[]>([]);
  const save = useMutation({
    mutationFn: saveAd,
    onSuccess: (saved) => {
      void client.invalidateQueries({ queryKey: [CONTENT, 'ads'] });
      onDone(t('admin.content.saved', { name: saved.texts[0]?.title ?? '' }));
    },
    onError: (err) => {
      const found = contentErrors(err, t, sent.current, ['image', 'link', 'sort', 'starts_at', 'ends_at']);
      setErrors(found);
      setLang(errorLang(found) ?? lang);
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found: FieldErrors = missingEnglish(texts, ['title'], t);
    if (!image.path) found.image = t('errors.1000009');
    setErrors(found);
    if (Object.keys(found).length) return setLang(errorLang(found) ?? lang);
    sent.current = toList(texts, ['title', 'subtitle']);
    save.mutate({
      id: ad?.id,
      position,
      image: image.path,
      link: link.trim(),
      sort: Number(sort) || 0,
      enabled,
      starts_at: fromLocalInput(starts),
      ends_at: fromLocalInput(ends),
      texts: sent.current,
    });
  };
  return (
    <form className="card content-form" onSubmit={submit} noValidate aria-label={t('admin.content.adForm')}>
      <SelectField
        label={t('admin.content.position')}
        name="position"
        value={position}
        onChange={(e) => setPosition(e.target.value as AdPosition)}
      >
        {AD_POSITIONS.map((p) => (
          <option key={p} value={p}>
            {t(`admin.content.positions.${p}`)}
          </option>
        ))}
      </SelectField>
      <ContentImageField label={t('admin.content.image')} state={image} error={errors.image} />
      <Field
        label={t('admin.content.link')}
        name="link"
        value={link}
        maxLength={300}
        autoComplete="off"
        placeholder="/blog"
        error={errors.link ? t('admin.content.linkInvalid') : undefined}
        onChange={(e) => setLink(e.target.value)}
      />
      <div className="content-grid">
        <Field
          label={t('admin.content.startsAt')}
          name="starts_at"
          type="datetime-local"
          value={starts}
          error={errors.starts_at}
          onChange={(e) => setStarts(e.target.value)}
        />
        <Field
          label={t('admin.content.endsAt')}
          name="ends_at"
          type="datetime-local"
          value={ends}
          error={errors.ends_at ? t('admin.content.endsBeforeStart') : undefined}
          onChange={(e) => setEnds(e.target.value)}
        />
        <Field
          label={t('admin.content.order')}
          name="sort"
          type="number"
          inputMode="numeric"
          min={0}
          value={sort}
          error={errors.sort}
          onChange={(e) => setSort(e.target.value)}
        />
      </div>
      <Checkbox label={t('admin.content.enabled')} checked={enabled} onChange={setEnabled} />
      <LangEditor
        fields={[
          { name: 'title', label: t('admin.content.title'), max: CONTENT_TITLE_MAX, requiredEn: true },
          { name: 'subtitle', label: t('admin.content.subtitle'), max: AD_SUBTITLE_MAX },
        ]}
        texts={texts}
        lang={lang}
        onLang={setLang}
        onChange={setTexts}
        errors={errors}
      />
      <p className="small muted">
        {t('admin.content.moneyTokenHint', { token: '{{money:9900}}', example: price(9900) })}
      </p>
      <Problem text={errors.form} />
      <div className="content-actions">
        <button type="submit" className="btn" disabled={save.isPending || image.uploading}>
          {t('admin.content.save')}
        </button>
        <button type="button" className="btn btn-outline" onClick={() => onDone('')}>
          {t('admin.content.cancel')}
        </button>
      </div>
    </form>
  );
}
