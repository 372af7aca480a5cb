/**
 * The server's texts: one i18next instance per language with every text, made once and only
 * read (the server never changes an instance's language), so no visitor's render can change
 * another's. The browser loads its texts on demand instead (features/locale/textLoader.ts).
 */
import type { i18n } from 'i18next';
import type { Lang } from '../../api/types';
import { createI18n } from '../../features/locale/i18n';

const instances = new Map<Lang, i18n>();

export function textsIn(lang: Lang): i18n {
  let instance = instances.get(lang);
  if (!instance) {
    instance = createI18n(lang);
    instances.set(lang, instance);
  }
  return instance;
}

/**
 * A render's texts: a view of the language's instance with no property of its own
 * (Object.create). react-i18next's useTranslation copies every own property of the instance it
 * is given, for each component that asks for texts (about 1.4 ms of a categories home's render on
 * the bench machine); of a view it copies none, and every read goes on to the shared instance.
 * Anything a render would set stays on its own view.
 */
export const renderTextsIn = (lang: Lang): i18n => Object.create(textsIn(lang)) as i18n;
