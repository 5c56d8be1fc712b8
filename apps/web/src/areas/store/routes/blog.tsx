// Blog list (spec §2), filtered by category.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState, LineSkeleton } from '../../../components/states.tsx';
import { blogCategoriesQuery, blogListQuery } from '../../../features/content/api/queries.ts';
import { imageUrl } from '../../../lib/api.ts';
import { formatDate } from '../../../lib/format.ts';
import { useLang, useTitle } from '../../../lib/hooks.ts';
import { paths } from '../../../lib/paths.ts';

export default function Blog() {
  const { t } = useTranslation();
  const lang = useLang();
  useTitle(t('blog.title'));
  const [params, setParams] = useSearchParams();
  const categoryId = Number(params.get('category')) || undefined;
  const categories = useQuery(blogCategoriesQuery(lang));
  const posts = useQuery(blogListQuery(lang, 1, categoryId));
  return (
    <div className="page">
      <h1>{t('blog.title')}</h1>
      <ul className="chips" aria-label={t('blog.title')}>
        <li>
          <button type="button" className="chip" aria-pressed={!categoryId} onClick={() => setParams({})}>
            {t('blog.all')}
          </button>
        </li>
        {(categories.data ?? []).map((c) => (
          <li key={c.id}>
            <button
              type="button"
              className="chip"
              aria-pressed={categoryId === c.id}
              onClick={() => setParams({ category: String(c.id) })}
            >
              {c.name}
            </button>
          </li>
        ))}
      </ul>
      {!posts.data ? (
        <LineSkeleton lines={6} />
      ) : posts.data.items.length === 0 ? (
        <EmptyState title={t('common.noResults')} />
      ) : (
        <ul className="blog-list">
          {posts.data.items.map((post, i) => (
            <li key={post.id} className="card blog-card">
              <Link to={paths.blogPost(post.id)}>
                <img src={imageUrl(post.image)} alt="" width={1200} height={630} loading={i < 2 ? 'eager' : 'lazy'} />
                <span className="blog-meta">
                  {post.category_name} · {formatDate(post.published_at, lang)}
                </span>
                <h2>{post.title}</h2>
                <p className="muted">{post.summary}</p>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
