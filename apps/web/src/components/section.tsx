import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

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
          <Link to={more} className="section-more">
            {t('common.viewAll')}
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}
