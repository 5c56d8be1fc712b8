// The five policy pages (spec §2): terms, support, return, privacy, about us.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Prose } from '../../../components/prose.tsx';
import { LineSkeleton } from '../../../components/states.tsx';
import { policyQuery } from '../../../features/content/api/queries.ts';
import { formatDate } from '../../../lib/format.ts';
import { useLang, useTitle } from '../../../lib/hooks.ts';
import { POLICY_SLUGS } from '../../../lib/paths.ts';
import NotFound from './not-found.tsx';

export default function Policy() {
  const { t } = useTranslation();
  const lang = useLang();
  const slug = useParams().slug ?? '';
  const known = (POLICY_SLUGS as readonly string[]).includes(slug);
  const { data } = useQuery({ ...policyQuery(lang, slug), enabled: known });
  useTitle(known ? t(`policy.${slug}`) : undefined);
  if (!known) return <NotFound />;
  return (
    <article className="page article">
      <h1>{data?.title ?? t(`policy.${slug}`)}</h1>
      {!data ? (
        <LineSkeleton lines={8} />
      ) : (
        <>
          <p className="muted small">{t('policy.updated', { date: formatDate(data.updated_at, lang) })}</p>
          <Prose text={data.body} />
        </>
      )}
    </article>
  );
}
