/**
 * The route's language, as the navigation read it from the shown address (app/shopNavigation.ts,
 * by lib/languages' languageOfPath) and handed down (app/ShopRouter.tsx provides it). Nothing
 * below reads it from the path again: pages read it with useRouteLanguage; the language guard,
 * the language switch and the error page ask useLanguageOfRoute whether there is one.
 */
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../api/types';
import { useLayoutEffectInBrowser } from '../../components/useLayoutEffectInBrowser';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { routeLanguageEntered, selectLang } from './localeSlice';

/** The shown address's language; null where its path names none (or outside the router). */
export const RouteLanguageContext = createContext<Lang | null>(null);

/** The shown address's first path segment when it is a shop language, else null. */
export function useLanguageOfRoute(): Lang | null {
  return useContext(RouteLanguageContext);
}

/**
 * The language of the route; the interface language (the locale slice) where the path names
 * none (app/LanguageGuard shows the 404 page for those, so a page under it always has one).
 */
export function useRouteLanguage(): Lang {
  const current = useAppSelector(selectLang);
  return useLanguageOfRoute() ?? current;
}

/**
 * The one place where the route's language becomes the interface language (app/LanguageGuard
 * calls it, above every layout): the locale slice hears of it (every API call sends it), then
 * i18next and <html lang> follow. Not on the language switch's click (languageChosen): the new
 * language's texts are still loading then, and no frame mixes two languages.
 */
export function useRouteLanguageEntered(): void {
  const lang = useLanguageOfRoute();
  const { i18n } = useTranslation();
  const dispatch = useAppDispatch();

  // before paint, so a page entered in another language never shows a frame in the old one
  useLayoutEffectInBrowser(() => {
    if (!lang) return;
    dispatch(routeLanguageEntered(lang));
    if (i18n.language !== lang) void i18n.changeLanguage(lang);
    document.documentElement.lang = lang;
  }, [lang, i18n, dispatch]);
}
