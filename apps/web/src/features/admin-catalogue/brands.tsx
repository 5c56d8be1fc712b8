// The brands: each with its logo, name, whether it is one of the home page's top brands (at most
// ten: the storefront's get-all-brand with top=true lists the flagged ones first) and whether buyers
// see it; a form per brand for its names in each language, logo and flags, and one for a new brand.
import type { AdminBrand, CatalogNames } from '@polymart/contract/catalog-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../components/checkbox.tsx';
import { Problem } from '../../components/problem.tsx';
import { ErrorState, LineSkeleton } from '../../components/states.tsx';
import { imageUrl } from '../../lib/api.ts';
import type { FieldErrors } from '../../lib/form-errors.ts';
import { useLang } from '../../lib/hooks.ts';
import { brandListQuery, saveBrand } from './api.ts';
import { catalogueErrors } from './errors.ts';
import { CatalogImageField, useCatalogImage } from './image-field.tsx';
import { nameIn } from './names.ts';
import { NamesFields } from './names-fields.tsx';

export function Brands({ onStatus }: { onStatus: (text: string) => void }) {
  const { t } = useTranslation();
  const list = useQuery(brandListQuery());
  const [adding, setAdding] = useState(false);
  if (list.isError) return <ErrorState onRetry={() => void list.refetch()} />;
  if (!list.data) return <LineSkeleton lines={5} />;
  const { items, top_max } = list.data;
  const tops = items.filter((b) => b.is_top).length;
  return (
    <>
      <div className="catalogue-bar">
        <p className="small muted" data-testid="top-count">
          {t('admin.catalogue.topCount', { count: tops, max: top_max })}
        </p>
        {!adding && (
          <button type="button" className="btn" onClick={() => setAdding(true)}>
            {t('admin.catalogue.newBrand')}
          </button>
        )}
      </div>
      {adding && (
        <BrandForm
          onDone={(message) => {
            setAdding(false);
            if (message) onStatus(message);
          }}
        />
      )}
      <ul className="catalogue-brands" data-testid="brand-list">
        {items.map((b) => (
          <BrandRow key={b.id} brand={b} onStatus={onStatus} />
        ))}
      </ul>
    </>
  );
}

function BrandRow({ brand, onStatus }: { brand: AdminBrand; onStatus: (text: string) => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [editing, setEditing] = useState(false);
  const name = nameIn(brand.names, lang);
  return (
    <li className="catalogue-brand" data-testid={`brand-${brand.id}`}>
      <div className="card catalogue-row">
        <div className="catalogue-who">
          <span className="catalogue-logo">{brand.logo && <img src={imageUrl(brand.logo)} alt="" />}</span>
          <div>
            <p className="catalogue-name">
              {name}
              {brand.is_top && <span className="catalogue-top"> · {t('admin.catalogue.top')}</span>}
              {!brand.enabled && <span className="catalogue-hidden"> · {t('admin.catalogue.hidden')}</span>}
            </p>
            <p className="small muted">{t('admin.catalogue.productCount', { count: brand.product_count })}</p>
          </div>
        </div>
        <div className="catalogue-controls">
          <button
            type="button"
            className="btn btn-outline"
            aria-expanded={editing}
            aria-label={t('admin.catalogue.editName', { name })}
            onClick={() => setEditing((e) => !e)}
          >
            {t('admin.catalogue.edit')}
          </button>
        </div>
      </div>
      {editing && (
        <BrandForm
          brand={brand}
          onDone={(message) => {
            setEditing(false);
            if (message) onStatus(message);
          }}
        />
      )}
    </li>
  );
}

function BrandForm({ brand, onDone }: { brand?: AdminBrand; onDone: (message: string) => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const client = useQueryClient();
  const headingId = useId();
  const [names, setNames] = useState<CatalogNames>(brand?.names ?? {});
  const [isTop, setTop] = useState(brand?.is_top ?? false);
  const [enabled, setEnabled] = useState(brand?.enabled ?? true);
  const [errors, setErrors] = useState<FieldErrors>({});
  const logo = useCatalogImage(brand?.logo ?? '');
  const save = useMutation({
    mutationFn: saveBrand,
    onSuccess: ({ items, top_max }) => {
      client.setQueryData(brandListQuery().queryKey, { items, top_max });
      onDone(t('admin.catalogue.saved'));
    },
    onError: (err) => setErrors(catalogueErrors(err, t, ['logo'])),
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
      ...(brand ? { id: brand.id } : {}),
      names: trimmed,
      is_top: isTop,
      enabled,
      logo: logo.path || undefined,
    });
  };
  return (
    <form className="card catalogue-form" onSubmit={submit} noValidate aria-labelledby={headingId}>
      <h3 id={headingId}>
        {brand ? t('admin.catalogue.editBrand', { name: nameIn(brand.names, lang) }) : t('admin.catalogue.newBrand')}
      </h3>
      <NamesFields names={names} onChange={setNames} errors={errors} idPrefix={`brand-${brand?.id ?? 'new'}`} />
      <Checkbox label={t('admin.catalogue.topLabel')} checked={isTop} onChange={setTop} />
      <p className="small muted">{t('admin.catalogue.topHint', { max: 10 })}</p>
      <Checkbox label={t('admin.catalogue.shown')} checked={enabled} onChange={setEnabled} />
      <CatalogImageField
        label={t('admin.catalogue.logo')}
        hint={t('admin.catalogue.logoHint')}
        state={logo}
        error={errors.logo}
      />
      <Problem text={errors.form} />
      <div className="catalogue-actions">
        <button type="submit" className="btn" disabled={save.isPending || logo.uploading}>
          {t('admin.catalogue.save')}
        </button>
        <button type="button" className="btn btn-outline" onClick={() => onDone('')}>
          {t('admin.catalogue.cancel')}
        </button>
      </div>
    </form>
  );
}
