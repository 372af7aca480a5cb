import { useLocation, useParams } from 'react-router-dom';
import { siteConfig } from '../../../config/site';
import type { Lang } from '../../api/types';
import { useAppSelector } from '../../app/hooks';
import { localise } from '../../lib/localisedText';
import { isLang } from '../locale/detectLanguage';
import { selectLang } from '../locale/localeSlice';
import { useShop } from '../shop/useShop';
import { alternateLinks, canonicalUrl, pageTitle, plainText, titleFromPath } from './headText';

/** The Open Graph locale of each interface language (the shops are Swiss). */
export const OG_LOCALES: Record<Lang, string> = {
  de: 'de_CH',
  en: 'en_GB',
  fr: 'fr_CH',
  it: 'it_CH',
};

export interface PageHeadProps {
  /** the page's own title; without one, the last path segment in title case */
  title?: string | null;
}

/**
 * The page's head (spec section 2), hoisted there by React 19: 'Page · Shop · Brand' as the title,
 * the canonical link (whitelisted query parameters only), the alternate language links with
 * x-default, the shop description as plain text, the site name and the locale. Each page renders
 * one; <html lang> is set by the layout.
 */
export function PageHead({ title }: PageHeadProps) {
  const { pathname, search } = useLocation();
  const { lang: routeLang } = useParams();
  const storeLang = useAppSelector(selectLang);
  const lang = isLang(routeLang) ? routeLang : storeLang;
  const { data: shop } = useShop();

  const page = title && title.trim() ? title : titleFromPath(pathname);
  const fullTitle = pageTitle(page, shop?.name, siteConfig.brand);
  const canonical = canonicalUrl(window.location.origin, pathname, search);
  const description = shop ? plainText(localise(shop.description, lang)) : '';

  return (
    <>
      <title>{fullTitle}</title>
      <link rel="canonical" href={canonical} />
      {alternateLinks(canonical, lang).map(({ hrefLang, href }) => (
        <link key={hrefLang} rel="alternate" hrefLang={hrefLang} href={href} />
      ))}
      {description ? <meta name="description" content={description} /> : null}
      {shop ? <meta property="og:site_name" content={shop.name} /> : null}
      <meta property="og:title" content={fullTitle} />
      <meta property="og:url" content={canonical} />
      <meta property="og:locale" content={OG_LOCALES[lang]} />
      {description ? <meta property="og:description" content={description} /> : null}
    </>
  );
}

export default PageHead;
