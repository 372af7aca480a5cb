/**
 * Test helpers for the UI kit: an i18next instance with only the 'ui' namespace, loaded straight
 * from locales/<lng>/ui.json, and a render that provides it.
 */
import i18next, { type i18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { render, type RenderOptions } from '@testing-library/react';
import type { Lang } from '../api/types';
import de from '../../locales/de/ui.json';
import en from '../../locales/en/ui.json';
import fr from '../../locales/fr/ui.json';
import it from '../../locales/it/ui.json';
import { DEFAULT_LANG, LANGUAGES } from '../lib/languages';
import { UI_NAMESPACE } from './uiText';

export const uiResources = { de, en, fr, it } as const;

export function createUiI18n(lng: Lang = 'en'): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng,
    fallbackLng: DEFAULT_LANG,
    supportedLngs: [...LANGUAGES],
    resources: {
      de: { [UI_NAMESPACE]: de },
      en: { [UI_NAMESPACE]: en },
      fr: { [UI_NAMESPACE]: fr },
      it: { [UI_NAMESPACE]: it },
    },
    ns: [UI_NAMESPACE],
    defaultNS: UI_NAMESPACE,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

/** render() inside an I18nextProvider; rerender keeps the provider. */
export function renderWithUi(
  ui: ReactElement,
  { lng = 'en', ...options }: { lng?: Lang } & RenderOptions = {},
) {
  const i18n = createUiI18n(lng);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  );
  return { i18n, ...render(ui, { wrapper, ...options }) };
}
