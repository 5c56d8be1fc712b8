// The blog in the admin area: every post, published or a draft, newest first, with the languages it
// has its own text in; write a new one, edit, publish or take one back. The categories below.
import type { AdminBlogPost } from '@polymart/contract/content-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, LineSkeleton } from '../../components/states.tsx';
import { failureText } from '../../lib/form-errors.ts';
import { showToast } from '../../lib/toast.ts';
import { blogPostQuery, blogPostsQuery, CONTENT, publishBlogPost } from './api.ts';
import { BlogCategories } from './blog-categories.tsx';
import { BlogForm } from './blog-form.tsx';
import { formatWhen } from './when.ts';

function PostRow({ post, onEdit }: { post: AdminBlogPost; onEdit: () => void }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const toggle = useMutation({
    mutationFn: () => publishBlogPost({ id: post.id, published: !post.published }),
    onSuccess: () => client.invalidateQueries({ queryKey: [CONTENT] }),
    onError: (err) => showToast(failureText(err, t)),
  });
  return (
    <li className="card content-row" data-testid="blog-post">
      <div className="content-row-main">
        <strong>{post.title}</strong>
        <span className={`content-state ${post.published ? 'is-live' : ''}`}>
          {post.published ? t('admin.content.published') : t('admin.content.draft')}
        </span>
        <span className="small muted">
          {formatWhen(post.published_at, i18n.language)} · {t('admin.content.langCount', { count: post.langs.length })}
        </span>
      </div>
      <div className="content-row-actions">
        <button type="button" className="btn btn-outline" onClick={onEdit}>
          {t('admin.content.edit')}
        </button>
        <button type="button" className="btn btn-outline" onClick={() => toggle.mutate()} disabled={toggle.isPending}>
          {post.published ? t('admin.content.unpublish') : t('admin.content.publish')}
        </button>
      </div>
    </li>
  );
}

function EditPost({ id, onDone }: { id: number; onDone: (saved: string) => void }) {
  const post = useQuery(blogPostQuery(id));
  if (post.isError) return <ErrorState onRetry={() => void post.refetch()} />;
  if (!post.data) return <LineSkeleton lines={6} />;
  return <BlogForm post={post.data} onDone={onDone} />;
}

export function BlogSection() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [done, setDone] = useState('');
  const list = useQuery(blogPostsQuery(page));
  const finish = (saved: string) => {
    setEditing(null);
    setDone(saved);
  };
  return (
    <section className="content-section" aria-labelledby="content-blog">
      <div className="content-head">
        <h2 id="content-blog">{t('admin.content.blogPosts')}</h2>
        {editing === null && (
          <button type="button" className="btn" onClick={() => setEditing('new')}>
            {t('admin.content.newPost')}
          </button>
        )}
      </div>
      <p className="small" role="status">
        {done}
      </p>
      {editing === 'new' && <BlogForm onDone={finish} />}
      {typeof editing === 'number' && <EditPost id={editing} onDone={finish} />}
      {list.isError ? (
        <ErrorState onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <LineSkeleton lines={4} />
      ) : (
        <>
          <ul className="content-list">
            {list.data.items.map((p) => (
              <PostRow key={p.id} post={p} onEdit={() => setEditing(p.id)} />
            ))}
          </ul>
          {list.data.total > list.data.page * list.data.page_size || page > 1 ? (
            <div className="content-actions">
              <button type="button" className="btn btn-outline" disabled={page === 1} onClick={() => setPage(page - 1)}>
                {t('admin.content.previous')}
              </button>
              <button
                type="button"
                className="btn btn-outline"
                disabled={list.data.total <= page * list.data.page_size}
                onClick={() => setPage(page + 1)}
              >
                {t('admin.content.next')}
              </button>
            </div>
          ) : null}
        </>
      )}
      <BlogCategories />
    </section>
  );
}
