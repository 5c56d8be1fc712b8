// Names by language: the one in the reader's language, else English (as the storefront does).
import type { CatalogNames } from '@polymart/contract/catalog-admin';
import type { LangCode } from '@polymart/contract/locales';

export const nameIn = (names: CatalogNames, lang: LangCode) => names[lang] || names.en || '';
