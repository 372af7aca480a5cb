import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Lang } from '../../api/types';
import { defaultNamespace, namespaces, resources } from './resources';

export const DEFAULT_LANG: Lang = 'de';

/** A fresh i18next instance for the app (or a test), starting in `lng`. */
export function createI18n(lng: Lang = DEFAULT_LANG): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng,
    fallbackLng: DEFAULT_LANG,
    supportedLngs: ['de', 'en', 'fr', 'it'],
    resources,
    ns: namespaces,
    defaultNS: defaultNamespace,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return instance;
}
