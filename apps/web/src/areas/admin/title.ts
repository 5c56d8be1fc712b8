// Each admin screen names itself in the browser's tab: "<screen> · <area> · Polymart".
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export function useAdminTitle(screen: string) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${screen} · ${t('admin.title')} · Polymart`;
  }, [screen, t]);
}
