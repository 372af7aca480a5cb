import { Outlet, useParams } from 'react-router-dom';
import NotFoundPage from '../errors/NotFoundPage';
import { isLang } from '../../lib/languages';

/** The first path segment must be one of the shop's interface languages; anything else is an unknown route. */
export default function LanguageGuard() {
  const { lang } = useParams();
  return isLang(lang) ? <Outlet /> : <NotFoundPage />;
}
