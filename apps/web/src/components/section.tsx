import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainLink } from '../lib/plain-link.tsx';

export function Section({
  title,
  more,
  children,
  id,
}: {
  title: string;
  more?: string;
  children: ReactNode;
  id: string;
}) {
  const { t } = useTranslation();
  return (
    <section className="section" aria-labelledby={id}>
      <div className="section-head">
        <h2 id={id}>{title}</h2>
        {more && (
          <PlainLink to={more} className="section-more">
            {t('common.viewAll')}
          </PlainLink>
        )}
      </div>
      {children}
    </section>
  );
}
