import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Lang } from '../../api/types';
import { defaultNamespace, namespaces, resources } from './resources';
import { DEFAULT_LANG, LANGUAGES } from '../../lib/languages';

/**
 * A fresh i18next instance with every text of every language at once, starting in `lng`: for
 * tests and tools. The browser app loads its texts on demand instead (textLoader.ts).
 */
export function createI18n(lng: Lang = DEFAULT_LANG): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng,
    fallbackLng: DEFAULT_LANG,
    supportedLngs: [...LANGUAGES],
    resources,
    ns: namespaces,
    defaultNS: defaultNamespace,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return instance;
}
