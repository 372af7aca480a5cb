import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import NotFound from './NotFound';

/** An unknown route: 404 with 'Page not found' and the full path. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return <NotFound detail={t('pageNotFound', { path: `${pathname}${search}` })} />;
}
