/**
 * The UI kit's own default texts, in the 'ui' namespace (locales/<lng>/ui.json). Every text a
 * component shows can also be passed in as a prop; these are the fallbacks.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../api/types';
import type uiTexts from '../../locales/de/ui.json';
import { langOrDefault } from '../lib/languages';

export const UI_NAMESPACE = 'ui';

type Leaves<T, Path extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Path}${K}` : Leaves<T[K], `${Path}${K}.`>;
}[keyof T & string];
type WithoutPluralSuffix<K> =
  K extends `${infer Base}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}` ? Base : K;

/** A key of ui.json, plural keys without their suffix ('countdown.minutesLeft'). */
export type UiKey = WithoutPluralSuffix<Leaves<typeof uiTexts>>;
export type UiText = (key: UiKey, values?: Record<string, unknown>) => string;

type LooseT = (key: string, options?: Record<string, unknown>) => string;

/** `t` for the 'ui' namespace, typed against German ui.json (the reference language). */
export function useUiText(): UiText {
  const { t } = useTranslation();
  return useCallback<UiText>(
    (key, values) => (t as unknown as LooseT)(key, { ...values, ns: UI_NAMESPACE }),
    [t],
  );
}

/** The interface language i18next is in, as a shop language (German when it is anything else). */
export function useUiLang(): Lang {
  const { i18n } = useTranslation();
  const current = i18n?.resolvedLanguage ?? i18n?.language;
  const base = typeof current === 'string' ? current.slice(0, 2) : undefined;
  return langOrDefault(base);
}
