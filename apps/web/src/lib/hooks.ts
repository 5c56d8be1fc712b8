import type { LangCode } from '@polymart/contract/locales';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { codeOf } from '../i18n/index.ts';
import { paths } from './paths.ts';

/** The current interface language, as the spec's code (the key of localized queries). */
export function useLang(): LangCode {
  return codeOf(useTranslation().i18n.language);
}

/** Document title per screen: "<screen> · <site>". */
export function useTitle(title: string | undefined): void {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = title ? `${title} · ${t('app.name')}` : t('app.name');
  }, [title, t]);
}

/** Where a sign-in started on this screen comes back to (home is `/`, which a redirect cannot name). */
export function useHere(): string {
  const location = useLocation();
  return location.pathname === '/' ? paths.home : location.pathname + location.search;
}
