// A blog post's form: category, author, image, published, and its title, summary and text in each
// language (English required). The text is plain: blank lines part paragraphs, "## " starts a
// heading — the storefront shows it as text, so markup is never run.

import type { AdminBlogPostDetail } from '@polymart/contract/content-admin';
import { CONTENT_BODY_MAX, CONTENT_SUMMARY_MAX, CONTENT_TITLE_MAX } from '@polymart/contract/content-admin';
import type { LangCode } from '@polymart/contract/locales';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../components/checkbox.tsx';
import { Field, SelectField } from '../../components/form-field.tsx';
import { Problem } from '../../components/problem.tsx';
import type { FieldErrors } from '../../lib/form-errors.ts';
import { blogCategoriesQuery, CONTENT, saveBlogPost } from './api.ts';
import { ContentImageField, useContentImage } from './image-field.tsx';
import { LangEditor } from './lang-editor.tsx';
import { contentErrors, errorLang, fromList, type LangTexts, missingEnglish, toList } from './texts.ts';

const FIELDS = ['title', 'summary', 'body'] as const;

export function BlogForm({ post, onDone }: { post?: AdminBlogPostDetail; onDone: (saved: string) => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const categories = useQuery(blogCategoriesQuery());
  const [texts, setTexts] = useState<LangTexts>(post ? fromList(post.texts) : {});
  const [lang, setLang] = useState<LangCode>('en');
  const [category, setCategory] = useState(String(post?.category_id ?? ''));
  const [author, setAuthor] = useState(post?.author ?? '');
  const [published, setPublished] = useState(post?.published ?? false);
  const image = useContentImage(post?.image ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const sent = useRef<{ lang: string }[]>([]);
  const save = useMutation({
    mutationFn: saveBlogPost,
    onSuccess: (saved) => {
      void client.invalidateQueries({ queryKey: [CONTENT] });
      onDone(t('admin.content.saved', { name: saved.title }));
    },
    onError: (err) => {
      const found = contentErrors(err, t, sent.current, ['category_id', 'image', 'author']);
      setErrors(found);
      setLang(errorLang(found) ?? lang);
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found: FieldErrors = { ...missingEnglish(texts, ['title', 'body'], t) };
    if (!category) found.category_id = t('errors.1000009');
    if (!image.path) found.image = t('errors.1000009');
    setErrors(found);
    if (Object.keys(found).length) {
      setLang(errorLang(found) ?? lang);
      return;
    }
    sent.current = toList(texts, FIELDS);
    save.mutate({
      id: post?.id,
      category_id: Number(category),
      author,
      published,
      image: image.path,
      texts: sent.current,
    });
  };
  return (
    <form className="card content-form" onSubmit={submit} noValidate aria-label={t('admin.content.postForm')}>
      <SelectField
        label={t('admin.content.category')}
        name="category_id"
        value={category}
        error={errors.category_id}
        onChange={(e) => setCategory(e.target.value)}
      >
        <option value="">{t('admin.content.choose')}</option>
        {categories.data?.items.map((c) => (
          <option key={c.id} value={c.id}>
            {c.names.find((n) => n.lang === 'en')?.name ?? c.slug}
          </option>
        ))}
      </SelectField>
      <Field
        label={t('admin.content.author')}
        name="author"
        value={author}
        maxLength={80}
        autoComplete="off"
        error={errors.author}
        onChange={(e) => setAuthor(e.target.value)}
      />
      <ContentImageField label={t('admin.content.image')} state={image} error={errors.image} />
      <LangEditor
        fields={[
          { name: 'title', label: t('admin.content.title'), max: CONTENT_TITLE_MAX, requiredEn: true },
          { name: 'summary', label: t('admin.content.summary'), max: CONTENT_SUMMARY_MAX, rows: 2 },
          {
            name: 'body',
            label: t('admin.content.body'),
            max: CONTENT_BODY_MAX,
            rows: 8,
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
      <Checkbox label={t('admin.content.publishedLabel')} checked={published} onChange={setPublished} />
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
