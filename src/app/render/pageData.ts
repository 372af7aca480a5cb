/**
 * The page's data block: what a server render hands to the browser with its HTML, in a
 * `<script type="application/json">` element. A data block is never executed, so the
 * Content-Security-Policy keeps `script-src 'self'` with no inline script, no nonce and no hash;
 * the browser reads it with JSON.parse. '<' (and '>', '&', U+2028, U+2029) are escaped, so no
 * text in the shop's data can close the element.
 */
import type { ShopApiCache } from '../../api/pageHydration';
import type { Lang } from '../../api/types';
import type { Namespace } from '../../features/locale/textNamespaces';
import { jsonForScript } from '../../features/seo/eventJsonLd';
import { isLang } from '../../lib/languages';
import type { RootState } from '../../state/rootState';

export { PAGE_DATA_ID } from './pageDataId';
import { PAGE_DATA_ID } from './pageDataId';
export const PAGE_DATA_VERSION = 1;

export interface PageData {
  version: typeof PAGE_DATA_VERSION;
  /** the build that rendered it: another build's page is rendered again in the browser */
  buildId: string;
  lang: Lang;
  /** the server's "now" for the render (the programme's "today") */
  renderedAt: number;
  /** the storefront's origin the server rendered for (canonical links) */
  origin: string;
  /** the route shown (its page's chunk) and the texts its render used beyond the core ones */
  route: string | null;
  namespaces: Namespace[];
  /** the store's slices as the render left them, the shop API's cache apart */
  state: Partial<Omit<RootState, 'shopApi'>>;
  shopApi: ShopApiCache;
}

/** The shop API's cache as it travels: answers only (fulfilled or failed), nothing in flight. */
export function cacheOf(state: RootState): ShopApiCache {
  const { queries, mutations, provided } = state.shopApi;
  const settled = Object.fromEntries(
    Object.entries(queries).filter(
      ([, entry]) => entry?.status === 'fulfilled' || entry?.status === 'rejected',
    ),
  );
  return { queries: settled, mutations: { ...mutations }, provided };
}

/** The data block's element. */
export const pageDataHtml = (data: PageData): string =>
  `<script type="application/json" id="${PAGE_DATA_ID}">${jsonForScript(data)}</script>`;

/** The page's data block, when the server rendered the page for this build; else null. */
export function readPageData(document: Document, buildId: string): PageData | null {
  const element = document.getElementById(PAGE_DATA_ID);
  if (!element?.textContent) return null;
  try {
    const data = JSON.parse(element.textContent) as Partial<PageData> | null;
    if (
      data?.version !== PAGE_DATA_VERSION ||
      data.buildId !== buildId ||
      !isLang(data.lang) ||
      typeof data.renderedAt !== 'number' ||
      typeof data.state !== 'object' ||
      typeof data.shopApi !== 'object'
    )
      return null;
    return data as PageData;
  } catch {
    return null;
  }
}
