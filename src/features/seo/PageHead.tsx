import { useLocation } from 'react-router-dom';
import { siteConfig } from '../../../config/site';
import type { Lang, Picture } from '../../api/types';
import { usePageContext } from '../../components/pageContext';
import { localise } from '../../lib/localisedText';
import { useRouteLanguage } from '../locale/useRouteLanguage';
import { useShop } from '../shop/useShop';
import { useDocumentHead, type HeadTag } from './documentHead';
import { alternateLinks, canonicalUrl, pageTitle, plainText, titleFromPath } from './headText';
import { shareImage } from './shareImage';

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
  /** the page's own description (HTML or text) for link previews; without one, the shop's */
  description?: string | null;
  /** the picture a link preview shows (og:image), e.g. an event's poster */
  image?: Picture;
}

/**
 * The page's head (spec section 2): 'Page · Shop · Brand' as the title, the canonical link
 * (whitelisted query parameters only), the alternate language links with x-default, the
 * description as plain text, and what link previews read (Open Graph and Twitter cards: title,
 * description, image with its size, address, locale, site name). Each page renders one; <html
 * lang> is set by the layout. It renders nothing in the page itself: the server writes the tags
 * into its HTML, the browser keeps them in document.head (documentHead.ts).
 */
export function PageHead({ title, description: own, image }: PageHeadProps) {
  const { pathname, search } = useLocation();
  const { origin } = usePageContext();
  const lang = useRouteLanguage();
  const { data: shop } = useShop();

  const page = title && title.trim() ? title : titleFromPath(pathname);
  const fullTitle = pageTitle(page, shop?.name, siteConfig.brand);
  const canonical = canonicalUrl(origin, pathname, search);
  // spec section 2: the description metadata is the shop's description as plain text; what a
  // link preview shows may be the page's own
  const description = shop ? plainText(localise(shop.description, lang)) : '';
  const previewDescription = own ? plainText(own) : description;
  const picture = shareImage(image, origin);

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
    meta('property', 'og:type', 'website'),
    previewDescription ? meta('property', 'og:description', previewDescription) : null,
    picture ? meta('property', 'og:image', picture.url) : null,
    picture ? meta('property', 'og:image:type', picture.type) : null,
    picture ? meta('property', 'og:image:width', String(picture.width)) : null,
    picture ? meta('property', 'og:image:height', String(picture.height)) : null,
    meta('name', 'twitter:card', picture ? 'summary_large_image' : 'summary'),
  ]);
  return null;
}

export default PageHead;
