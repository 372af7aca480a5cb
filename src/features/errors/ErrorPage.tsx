import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '../../components/buttonClassName';
import { usePageStatus } from '../../components/pageContext';
import { DEFAULT_LANG } from '../../lib/languages';
import { useLanguageOfRoute } from '../locale/useRouteLanguage';
import { PageHead } from '../seo/PageHead';
import { errorTitle } from '../seo/headText';
import './ErrorPage.css';

export interface ErrorPageProps {
  status: number;
  /** an already translated detail line, e.g. 'Category not found' */
  detail?: string;
}

/**
 * The error page of spec section 2: 404 shows the code, the not-found title, a description and
 * a way to the categories home; any other status the server-error title and description.
 */
export default function ErrorPage({ status, detail }: ErrorPageProps) {
  const { t } = useTranslation();
  // an address in no shop language (/xx/…) still leads home in the default one
  const lang = useLanguageOfRoute() ?? DEFAULT_LANG;
  const { pathname, search } = useLocation();
  usePageStatus(status);
  const notFound = status === 404;
  const title = notFound ? t('shared.states.notFound.title') : t('shared.states.serverError.title');
  const description = notFound
    ? t('shared.states.notFound.description')
    : t('shared.states.serverError.description');

  return (
    <section className="error-page" aria-labelledby="error-page-title">
      <PageHead title={errorTitle(status, detail ?? title)} />
      <p className="error-page__status">{t('statusCode', { status })}</p>
      <h1 id="error-page-title" className="error-page__title" tabIndex={-1}>
        {title}
      </h1>
      {detail && detail !== title ? <p className="error-page__detail">{detail}</p> : null}
      <p>{description}</p>
      {notFound ? (
        <Link className={buttonClassName({ variant: 'solid', size: 'normal' })} to={`/${lang}`}>
          {t('shared.actions.navigateHome')}
        </Link>
      ) : (
        <a
          className={buttonClassName({ variant: 'solid', size: 'normal' })}
          href={`${pathname}${search}`}
        >
          {t('shared.actions.reload')}
        </a>
      )}
    </section>
  );
}
