import { createContext, useContext } from 'react';
import type { IconLoader } from '../lib/iconLoader';

let fallbackLoader: IconLoader | undefined;

/**
 * Without a provider, icons come from the same origin's '/icons' endpoint only. The loader's code
 * is a chunk of its own ('icons', out of every visitor's first page: an icon is drawn only once
 * its own request is answered anyway), asked for with the first icon; icons asked for meanwhile
 * are fetched together as before.
 */
function defaultLoader(): IconLoader {
  if (fallbackLoader) return fallbackLoader;
  let loaded: IconLoader | null = null;
  let loading: Promise<IconLoader> | null = null;
  const load = (): Promise<IconLoader> => {
    loading ??= import(/* webpackChunkName: "icons" */ '../lib/iconLoader').then(
      ({ createIconLoader, LOCAL_ICON_BASE }) => {
        loaded = createIconLoader({ bases: [LOCAL_ICON_BASE] });
        return loaded;
      },
      (error: unknown) => {
        loading = null; // the next icon asks again; this one stays an empty box (logged)
        console.warn('[icons] could not load the icon loader', error);
        throw error;
      },
    );
    return loading;
  };
  fallbackLoader = {
    peek: (prefix, name) => loaded?.peek(prefix, name),
    load: (prefix, name) =>
      loaded
        ? loaded.load(prefix, name)
        : load().then(
            (loader) => loader.load(prefix, name),
            () => null,
          ),
  };
  return fallbackLoader;
}

/**
 * The icon loader the Icon components use. The app provides one built from its configuration:
 * <IconLoaderContext.Provider value={createIconLoader({ bases: ['/icons', 'https://api.iconify.design'] })}>
 */
export const IconLoaderContext = createContext<IconLoader | null>(null);

export function useIconLoader(): IconLoader {
  return useContext(IconLoaderContext) ?? defaultLoader();
}
