import { Outlet } from 'react-router-dom';
import NotFoundPage from '../errors/NotFoundPage';
import { useLanguageOfRoute } from './useRouteLanguage';

/** The first path segment must be one of the shop's interface languages; anything else is an unknown route. */
export default function LanguageGuard() {
  return useLanguageOfRoute() ? <Outlet /> : <NotFoundPage />;
}
