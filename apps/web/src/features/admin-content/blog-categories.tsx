// The blog's categories: their names in each language (English required), their order and how many
// posts each holds; add one or rename one.
import type { AdminBlogCategory } from '@polymart/contract/content-admin';
import type { LangCode } from '@polymart/contract/locales';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/form-field.tsx';
import { Problem } from '../../components/problem.tsx';
import type { FieldErrors } from '../../lib/form-errors.ts';
import { blogCategoriesQuery, CONTENT, saveBlogCategory } from './api.ts';
import { LangEditor } from './lang-editor.tsx';
import { contentErrors, errorLang, fromList, type LangTexts, missingEnglish, toList } from './texts.ts';

function CategoryForm({ category, onDone }: { category?: AdminBlogCategory; onDone: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [names, setNames] = useState<LangTexts>(category ? fromList(category.names) : {});
  const [lang, setLang] = useState<LangCode>('en');
  const [sort, setSort] = useState(String(category?.sort ?? 0));
  const [errors, setErrors] = useState<FieldErrors>({});
  const sent = useRef<{ lang: string }[]>([]);
  const save = useMutation({
    mutationFn: saveBlogCategory,
    onSuccess: (data) => {
      client.setQueryData(blogCategoriesQuery().queryKey, data);
      void client.invalidateQueries({ queryKey: [CONTENT] });
      onDone();
    },
    onError: (err) => {
      const found = contentErrors(err, t, sent.current, ['sort']);
      setErrors(found);
      setLang(errorLang(found) ?? lang);
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = missingEnglish(names, ['name'], t);
    setErrors(found);
    if (Object.keys(found).length) return setLang('en');
    sent.current = toList(names, ['name']);
    save.mutate({ id: category?.id, sort: Number(sort) || 0, names: sent.current });
  };
  return (
    <form className="card content-form" onSubmit={submit} noValidate aria-label={t('admin.content.categoryForm')}>
      <LangEditor
        fields={[{ name: 'name', label: t('admin.content.categoryName'), max: 60, requiredEn: true }]}
        texts={names}
        lang={lang}
        onLang={setLang}
        onChange={setNames}
        errors={errors}
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
      <Problem text={errors.form} />
      <div className="content-actions">
        <button type="submit" className="btn" disabled={save.isPending}>
          {t('admin.content.save')}
        </button>
        <button type="button" className="btn btn-outline" onClick={onDone}>
          {t('admin.content.cancel')}
        </button>
      </div>
    </form>
  );
}

export function BlogCategories() {
  const { t } = useTranslation();
  const list = useQuery(blogCategoriesQuery());
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const current = typeof editing === 'number' ? list.data?.items.find((c) => c.id === editing) : undefined;
  return (
    <div className="content-sub">
      <div className="content-head">
        <h3 id="content-blog-categories">{t('admin.content.blogCategories')}</h3>
        {editing === null && (
          <button type="button" className="btn btn-outline" onClick={() => setEditing('new')}>
            {t('admin.content.newCategory')}
          </button>
        )}
      </div>
      {editing !== null && <CategoryForm key={String(editing)} category={current} onDone={() => setEditing(null)} />}
      <ul className="content-list" aria-labelledby="content-blog-categories">
        {list.data?.items.map((c) => (
          <li key={c.id} className="card content-row">
            <div className="content-row-main">
              <strong>{c.names.find((n) => n.lang === 'en')?.name ?? c.slug}</strong>
              <span className="small muted">
                {t('admin.content.postCount', { count: c.posts })} ·{' '}
                {t('admin.content.langCount', { count: c.names.length })}
              </span>
            </div>
            <div className="content-row-actions">
              <button type="button" className="btn btn-outline" onClick={() => setEditing(c.id)}>
                {t('admin.content.edit')}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
