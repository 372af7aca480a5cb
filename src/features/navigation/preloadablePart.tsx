/**
 * A part of the storefront that is a chunk of its own (a page, a dialog, the cart panel, the
 * debug tools): its code and its texts in one language load together, once. `load` starts that
 * (when the part is wanted, or early from the preload policy); `usePart` renders the part once it
 * is there. A chunk that cannot be loaded (a new build replaced it) reloads the page
 * (chunkReload.ts); any other failure goes to the route's error boundary.
 *
 * While a page's part is still on its way, the route shows <PendingPage />, which keeps the
 * layout's loading bar running (usePagePending).
 */
import {
  createElement,
  useEffect,
  useReducer,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import type { i18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../api/types';
import PendingHeading from '../../components/PendingHeading';
import { reloadOnChunkError } from '../freshness/chunkReload';
import { navigationTargetPath } from '../freshness/navigationTarget';
import { hasTexts, loadTexts } from '../locale/textLoader';
import type { Namespace } from '../locale/textNamespaces';
import { langOrDefault } from '../../lib/languages';
import { useLayoutEffectInBrowser } from '../../components/useLayoutEffectInBrowser';

export interface PreloadablePart<P extends object = object> {
  /** the texts the part shows besides the core ones */
  readonly namespaces: readonly Namespace[];
  /** loads the code and the texts in `lang` (once; later calls share the load); no texts: the code */
  load(texts: i18n | null, lang: Lang): Promise<ComponentType<P>>;
  /** the component when its code and its texts in `lang` are there, else null */
  ready(texts: i18n, lang: Lang): ComponentType<P> | null;
}

export function preloadablePart<P extends object = object>(
  importer: () => Promise<{ default: ComponentType<P> }>,
  namespaces: readonly Namespace[] = [],
): PreloadablePart<P> {
  let code: Promise<ComponentType<P>> | null = null;
  let loaded: ComponentType<P> | null = null;

  const loadCode = (): Promise<ComponentType<P>> => {
    code ??= reloadOnChunkError(importer, navigationTargetPath).then(
      (module) => {
        loaded = module.default;
        return module.default;
      },
      (error: unknown) => {
        code = null; // a later call tries again
        throw error;
      },
    );
    return code;
  };

  return {
    namespaces,
    load: (texts, lang) =>
      Promise.all([loadCode(), texts && loadTexts(texts, lang, namespaces)]).then(
        ([component]) => component,
      ),
    ready: (texts, lang) => (loaded && hasTexts(texts, lang, namespaces) ? loaded : null),
  };
}

/** The interface language i18next is in (the default while it has none). */
export const textLanguage = (texts: i18n): Lang => langOrDefault(texts.language);

/**
 * The part's component once its code and texts are there, else null. Loading starts when
 * `wanted` is (or becomes) true; a part that is there stays rendered, wanted or not, as it would
 * be if it were in the main bundle.
 */
export function usePart<P extends object>(
  part: PreloadablePart<P>,
  wanted: boolean,
): ComponentType<P> | null {
  const { i18n: texts } = useTranslation();
  const lang = textLanguage(texts);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  const ready = part.ready(texts, lang);

  useEffect(() => {
    if (!wanted || ready) return undefined;
    let current = true;
    part.load(texts, lang).then(
      () => {
        if (current) arrived();
      },
      (error: unknown) => {
        if (current) setFailure({ error });
      },
    );
    return () => {
      current = false;
    };
  }, [part, wanted, ready, texts, lang]);

  if (failure) throw failure.error;
  return ready;
}

export interface PartProps<P extends object> {
  part: PreloadablePart<P>;
  /** load it now (it stays rendered once it is there) */
  wanted: boolean;
  /** the part's own props */
  props: P;
  /** shown while it is not there; default nothing */
  fallback?: ReactNode;
}

/** Renders `part` with `props` once it is there (usePart), `fallback` until then. */
export function Part<P extends object>({ part, wanted, props, fallback = null }: PartProps<P>) {
  const component = usePart(part, wanted);
  return component ? createElement(component, props) : fallback;
}

// ------------------------------------------------------------------ pages on their way

let pendingPages = 0;
const pendingListeners = new Set<() => void>();

function pendingChanged(by: number) {
  pendingPages += by;
  pendingListeners.forEach((listener) => listener());
}

const subscribePending = (listener: () => void) => {
  pendingListeners.add(listener);
  return () => {
    pendingListeners.delete(listener);
  };
};

/** True while a page shows <PendingPage /> (its chunk is still loading): the loading bar runs. */
export const usePagePending = (): boolean =>
  useSyncExternalStore(
    subscribePending,
    () => pendingPages > 0,
    () => false,
  );

/**
 * What the route shows when its page took longer than the transition wait (routePage.tsx): an h1
 * standing in for the page's own (which page it is comes with its code), so a screen reader lands
 * on a named page and focus moves on to the page's h1 when it comes, and a status line.
 */
export function PendingPage() {
  const { t } = useTranslation('ui');
  // before the browser paints: what waits for the page (the footer) knows in the same frame
  useLayoutEffectInBrowser(() => {
    pendingChanged(1);
    return () => pendingChanged(-1);
  }, []);
  return (
    <section className="page-pending">
      <PendingHeading>{t('pageLoading')}</PendingHeading>
      <p role="status">{t('loading')}</p>
    </section>
  );
}
