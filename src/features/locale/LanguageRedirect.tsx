import { Navigate, useLocation } from 'react-router-dom';
import { firstLanguage } from './firstLanguage';

/**
 * The root path: to the visitor's language, keeping the query. Which language that is
 * (cookie, then browser, else German) is firstLanguage's rule for '/', the one the first page's
 * texts were loaded in.
 */
export default function LanguageRedirect() {
  const { search, hash } = useLocation();
  return <Navigate to={`/${firstLanguage('/')}${search}${hash}`} replace />;
}
