/**
 * The storefront's texts in the browser: i18next holds only what has been loaded, in the
 * visitor's language. The core namespaces come in one chunk per language (texts/<lng>.ts, before
 * the first render); every other namespace is a chunk per language and namespace, loaded with the
 * page or dialog that shows it. A language switch loads, before the new page shows, the new
 * language's core texts and every namespace loaded so far in any language.
 *
 * There is no fallback language: every text exists in all four languages (locales.test.ts), so a
 * page in English downloads no German. Tests use createI18n (i18n.ts), which has every text at once.
 */
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Lang } from '../../api/types';
import { reloadOnChunkError } from '../freshness/chunkReload';
import { navigationTargetPath } from '../freshness/navigationTarget';
import {
  CORE_NAMESPACES,
  isCoreNamespace,
  type CoreNamespace,
  type Namespace,
} from './textNamespaces';
import { LANGUAGES } from '../../lib/languages';

type Texts = Record<string, unknown>;

const coreTexts: Record<Lang, () => Promise<{ default: Record<CoreNamespace, Texts> }>> = {
  de: () => import(/* webpackChunkName: "texts-de" */ './texts/de'),
  en: () => import(/* webpackChunkName: "texts-en" */ './texts/en'),
  fr: () => import(/* webpackChunkName: "texts-fr" */ './texts/fr'),
  it: () => import(/* webpackChunkName: "texts-it" */ './texts/it'),
};

/** One namespace outside the core in one language: its own chunk, texts-<lng>-<namespace>-json. */
const featureTexts = (lang: Lang, namespace: Namespace): Promise<{ default: Texts }> =>
  import(
    /* webpackChunkName: "texts-[request]" */
    /* webpackExclude: /[\\/](catalog|common|consent|errors|layout|order|ui)\.json$/ */
    `../../../locales/${lang}/${namespace}.json`
  );

interface Loading {
  /** every namespace asked for so far, in any language */
  asked: Set<Namespace>;
  /** loads under way (or done), by '<lng>/core' or '<lng>/<namespace>' */
  calls: Map<string, Promise<void>>;
}

const loadings = new WeakMap<i18n, Loading>();

function loadingOf(instance: i18n): Loading {
  let loading = loadings.get(instance);
  if (!loading) {
    loading = { asked: new Set(CORE_NAMESPACES), calls: new Map() };
    loadings.set(instance, loading);
  }
  return loading;
}

function loadNamespace(instance: i18n, lang: Lang, namespace: Namespace): Promise<void> {
  if (instance.hasResourceBundle(lang, namespace)) return Promise.resolve();
  const { calls } = loadingOf(instance);
  const key = isCoreNamespace(namespace) ? `${lang}/core` : `${lang}/${namespace}`;
  const under = calls.get(key);
  if (under) return under;
  const add = (name: string, texts: Texts) => {
    if (!instance.hasResourceBundle(lang, name)) instance.addResourceBundle(lang, name, texts);
  };
  const call = isCoreNamespace(namespace)
    ? reloadOnChunkError(coreTexts[lang], navigationTargetPath).then(({ default: core }) => {
        for (const [name, texts] of Object.entries(core)) add(name, texts);
      })
    : reloadOnChunkError(() => featureTexts(lang, namespace), navigationTargetPath).then(
        ({ default: texts }) => add(namespace, texts),
      );
  const settled = call.catch((error: unknown) => {
    calls.delete(key); // a failed load may be tried again
    throw error;
  });
  calls.set(key, settled);
  return settled;
}

/**
 * Loads what is missing of `lang`'s texts: the core namespaces, `namespaces`, and every
 * namespace asked for before (in whatever language), so a language switch changes every text.
 */
export function loadTexts(
  instance: i18n,
  lang: Lang,
  namespaces: readonly Namespace[] = [],
): Promise<void> {
  const { asked } = loadingOf(instance);
  namespaces.forEach((namespace) => asked.add(namespace));
  return Promise.all([...asked].map((namespace) => loadNamespace(instance, lang, namespace))).then(
    () => undefined,
  );
}

/** Whether `lang`'s texts of `namespaces` (and the core) are there. */
export const hasTexts = (instance: i18n, lang: Lang, namespaces: readonly Namespace[] = []) =>
  [...CORE_NAMESPACES, ...namespaces].every((namespace) =>
    instance.hasResourceBundle(lang, namespace),
  );

/** the app's instance (createAppI18n); none in tests, whose instances hold every text */
let appInstance: i18n | null = null;

/** The app's texts, for code outside React (the route loaders); null when every text is there. */
export const appTexts = (): i18n | null => appInstance;

/**
 * An i18next instance for the app, in `lng`, holding no texts yet (loadTexts fills it); it
 * becomes appTexts().
 */
export function createAppI18n(lng: Lang): i18n {
  const instance = i18next.createInstance();
  appInstance = instance;
  void instance.use(initReactI18next).init({
    lng,
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    // an empty store rather than a backend: nothing loads behind the app's back
    resources: {},
    ns: [...CORE_NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return instance;
}
