import { useLocation } from 'react-router-dom';
import { siteConfig } from '../../../config/site';
import type { Lang } from '../../api/types';
import { localise } from '../../lib/localisedText';
import { useRouteLanguage } from '../locale/useRouteLanguage';
import { useShop } from '../shop/useShop';
import { useDocumentHead, type HeadTag } from './documentHead';
import { alternateLinks, canonicalUrl, pageTitle, plainText, titleFromPath } from './headText';

/** The Open Graph locale of each interface language (the shops are Swiss). */
export const OG_LOCALES: Record<Lang, string> = {
  de: 'de_CH',
  en: 'en_GB',
  fr: 'fr_CH',
  it: 'it_CH',
};

const meta = (key: 'name' | 'property', name: string, content: string): HeadTag => ({
  tag: 'meta',
  attributes: { [key]: name, content },
});

export interface PageHeadProps {
  /** the page's own title; without one, the last path segment in title case */
  title?: string | null;
}

/**
 * The page's head (spec section 2), put into document.head: 'Page · Shop · Brand' as the title,
 * the canonical link (whitelisted query parameters only), the alternate language links with
 * x-default, the shop description as plain text, the site name and the locale. Each page renders
 * one; <html lang> is set by the layout. It renders nothing in the page itself.
 */
export function PageHead({ title }: PageHeadProps) {
  const { pathname, search } = useLocation();
  const lang = useRouteLanguage();
  const { data: shop } = useShop();

  const page = title && title.trim() ? title : titleFromPath(pathname);
  const fullTitle = pageTitle(page, shop?.name, siteConfig.brand);
  const canonical = canonicalUrl(window.location.origin, pathname, search);
  const description = shop ? plainText(localise(shop.description, lang)) : '';

  useDocumentHead([
    { tag: 'title', text: fullTitle },
    { tag: 'link', attributes: { rel: 'canonical', href: canonical } },
    ...alternateLinks(canonical, lang).map(({ hrefLang, href }): HeadTag => ({
      tag: 'link',
      attributes: { rel: 'alternate', hreflang: hrefLang, href },
    })),
    description ? meta('name', 'description', description) : null,
    shop ? meta('property', 'og:site_name', shop.name) : null,
    meta('property', 'og:title', fullTitle),
    meta('property', 'og:url', canonical),
    meta('property', 'og:locale', OG_LOCALES[lang]),
    description ? meta('property', 'og:description', description) : null,
  ]);
  return null;
}

export default PageHead;
