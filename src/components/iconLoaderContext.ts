import { createContext, useContext } from 'react';
import { createIconLoader, LOCAL_ICON_BASE, type IconLoader } from '../lib/iconLoader';

let fallbackLoader: IconLoader | undefined;

/** Without a provider, icons come from the same origin's '/icons' endpoint only. */
function defaultLoader(): IconLoader {
  fallbackLoader ??= createIconLoader({ bases: [LOCAL_ICON_BASE] });
  return fallbackLoader;
}

/**
 * The icon loader the Icon components use. The app provides one built from its configuration:
 * <IconLoaderContext value={createIconLoader({ bases: ['/icons', 'https://api.iconify.design'] })}>
 */
export const IconLoaderContext = createContext<IconLoader | null>(null);

export function useIconLoader(): IconLoader {
  return useContext(IconLoaderContext) ?? defaultLoader();
}
