import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { EmptyState } from './states.tsx';

/** A screen that failed or timed out loading (spec §2: 60 s) offers a retry. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const timedOut = error instanceof Error && error.message === 'route-timeout';
  const title = isRouteErrorResponse(error) ? t('notFound.title') : timedOut ? t('route.timeout') : t('route.failed');
  return (
    <main className="page" id="content">
      <EmptyState title={title}>
        <button type="button" className="btn" onClick={() => window.location.reload()}>
          {t('common.retry')}
        </button>
      </EmptyState>
    </main>
  );
}
