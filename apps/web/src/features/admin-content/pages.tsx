// The five policy pages (terms, support, return, privacy, about us): choose one, write its title and
// text in each language (English required; a language left empty shows the English page).

import { POLICY_SLUGS, type PolicySlug } from '@polymart/contract/catalog';
import type { AdminPage } from '@polymart/contract/content-admin';
import { CONTENT_BODY_MAX, CONTENT_TITLE_MAX } from '@polymart/contract/content-admin';
import type { LangCode } from '@polymart/contract/locales';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../components/form-field.tsx';
import { Problem } from '../../components/problem.tsx';
import { ErrorState, LineSkeleton } from '../../components/states.tsx';
import type { FieldErrors } from '../../lib/form-errors.ts';
import { CONTENT, pagesQuery, savePage } from './api.ts';
import { LangEditor } from './lang-editor.tsx';
import { contentErrors, errorLang, fromList, type LangTexts, missingEnglish, toList } from './texts.ts';

function PageForm({ page }: { page: AdminPage }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [texts, setTexts] = useState<LangTexts>(fromList(page.texts));
  const [lang, setLang] = useState<LangCode>('en');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [done, setDone] = useState('');
  const sent = useRef<{ lang: string }[]>([]);
  const save = useMutation({
    mutationFn: savePage,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: [CONTENT, 'pages'] });
      setDone(t('admin.content.pageSaved'));
    },
    onError: (err) => {
      const found = contentErrors(err, t, sent.current, []);
      setErrors(found);
      setLang(errorLang(found) ?? lang);
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setDone('');
    const found = missingEnglish(texts, ['title', 'body'], t);
    setErrors(found);
    if (Object.keys(found).length) return setLang('en');
    sent.current = toList(texts, ['title', 'body']);
    save.mutate({ slug: page.slug, texts: sent.current });
  };
  return (
    <form className="card content-form" onSubmit={submit} noValidate aria-label={t(`admin.content.page.${page.slug}`)}>
      <LangEditor
        fields={[
          { name: 'title', label: t('admin.content.title'), max: CONTENT_TITLE_MAX, requiredEn: true },
          {
            name: 'body',
            label: t('admin.content.body'),
            max: CONTENT_BODY_MAX,
            rows: 12,
            requiredEn: true,
            hint: t('admin.content.bodyHint'),
          },
        ]}
        texts={texts}
        lang={lang}
        onLang={setLang}
        onChange={setTexts}
        errors={errors}
      />
      <Problem text={errors.form} />
      <button type="submit" className="btn" disabled={save.isPending}>
        {t('admin.content.save')}
      </button>
      <p className="small" role="status">
        {done}
      </p>
    </form>
  );
}

export function PagesSection() {
  const { t } = useTranslation();
  const pages = useQuery(pagesQuery());
  const [slug, setSlug] = useState<PolicySlug>('terms');
  const page = pages.data?.items.find((p) => p.slug === slug);
  return (
    <section className="content-section" aria-labelledby="content-pages">
      <h2 id="content-pages">{t('admin.content.pages')}</h2>
      <SelectField
        label={t('admin.content.whichPage')}
        name="page"
        value={slug}
        onChange={(e) => setSlug(e.target.value as PolicySlug)}
      >
        {POLICY_SLUGS.map((s) => (
          <option key={s} value={s}>
            {t(`admin.content.page.${s}`)}
          </option>
        ))}
      </SelectField>
      {pages.isError ? (
        <ErrorState onRetry={() => void pages.refetch()} />
      ) : !page ? (
        <LineSkeleton lines={6} />
      ) : (
        <PageForm key={page.slug} page={page} />
      )}
    </section>
  );
}
