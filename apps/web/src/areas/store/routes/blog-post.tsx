// Blog post (spec §2).
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Prose } from '../../../components/prose.tsx';
import { EmptyState, LineSkeleton } from '../../../components/states.tsx';
import { blogPostQuery } from '../../../features/content/api/queries.ts';
import { imageUrl } from '../../../lib/api.ts';
import { formatDate } from '../../../lib/format.ts';
import { useLang, useTitle } from '../../../lib/hooks.ts';
import { paths } from '../../../lib/paths.ts';

export default function BlogPost() {
  const { t } = useTranslation();
  const lang = useLang();
  const id = Number(useSearchParams()[0].get('id'));
  const { data, error } = useQuery({ ...blogPostQuery(lang, id), enabled: id > 0 });
  useTitle(data?.title);
  if (error || !(id > 0)) {
    return (
      <div className="page">
        <EmptyState title={t('blog.notFound')}>
          <Link to={paths.blog}>{t('blog.title')}</Link>
        </EmptyState>
      </div>
    );
  }
  if (!data)
    return (
      <div className="page">
        <LineSkeleton lines={8} />
      </div>
    );
  return (
    <article className="page article">
      <img className="article-image" src={imageUrl(data.image)} alt="" width={1200} height={630} />
      <p className="blog-meta">
        {data.category_name} · {formatDate(data.published_at, lang)} · {t('blog.by', { author: data.author })}
      </p>
      <h1>{data.title}</h1>
      <p className="lead">{data.summary}</p>
      <Prose text={data.body} />
    </article>
  );
}
