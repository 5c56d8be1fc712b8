import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { imageUrl } from '../lib/api.ts';
import { useTitle } from '../lib/hooks.ts';

/** Header of a brand or shop page: logo, name, description, and the list's controls. */
export function EntityHeader({
  entity,
  children,
  extra,
}: {
  entity?: { name: string; logo: string; description: string };
  children?: ReactNode;
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  useTitle(entity?.name);
  return (
    <header className="entity-head">
      {entity && <img src={imageUrl(entity.logo)} alt="" width={64} height={64} />}
      <div className="entity-text">
        <h1>{entity?.name ?? t('common.loading')}</h1>
        {extra}
        {entity?.description && <p className="muted">{entity.description}</p>}
      </div>
      {children}
    </header>
  );
}
