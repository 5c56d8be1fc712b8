// A category's form: its name in each language (English first and required), whether buyers see
// it, its icon and banner; a new one also says where it goes (the top or under a top-level one).
// An existing, empty category can be deleted after a confirmation said in place.
import type { AdminCategory, CatalogNames } from '@polymart/contract/catalog-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../components/checkbox.tsx';
import { SelectField } from '../../components/form-field.tsx';
import { Problem } from '../../components/problem.tsx';
import type { FieldErrors } from '../../lib/form-errors.ts';
import { useLang } from '../../lib/hooks.ts';
import { categoryTreeQuery, deleteCategory, saveCategory } from './api.ts';
import { catalogueErrors } from './errors.ts';
import { CatalogImageField, useCatalogImage } from './image-field.tsx';
import { nameIn } from './names.ts';
import { NamesFields } from './names-fields.tsx';

export function CategoryForm({
  category,
  tops,
  parentId = 0,
  onDone,
}: {
  /** the category to change; none for a new one */
  category?: AdminCategory;
  /** the top-level categories a new one may go under */
  tops: AdminCategory[];
  parentId?: number;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const client = useQueryClient();
  const headingId = useId();
  const [names, setNames] = useState<CatalogNames>(category?.names ?? {});
  const [enabled, setEnabled] = useState(category?.enabled ?? true);
  const [parent, setParent] = useState(String(category ? (category.parent_id ?? 0) : parentId));
  const [confirming, setConfirming] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const icon = useCatalogImage(category?.icon ?? '');
  const banner = useCatalogImage(category?.banner ?? '');
  const onError = (err: unknown) => {
    setConfirming(false);
    setErrors(catalogueErrors(err, t, ['icon', 'banner']));
  };
  const save = useMutation({
    mutationFn: saveCategory,
    onSuccess: ({ items }) => {
      client.setQueryData(categoryTreeQuery().queryKey, { items });
      onDone(t('admin.catalogue.saved'));
    },
    onError,
  });
  const remove = useMutation({
    mutationFn: () => deleteCategory(category!.id),
    onSuccess: ({ items }) => {
      client.setQueryData(categoryTreeQuery().queryKey, { items });
      onDone(t('admin.catalogue.deleted'));
    },
    onError,
  });

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const trimmed = Object.fromEntries(Object.entries(names).map(([l, n]) => [l, (n ?? '').trim()])) as CatalogNames;
    if (!trimmed.en) {
      setErrors({ 'names.en': t('admin.catalogue.englishRequired') });
      return;
    }
    setErrors({});
    save.mutate({
      ...(category ? { id: category.id } : { parent_id: Number(parent) }),
      names: trimmed,
      enabled,
      icon: icon.path || undefined,
      banner: banner.path || undefined,
    });
  };
  const busy = save.isPending || remove.isPending || icon.uploading || banner.uploading;
  const title = category
    ? t('admin.catalogue.editCategory', { name: nameIn(category.names, lang) })
    : t('admin.catalogue.newCategory');

  return (
    <form className="card catalogue-form" onSubmit={submit} noValidate aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      {!category && (
        <SelectField
          label={t('admin.catalogue.parent')}
          name="parent"
          value={parent}
          onChange={(e) => setParent(e.target.value)}
        >
          <option value="0">{t('admin.catalogue.topLevel')}</option>
          {tops.map((c) => (
            <option key={c.id} value={c.id}>
              {nameIn(c.names, lang)}
            </option>
          ))}
        </SelectField>
      )}
      <NamesFields names={names} onChange={setNames} errors={errors} idPrefix={`category-${category?.id ?? 'new'}`} />
      <Checkbox label={t('admin.catalogue.shown')} checked={enabled} onChange={setEnabled} />
      <div className="catalogue-images">
        <CatalogImageField
          label={t('admin.catalogue.icon')}
          hint={t('admin.catalogue.iconHint')}
          state={icon}
          error={errors.icon}
        />
        <CatalogImageField
          label={t('admin.catalogue.banner')}
          hint={t('admin.catalogue.bannerHint')}
          state={banner}
          error={errors.banner}
        />
      </div>
      <Problem text={errors.form} />
      <div className="catalogue-actions">
        <button type="submit" className="btn" disabled={busy}>
          {t('admin.catalogue.save')}
        </button>
        <button type="button" className="btn btn-outline" onClick={() => onDone('')}>
          {t('admin.catalogue.cancel')}
        </button>
        {category && !confirming && (
          <button type="button" className="btn btn-ghost" disabled={busy} onClick={() => setConfirming(true)}>
            {t('admin.catalogue.delete')}
          </button>
        )}
      </div>
      {category && confirming && (
        <fieldset className="catalogue-confirm">
          <legend>{t('admin.catalogue.deleteConfirm', { name: nameIn(category.names, lang) })}</legend>
          <div className="catalogue-actions">
            <button type="button" className="btn btn-danger" disabled={busy} onClick={() => remove.mutate()}>
              {t('admin.catalogue.deleteYes')}
            </button>
            <button type="button" className="btn btn-ghost" onClick={() => setConfirming(false)}>
              {t('admin.catalogue.cancel')}
            </button>
          </div>
        </fieldset>
      )}
    </form>
  );
}
