// Announcements (the storefront's notices bar, systemnotify): drafts first, then the published
// ones; write one in each language, publish it, take it back, give it an end.
import type { AdminAnnouncement } from '@polymart/contract/content-admin';
import { CONTENT_TITLE_MAX } from '@polymart/contract/content-admin';
import type { LangCode } from '@polymart/contract/locales';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../components/checkbox.tsx';
import { Field } from '../../components/form-field.tsx';
import { Problem } from '../../components/problem.tsx';
import { ErrorState, LineSkeleton } from '../../components/states.tsx';
import { type FieldErrors, failureText } from '../../lib/form-errors.ts';
import { showToast } from '../../lib/toast.ts';
import { announcementsQuery, CONTENT, publishAnnouncement, saveAnnouncement } from './api.ts';
import { LangEditor } from './lang-editor.tsx';
import { contentErrors, errorLang, fromList, type LangTexts, missingEnglish, toList } from './texts.ts';
import { formatWhen, fromLocalInput, toLocalInput } from './when.ts';

function AnnouncementForm({ item, onDone }: { item?: AdminAnnouncement; onDone: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [texts, setTexts] = useState<LangTexts>(item ? fromList(item.texts) : {});
  const [lang, setLang] = useState<LangCode>('en');
  const [published, setPublished] = useState(item?.published ?? false);
  const [expires, setExpires] = useState(toLocalInput(item?.expires_at));
  const [errors, setErrors] = useState<FieldErrors>({});
  const sent = useRef<{ lang: string }[]>([]);
  const save = useMutation({
    mutationFn: saveAnnouncement,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: [CONTENT, 'announcements'] });
      onDone();
    },
    onError: (err) => {
      const found = contentErrors(err, t, sent.current, ['expires_at']);
      setErrors(found);
      setLang(errorLang(found) ?? lang);
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = missingEnglish(texts, ['title'], t);
    setErrors(found);
    if (Object.keys(found).length) return setLang('en');
    sent.current = toList(texts, ['title', 'body']);
    save.mutate({ id: item?.id, published, expires_at: fromLocalInput(expires), texts: sent.current });
  };
  return (
    <form className="card content-form" onSubmit={submit} noValidate aria-label={t('admin.content.announcementForm')}>
      <LangEditor
        fields={[
          { name: 'title', label: t('admin.content.title'), max: CONTENT_TITLE_MAX, requiredEn: true },
          { name: 'body', label: t('admin.content.body'), max: 2000, rows: 3 },
        ]}
        texts={texts}
        lang={lang}
        onLang={setLang}
        onChange={setTexts}
        errors={errors}
      />
      <Field
        label={t('admin.content.expiresAt')}
        name="expires_at"
        type="datetime-local"
        value={expires}
        error={errors.expires_at}
        onChange={(e) => setExpires(e.target.value)}
      />
      <Checkbox label={t('admin.content.publishedLabel')} checked={published} onChange={setPublished} />
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

function AnnouncementRow({ item, onEdit }: { item: AdminAnnouncement; onEdit: () => void }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const toggle = useMutation({
    mutationFn: () => publishAnnouncement({ id: item.id, published: !item.published }),
    onSuccess: () => client.invalidateQueries({ queryKey: [CONTENT, 'announcements'] }),
    onError: (err) => showToast(failureText(err, t)),
  });
  const state = item.live ? 'live' : item.published ? 'ended' : 'draft';
  return (
    <li className="card content-row" data-testid="announcement">
      <div className="content-row-main">
        <strong>{item.texts[0]?.title}</strong>
        <span className={`content-state ${item.live ? 'is-live' : ''}`}>{t(`admin.content.noticeState.${state}`)}</span>
        <span className="small muted">
          {formatWhen(item.published_at, i18n.language)}
          {item.expires_at ? ` – ${formatWhen(item.expires_at, i18n.language)}` : ''}
        </span>
      </div>
      <div className="content-row-actions">
        <button type="button" className="btn btn-outline" onClick={onEdit}>
          {t('admin.content.edit')}
        </button>
        <button type="button" className="btn btn-outline" onClick={() => toggle.mutate()} disabled={toggle.isPending}>
          {item.published ? t('admin.content.unpublish') : t('admin.content.publish')}
        </button>
      </div>
    </li>
  );
}

export function AnnouncementsSection() {
  const { t } = useTranslation();
  const list = useQuery(announcementsQuery());
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const current = typeof editing === 'number' ? list.data?.items.find((a) => a.id === editing) : undefined;
  return (
    <section className="content-section" aria-labelledby="content-announcements">
      <div className="content-head">
        <h2 id="content-announcements">{t('admin.content.announcements')}</h2>
        {editing === null && (
          <button type="button" className="btn" onClick={() => setEditing('new')}>
            {t('admin.content.newAnnouncement')}
          </button>
        )}
      </div>
      {editing !== null && <AnnouncementForm key={String(editing)} item={current} onDone={() => setEditing(null)} />}
      {list.isError ? (
        <ErrorState onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <LineSkeleton lines={4} />
      ) : (
        <ul className="content-list">
          {list.data.items.map((a) => (
            <AnnouncementRow key={a.id} item={a} onEdit={() => setEditing(a.id)} />
          ))}
        </ul>
      )}
    </section>
  );
}
