import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { PageError } from '../features/errors/pageError';
import { useLanguageOfRoute, useRouteLanguageEntered } from '../features/locale/useRouteLanguage';
import RouteErrorPage from './RouteErrorPage';

/**
 * The first path segment must be one of the shop's interface languages; anything else is an
 * unknown route: the 404 page in the app's layout (rendered, not thrown: see errors/NotFound.tsx).
 * A shop language becomes the interface language here, for every layout below.
 */
export default function LanguageGuard() {
  const lang = useLanguageOfRoute();
  useRouteLanguageEntered();
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const path = `${pathname}${search}`;
  // made only for the 404 it shows: an error captures its stack, and every page passes here
  const notFound = useMemo(
    () => (lang ? null : new PageError(404, t('pageNotFound', { path }))),
    [lang, t, path],
  );
  return notFound ? <RouteErrorPage error={notFound} /> : <Outlet />;
}
