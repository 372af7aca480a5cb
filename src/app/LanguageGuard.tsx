import { Outlet } from 'react-router-dom';
import NotFoundPage from '../features/errors/NotFoundPage';
import { useLanguageOfRoute } from '../features/locale/useRouteLanguage';

/** The first path segment must be one of the shop's interface languages; anything else is an unknown route. */
export default function LanguageGuard() {
  return useLanguageOfRoute() ? <Outlet /> : <NotFoundPage />;
}
