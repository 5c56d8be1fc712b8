// Shop creation (spec §2 /pages/shop/create, the store registration): a signed-in customer applies
// to become a seller; once an application exists its state is shown instead: under review, rejected
// with the operator's reason and the form again, or approved with the way into the seller area
// (a fresh seller link, as the account menu's seller entries take). Visitors are sent to sign in.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type MouseEvent, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { Problem } from '../../../components/problem.tsx';
import { ErrorState, LineSkeleton } from '../../../components/states.tsx';
import { openSellerArea, sellerLink } from '../../../features/seller-link/open-seller-area.ts';
import { applicationChanged, sellerApplicationQuery } from '../../../features/sellers/api.ts';
import { ApplicationState } from '../../../features/sellers/application-state.tsx';
import { ApplyForm } from '../../../features/sellers/apply-form.tsx';
import { useTitle } from '../../../lib/hooks.ts';
import { paths } from '../../../lib/paths.ts';
import { refreshSession, useSession } from '../../../lib/session.ts';

/** The seller area's start (its orders); a plain link too, so it can be opened in a new tab. */
function OpenSellerArea({ sellerUrl }: { sellerUrl: string }) {
  const { t } = useTranslation();
  const [opening, setOpening] = useState(false);
  const [failed, setFailed] = useState(false);
  const open = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    if (opening) return;
    setOpening(true);
    setFailed(false);
    openSellerArea('').then(
      (opened) => {
        setOpening(opened);
        setFailed(!opened);
      },
      () => setOpening(false),
    );
  };
  return (
    <>
      <a className="btn" href={sellerLink(sellerUrl, '')} onClick={open} aria-busy={opening || undefined}>
        {t('becomeSeller.openSellerArea')}
      </a>
      <Problem text={failed ? t('becomeSeller.noSellerLink') : undefined} />
    </>
  );
}

export default function ShopCreate() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const user = useSession();
  const [filed, setFiled] = useState(false);
  useTitle(t('becomeSeller.title'));
  const answer = useQuery({ ...sellerApplicationQuery(user?.id ?? 0), enabled: Boolean(user) });
  const state = answer.data?.state;
  const role = user?.role;
  const sellerUrl = user?.seller_url;
  // approved since the page loaded: the session still says customer, without a seller link
  useEffect(() => {
    if (state === 'approved' && role === 'customer') void refreshSession().catch(() => {});
  }, [state, role]);
  if (!user) return <Navigate to={paths.loginThen(paths.shopCreate)} replace />;

  const onFiled = () => {
    setFiled(true);
    void applicationChanged(client);
    // the notice "under review" joins the unread count
    void refreshSession().catch(() => {});
  };
  const applicant = { name: user.name, email: user.email, phone: user.phone };
  const sellerArea = sellerUrl ? <OpenSellerArea sellerUrl={sellerUrl} /> : null;

  let body: ReactNode;
  if (answer.isError) body = <ErrorState onRetry={() => void answer.refetch()} />;
  else if (!answer.data) body = <LineSkeleton lines={5} />;
  else if (answer.data.application && state !== 'none') {
    const application = answer.data.application;
    body = (
      <>
        <ApplicationState application={application} focus={filed}>
          {sellerArea}
        </ApplicationState>
        {state === 'rejected' && <ApplyForm applicant={applicant} previous={application} onFiled={onFiled} />}
      </>
    );
  } else if (user.role === 'seller') {
    // a seller from before applications were recorded (the demo sellers): nothing to apply for
    body = (
      <section className="card panel application-state approved" aria-labelledby="application-state">
        <h2 id="application-state">{t('becomeSeller.alreadySeller')}</h2>
        {sellerArea}
      </section>
    );
  } else if (user.role === 'admin') {
    body = <p className="card panel">{t('becomeSeller.notForOperators')}</p>;
  } else {
    body = (
      <>
        <p className="lead">{t('becomeSeller.intro')}</p>
        <ApplyForm applicant={applicant} onFiled={onFiled} />
      </>
    );
  }
  return (
    <div className="page become-seller">
      <h1>{t('becomeSeller.title')}</h1>
      {body}
    </div>
  );
}
