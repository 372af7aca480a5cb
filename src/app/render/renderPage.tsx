/**
 * The server render (the server bundle's entry, built by webpack into dist/server/render.js and
 * called by server/site/pageRender.ts): one page for one request, with the same component tree the
 * browser hydrates (AppProviders), in the address's language, from a store and i18next instance of
 * its own. It reads the shop (and what the page shows at once) through the shop API's endpoints,
 * renders, and hands back the markup, the head tags, the status or redirect the render decided,
 * and the data block the browser starts from. No saga runs here; nothing here reads the window.
 */
import { renderToString } from 'react-dom/server';
import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router-dom';
import { siteConfig } from '../../../config/site';
import { shopApi } from '../../api/shopApi';
import { headTagHtml } from '../../components/headTag';
import { newPageOutcome } from '../../components/pageContext';
import { CONSENT_COOKIE, consentRecordFrom } from '../../features/consent/consentCookie';
import { runningBuildId } from '../../features/freshness/buildId';
import {
  ACCESS_TOKEN_COOKIE,
  PRESALE_TOKEN_PARAM,
  tokenFrom,
} from '../../features/session/accessToken';
import { shopQuery } from '../../features/shop/shopQuery';
import { DEFAULT_LANG } from '../../lib/languages';
import AppProviders from '../AppProviders';
import { firstStoreState } from '../firstStoreState';
import { pageOfAddress } from '../routePage';
import { routes } from '../routes';
import { createShopNavigation } from '../shopNavigation';
import { cacheOf, pageDataHtml, PAGE_DATA_VERSION } from './pageData';
import type { PageRequest, PageServices, RenderedPage } from './renderContract';

export type { PageRequest, PageServices, RenderedPage };
import { loadShop, pageLoaders } from './pageLoaders';
import { createServerStore } from './serverStore';
import { renderTextsIn } from './serverTexts';
import { FIRST_PAINT_WHOLE } from './firstPaint';

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The token the address or the cookie gives: a presale token (moved to `token`) wins. */
function accessTokenOf(search: URLSearchParams, cookies: PageRequest['cookies']): string | null {
  const presale = search.get(PRESALE_TOKEN_PARAM)?.trim();
  return tokenFrom(presale || undefined) ?? tokenFrom(cookies[ACCESS_TOKEN_COOKIE]);
}

export async function renderPage(
  request: PageRequest,
  services: PageServices,
): Promise<RenderedPage> {
  const address = new URL(request.url, 'http://page.invalid');
  const { pathname, search } = address;
  // the address's language, read once (lib/languages) by the navigation the page renders on, and
  // handed down: to the texts, the store, the data block, and by ShopRouter to the pages
  const navigation = createShopNavigation(
    createMemoryHistory({ initialEntries: [`${pathname}${search}`], v5Compat: true }),
    () => undefined,
  );
  const first = navigation.first();
  const lang = first?.lang ?? DEFAULT_LANG;
  // its page, matched once: ShopRouter renders the same matches (routeMatches.ts)
  const page = pageOfAddress(routes, first?.location ?? pathname);
  const texts = renderTextsIn(lang);
  const store = createServerStore(
    firstStoreState({
      accessToken: accessTokenOf(address.searchParams, request.cookies),
      lang,
      consent: consentRecordFrom(request.cookies[CONSENT_COOKIE]),
    }),
    {
      origin: services.apiOrigin,
      fetchFn: services.fetchFn,
      retryBackoff: services.retryBackoff,
      readAnswer: services.readAnswer,
      pageUrl: `${request.origin}${pathname}${search}`,
      csrf: false,
    },
  );
  try {
    await loadShop(store);
    const shop =
      siteConfig.shopSlug &&
      shopQuery.endpoints.getShop.select(siteConfig.shopSlug)(store.getState());
    if (shop && !shop.isSuccess)
      return { kind: 'unavailable', reason: 'the shop could not be read' };
    const loader = page?.match.route.id ? pageLoaders[page.match.route.id] : undefined;
    await Promise.all([
      loader?.(store, page?.match.params ?? {}, search),
      page?.handle.page.load(texts, lang),
    ]);

    const outcome = newPageOutcome();
    const html = renderToString(
      <AppProviders
        store={store}
        i18n={texts}
        navigation={navigation}
        routes={routes}
        page={{
          origin: request.origin,
          renderedAt: request.now,
          userAgent: request.userAgent,
          outcome,
        }}
      />,
    );
    if (outcome.redirect !== null) return { kind: 'redirect', location: outcome.redirect };

    const { shopApi: _cache, ...slices } = store.getState();
    return {
      kind: 'page',
      status: outcome.status,
      lang,
      route: page?.match.route.id ?? null,
      namespaces: page?.handle.page.namespaces ?? [],
      head: [FIRST_PAINT_WHOLE, ...outcome.head.map(headTagHtml)]
        .filter((tag) => tag !== null)
        .join(''),
      html,
      noscript: escapeHtml(texts.t('common:noscript')),
      data: pageDataHtml({
        version: PAGE_DATA_VERSION,
        buildId: runningBuildId(),
        lang,
        renderedAt: request.now,
        origin: request.origin,
        route: page?.match.route.id ?? null,
        namespaces: [...(page?.handle.page.namespaces ?? [])],
        state: slices,
        shopApi: cacheOf(store.getState()),
      }),
    };
  } finally {
    navigation.dispose();
    // the store goes with the request: its cache timers and calls with it
    store.dispatch(shopApi.util.resetApiState());
  }
}
