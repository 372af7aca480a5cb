import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../api/types';
import CookieSettingsButton from '../../features/consent/CookieSettingsButton';

/** The page footer (contentinfo) with the legal pages in `lang`. */
export default function SiteFooter({ lang }: { lang: Lang }) {
  const { t } = useTranslation('layout');
  return (
    <footer className="site-footer">
      <nav className="site-footer__inner" aria-label={t('footer.label')}>
        <ul className="site-footer__links">
          <li>
            <Link to={`/${lang}/about/imprint`}>{t('footer.imprint')}</Link>
          </li>
          <li>
            <Link to={`/${lang}/about/privacy-policy`}>{t('footer.privacyPolicy')}</Link>
          </li>
          <li>
            <CookieSettingsButton />
          </li>
        </ul>
      </nav>
    </footer>
  );
}
