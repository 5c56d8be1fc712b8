import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Document title per seller screen: "<screen> · <seller centre>". */
export function useSellerTitle(title: string): void {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${title} · ${t('seller.title')}`;
  }, [title, t]);
}
