/**
 * The storefront's navigation: the browser's address (a history) and the page shown for it.
 *
 * The router shows an address once its page is ready (`prepare`: its chunk and texts, at most the
 * transition wait; spec section 9), so the old page stays while a quick page arrives. Until then
 * the navigation is pending: the layout's loading bar runs and the address rules wait for it.
 * Nothing shows before the first address is ready. This is what react-router's data router
 * (loaders) gave the storefront, for about 16 KiB less (docs/decisions/declarative-router.md):
 * react-router renders in its declarative mode on the shown address (ShopRouter.tsx).
 */
import type { Location, NavigationType, Navigator, To } from 'react-router-dom';
import { languageOfPath, type Lang } from '../lib/languages';

/** What the storefront needs of a history: react-router's browser and memory histories have it. */
export interface AddressHistory extends Navigator {
  readonly action: NavigationType;
  readonly location: Location;
  listen(listener: (update: { action: NavigationType; location: Location }) => void): () => void;
}

/** An address the pages show, how the visitor came to it, and its language. */
export interface ShownAddress {
  action: NavigationType;
  location: Location;
  /**
   * the language its path names (lib/languages: languageOfPath), read once when the address
   * arrives and handed down: to `prepare`, and by ShopRouter to the pages (features/locale)
   */
  lang: Lang | null;
}

export interface ShopNavigation {
  /** where links and navigate() go */
  readonly history: AddressHistory;
  /** the address the pages show; null until the first one is ready */
  shown(): ShownAddress | null;
  /**
   * the first address shown: what the server rendered, which the browser's hydration renders
   * too, whatever the address rules changed meanwhile (a presale token moved out of it)
   */
  first(): ShownAddress | null;
  /** the address being prepared, or null when the shown one is the browser's */
  going(): Location | null;
  /** called after every change of shown() or going() */
  subscribe(listener: () => void): () => void;
  navigate(to: To, options?: { replace?: boolean }): void;
  /** stops listening to the history */
  dispose(): void;
}

/**
 * Shows each address of `history` once `prepare` has settled for it (a failure shows it as well:
 * the page then throws to its error boundary), at once when it returns no promise (nothing to
 * wait for). A later navigation overtakes one still pending. `prepare` gets the address's language
 * with it.
 */
export function createShopNavigation(
  history: AddressHistory,
  prepare: (location: Location, lang: Lang | null) => Promise<unknown> | undefined,
): ShopNavigation {
  const listeners = new Set<() => void>();
  let shown: ShownAddress | null = null;
  let first: ShownAddress | null = null;
  let going: Location | null = history.location;
  let disposed = false;

  const notify = (): void => {
    for (const listener of [...listeners]) listener();
  };

  const navigateTo = (next: ShownAddress): void => {
    going = next.location;
    const show = (): void => {
      if (disposed || going !== next.location) return; // overtaken
      going = null;
      shown = next;
      first ??= next;
      notify();
    };
    const ready = prepare(next.location, next.lang);
    if (ready) ready.then(show, show);
    else show();
  };

  const arrived = (action: NavigationType, location: Location): ShownAddress => ({
    action,
    location,
    lang: languageOfPath(location.pathname),
  });
  navigateTo(arrived(history.action, history.location));
  const stopListening = history.listen((update) => {
    navigateTo(arrived(update.action, update.location));
    notify();
  });

  return {
    history,
    shown: () => shown,
    first: () => first,
    going: () => going,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate(to, options) {
      if (options?.replace) history.replace(to);
      else history.push(to);
    },
    dispose() {
      disposed = true;
      stopListening();
      listeners.clear();
    },
  };
}

/** Resolves when `navigation` shows its first address (at once if it does). */
export function firstAddressShown(navigation: ShopNavigation): Promise<void> {
  return new Promise((resolve) => {
    if (navigation.shown()) {
      resolve();
      return;
    }
    const stop = navigation.subscribe(() => {
      if (!navigation.shown()) return;
      stop();
      resolve();
    });
  });
}
