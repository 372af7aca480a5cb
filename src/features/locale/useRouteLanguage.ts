/**
 * The route's language: the one place that reads it from the path (/:lang/...). Pages read it with
 * useRouteLanguage; the layouts, with useEnteredRouteLanguage, also make it the interface language;
 * the language guard and the language switch ask useLanguageOfRoute whether there is one.
 */

import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../api/types';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { isLang } from '../../lib/languages';
import { routeLanguageEntered, selectLang } from './localeSlice';
import { useLayoutEffectInBrowser } from '../../components/useLayoutEffectInBrowser';

/** The route's first path segment when it is a shop language, else null. */
export function useLanguageOfRoute(): Lang | null {
  const { lang } = useParams();
  return isLang(lang) ? lang : null;
}

/**
 * The language of the route; the current interface language when the segment is not a shop
 * language (app/LanguageGuard shows the 404 page for those, so a page under it always has one).
 */
export function useRouteLanguage(): Lang {
  const current = useAppSelector(selectLang);
  return useLanguageOfRoute() ?? current;
}

/**
 * The language of the route becomes the interface language: the locale slice hears of it (every
 * API call sends it), i18next switches, and <html lang> follows. Returns it as useRouteLanguage.
 */
export function useEnteredRouteLanguage(): Lang {
  const routeLang = useLanguageOfRoute();
  const { i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const current = useAppSelector(selectLang);

  // before paint, so a page entered in another language never shows a frame in the old one
  useLayoutEffectInBrowser(() => {
    if (!routeLang) return;
    dispatch(routeLanguageEntered(routeLang));
    if (i18n.language !== routeLang) void i18n.changeLanguage(routeLang);
    document.documentElement.lang = routeLang;
  }, [routeLang, i18n, dispatch]);

  return routeLang ?? current;
}
