// How a seller application stands: under review (since when, for which shop), rejected (with the
// operator's reason; the screen shows the form again below), or approved (the screen passes the
// way into the seller area as children, since features do not import each other).
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../lib/format.ts';
import { useLang } from '../../lib/hooks.ts';
import { paths } from '../../lib/paths.ts';
import type { SellerApplication } from './api.ts';
import '../../styles/become-seller.css';

export function ApplicationState({
  application,
  focus = false,
  children,
}: {
  application: SellerApplication;
  /** Move focus here (just filed): the form a keyboard or screen reader user was in is gone. */
  focus?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  const { status } = application;
  const decided = application.decided_at ? formatDate(application.decided_at, lang) : '';
  return (
    <section className={`card panel application-state ${status}`} aria-labelledby="application-state">
      <h2 id="application-state" ref={heading} tabIndex={-1}>
        {t(`becomeSeller.state.${status}`)}
      </h2>
      {status === 'pending' && (
        <>
          <p>
            {t('becomeSeller.pendingText', {
              shop: application.shop_name,
              date: formatDate(application.created_at, lang),
            })}
          </p>
          <p className="small muted">
            {t('becomeSeller.pendingNext')} <Link to={paths.notices}>{t('mine.noticesTitle')}</Link>
          </p>
        </>
      )}
      {status === 'rejected' && (
        <>
          <p>{t('becomeSeller.rejectedText', { shop: application.shop_name, date: decided })}</p>
          <p className="small muted">{t('becomeSeller.reason')}</p>
          <p className="application-reason">{application.decision_remark || t('becomeSeller.noReason')}</p>
          <p>{t('becomeSeller.reapplyText')}</p>
        </>
      )}
      {status === 'approved' && (
        <>
          <p>{t('becomeSeller.approvedText', { shop: application.shop_name, date: decided })}</p>
          {application.decision_remark && <p className="application-reason">{application.decision_remark}</p>}
          {children}
        </>
      )}
    </section>
  );
}
