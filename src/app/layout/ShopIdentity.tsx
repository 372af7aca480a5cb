import { Link } from 'react-router-dom';
import { siteConfig } from '../../../config/site';
import type { Lang, Shop } from '../../api/types';
import { safeHref } from '../../lib/safeHref';
import { useDocumentHead } from '../../features/seo/documentHead';

/** The storefront's own favicon, for a shop without one. */
export const DEFAULT_FAVICON = '/favicon.svg';

/**
 * The shop's favicon (on the API's origin when that is another one), else the default: also when
 * the server's address is not http(s) or relative (a javascript: or data: favicon never reaches
 * the page).
 */
export function faviconUrl(
  shop: Pick<Shop, 'media'> | undefined,
  apiOrigin: string = siteConfig.origin,
): string {
  const favicon = safeHref(shop?.media?.favicon);
  if (!favicon) return DEFAULT_FAVICON;
  return apiOrigin && favicon.startsWith('/') && !favicon.startsWith('//')
    ? `${apiOrigin}${favicon}`
    : favicon;
}

const iconType = (href: string): string | undefined =>
  /\.svg(?:[?#]|$)/i.test(href) ? 'image/svg+xml' : undefined;

/** <link rel="icon"> for the shop, in document.head while the layout is shown; nothing in the page. */
export function ShopFaviconLink({ shop }: { shop: Shop | undefined }) {
  const href = faviconUrl(shop);
  useDocumentHead([{ tag: 'link', attributes: { rel: 'icon', href, type: iconType(href) } }]);
  return null;
}

/** The shop's favicon and name, linking to the shop's home in `lang`. */
export function ShopHomeLink({ shop, lang }: { shop: Shop | undefined; lang: Lang }) {
  return (
    <Link className="site-header__home" to={`/${lang}`}>
      <img className="site-header__favicon" src={faviconUrl(shop)} alt="" width={32} height={32} />
      <span className="site-header__name">{shop?.name ?? siteConfig.brand}</span>
    </Link>
  );
}
