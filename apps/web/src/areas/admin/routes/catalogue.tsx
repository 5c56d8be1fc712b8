// The catalogue (issue 15), for staff with the catalogue permission: the category tree (open and
// close each category's series, move up and down or under another parent with buttons, edit names
// in the 19 languages, icon, banner and whether buyers see it, delete an empty one) and the brands
// (names, logo, the home page's top ten). The storefront shows each change at once.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, LineSkeleton } from '../../../components/states.tsx';
import { categoryTreeQuery } from '../../../features/admin-catalogue/api.ts';
import { Brands } from '../../../features/admin-catalogue/brands.tsx';
import { CategoryForm } from '../../../features/admin-catalogue/category-form.tsx';
import { CategoryTree } from '../../../features/admin-catalogue/category-tree.tsx';
import { RequirePermission } from '../../../features/admin-staff/access.tsx';
import { useAdminTitle } from '../title.ts';
import '../../../styles/admin-catalogue.css';

type View = 'categories' | 'brands';

function Categories({ onStatus }: { onStatus: (text: string) => void }) {
  const { t } = useTranslation();
  const tree = useQuery(categoryTreeQuery());
  const [adding, setAdding] = useState(false);
  if (tree.isError) return <ErrorState onRetry={() => void tree.refetch()} />;
  if (!tree.data) return <LineSkeleton lines={6} />;
  return (
    <>
      <div className="catalogue-bar">
        <p className="small muted">{t('admin.catalogue.treeHint')}</p>
        {!adding && (
          <button type="button" className="btn" onClick={() => setAdding(true)}>
            {t('admin.catalogue.newCategory')}
          </button>
        )}
      </div>
      {adding && (
        <CategoryForm
          tops={tree.data.items}
          onDone={(message) => {
            setAdding(false);
            if (message) onStatus(message);
          }}
        />
      )}
      <CategoryTree items={tree.data.items} onStatus={onStatus} />
    </>
  );
}

function CataloguePage() {
  const { t } = useTranslation();
  const [view, setView] = useState<View>('categories');
  const [status, setStatus] = useState('');
  return (
    <main className="page admin-page catalogue" id="content">
      <h1>{t('admin.catalogue.title')}</h1>
      <p className="muted">{t('admin.catalogue.intro')}</p>
      <nav className="catalogue-views" aria-label={t('admin.catalogue.views')}>
        {(['categories', 'brands'] as const).map((v) => (
          <button
            key={v}
            type="button"
            className="chip"
            aria-pressed={view === v}
            onClick={() => {
              setView(v);
              setStatus('');
            }}
          >
            {t(v === 'categories' ? 'admin.catalogue.categories' : 'admin.catalogue.brands')}
          </button>
        ))}
      </nav>
      <p className="small catalogue-status" role="status" data-testid="catalogue-status">
        {status}
      </p>
      <section aria-labelledby="catalogue-view">
        <h2 id="catalogue-view">
          {t(view === 'categories' ? 'admin.catalogue.categories' : 'admin.catalogue.brands')}
        </h2>
        {view === 'categories' ? <Categories onStatus={setStatus} /> : <Brands onStatus={setStatus} />}
      </section>
    </main>
  );
}

export default function AdminCatalogue() {
  const { t } = useTranslation();
  useAdminTitle(t('admin.catalogue.title'));
  return (
    <RequirePermission permission="catalog">
      <CataloguePage />
    </RequirePermission>
  );
}
