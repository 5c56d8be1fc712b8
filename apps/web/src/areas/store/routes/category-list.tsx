// Category list (spec §2): first-level categories with their series.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LineSkeleton } from '../../../components/states.tsx';
import { categoriesQuery } from '../../../features/catalog/api/queries.ts';
import { imageUrl } from '../../../lib/api.ts';
import { useLang, useTitle } from '../../../lib/hooks.ts';
import { paths } from '../../../lib/paths.ts';

export default function CategoryList() {
  const { t } = useTranslation();
  useTitle(t('category.title'));
  const { data } = useQuery(categoriesQuery(useLang()));
  const [selected, setSelected] = useState<number | null>(null);
  const current = data?.find((c) => c.id === selected) ?? data?.[0];
  return (
    <div className="page category-list">
      <h1>{t('category.title')}</h1>
      {!data ? (
        <LineSkeleton lines={6} />
      ) : (
        <div className="split">
          <ul className="side-tabs" aria-label={t('category.title')}>
            {data.map((c) => (
              <li key={c.id}>
                <button type="button" aria-pressed={c.id === current?.id} onClick={() => setSelected(c.id)}>
                  {c.name}
                </button>
              </li>
            ))}
          </ul>
          {current && (
            <section className="series" aria-labelledby="series-title">
              <h2 id="series-title">
                <Link to={paths.category(current.slug)}>
                  {current.name} · {t('category.products', { count: current.product_count })}
                </Link>
              </h2>
              <ul className="category-icons">
                {(current.children ?? []).map((child) => (
                  <li key={child.id}>
                    <Link to={paths.category(child.slug)}>
                      <img src={imageUrl(child.icon)} alt="" width={56} height={56} loading="lazy" />
                      <span>{child.name}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      )}
    </div>
  );
}
