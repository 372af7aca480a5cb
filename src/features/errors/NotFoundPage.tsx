import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageError } from './pageError';

/** An unknown route: 404 with 'Page not found' and the full path. */
export default function NotFoundPage(): never {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  throw new PageError(404, t('pageNotFound', { path: `${pathname}${search}` }));
}
