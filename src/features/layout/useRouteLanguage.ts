import { useLayoutEffect } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../api/types';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { routeLanguageEntered, selectLang } from '../locale/localeSlice';
import { isLang } from '../../lib/languages';

/**
 * The language of the route (its first path segment) becomes the interface language: the locale
 * slice hears of it (every API call sends it), i18next switches, and <html lang> follows.
 * Returns the route's language, or the current locale when the segment is not a language.
 */
export function useRouteLanguage(): Lang {
  const { lang } = useParams();
  const { i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const current = useAppSelector(selectLang);
  const routeLang = isLang(lang) ? lang : null;

  // before paint, so a page entered in another language never shows a frame in the old one
  useLayoutEffect(() => {
    if (!routeLang) return;
    dispatch(routeLanguageEntered(routeLang));
    if (i18n.language !== routeLang) void i18n.changeLanguage(routeLang);
    document.documentElement.lang = routeLang;
  }, [routeLang, i18n, dispatch]);

  return routeLang ?? current;
}
