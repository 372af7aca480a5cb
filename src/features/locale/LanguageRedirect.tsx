import { Navigate, useLocation } from 'react-router-dom';
import { detectLanguage } from './detectLanguage';
import { readLanguageCookie } from './languageCookie';

/** The root path: to the visitor's language (cookie, then browser, else German), keeping the query. */
export default function LanguageRedirect() {
  const { search, hash } = useLocation();
  const lang = detectLanguage(
    readLanguageCookie(),
    typeof navigator === 'undefined' ? [] : navigator.languages,
  );
  return <Navigate to={`/${lang}${search}${hash}`} replace />;
}
