/**
 * The preloading policy wired to the app (spec section 9): the real route table, store and demo
 * shop API. A link leads to its route's page: fetching it ahead loads the page's chunk, its texts
 * and the route's payload; links into another language are left alone. In the rendered app, the
 * pages behind the links on screen are there 1 s after load, unless data saver is on.
 */
import { render, screen, waitFor } from '@testing-library/react';
import { siteConfig } from '../../../config/site';
import { IconLoaderContext } from '../../components/iconLoaderContext';
import { memoryNavigation, noIcons } from '../../test/renderWithRouter';
import { createI18n } from '../../features/locale/i18n';
import { demoApiPerTest } from '../../test/demoApi';
import AppProviders from '../AppProviders';
import { createPreloadQueue } from '../../features/navigation/preloadPolicy';
import { pagePreloadTarget, startPreloading } from './preloading';
import { pages, routes } from '../routes';
import { shopQuery } from '../../features/shop/shopQuery';

const start = demoApiPerTest();
const at = (path: string) => new URL(path, 'http://localhost');
const slug = siteConfig.shopSlug ?? 'demo';

let stop: (() => void) | null = null;
afterEach(() => {
  stop?.();
  stop = null;
  Reflect.deleteProperty(navigator, 'connection');
});

describe('what fetching a link ahead means', () => {
  it('loads the page of the link’s route with its texts, and the route’s payload', async () => {
    const api = await start();
    const store = api.makeStore();
    const i18n = createI18n('de');
    const targetOf = pagePreloadTarget(routes, i18n, store.dispatch, () => 'de');

    expect(targetOf(at('/'))).toBeNull();
    expect(targetOf(at('/de/about/imprint'))?.key).toBe('imprint/de');
    expect(targetOf(at('/de/order/checkout'))?.key).toBe('checkout/de');
    const article = targetOf(at('/de/a/jazz-nacht-pl-jazz-nacht'));
    expect(article?.key).toBe('article/de');

    expect(pages.article.ready(i18n, 'de')).toBeNull();
    await article?.run();
    expect(pages.article.ready(i18n, 'de')).not.toBeNull();
    await waitFor(() =>
      expect(shopQuery.endpoints.getShop.select(slug)(store.getState()).data?.name).toBe(
        'Kulturhaus Demo',
      ),
    );
  });

  it('leaves links into another language alone (the language switch)', async () => {
    const api = await start();
    const targetOf = pagePreloadTarget(
      routes,
      createI18n('de'),
      api.makeStore().dispatch,
      () => 'de',
    );
    expect(targetOf(at('/en/c/main-konzerte'))).toBeNull();
    expect(targetOf(at('/fr'))).toBeNull();
    expect(targetOf(at('/de/c/main-konzerte'))?.key).toBe('category/de');
  });
});

describe('the app fetching ahead', () => {
  async function openHome() {
    const api = await start();
    const store = api.makeStore();
    const i18n = createI18n('de');
    const navigation = memoryNavigation('/de', routes);
    render(
      <IconLoaderContext.Provider value={noIcons}>
        <AppProviders store={store} i18n={i18n} navigation={navigation} routes={routes} />
      </IconLoaderContext.Provider>,
    );
    await screen.findAllByRole('link', { name: /Konzerte/ });
    return { store, i18n, navigation };
  }

  it('fetches nothing ahead with data saver on', async () => {
    // the policy asks the connection when it looks at the links (after the delay)
    let asked = 0;
    Object.defineProperty(navigator, 'connection', {
      get: () => {
        asked += 1;
        return { saveData: true, effectiveType: '4g' };
      },
      configurable: true,
    });
    const { store, navigation, i18n } = await openHome();
    const queued: string[] = [];
    const queue = createPreloadQueue();
    stop = startPreloading(navigation, routes, store.dispatch, i18n, {
      ...queue,
      add: (key, task) => {
        queued.push(key);
        queue.add(key, task);
      },
    });
    expect(asked).toBe(0);
    // the scan asked and declined: with leave to fetch, it would have queued the first links then
    await waitFor(() => expect(asked).toBeGreaterThan(0));
    expect(queued).toEqual([]);
    expect(pages.category.ready(i18n, 'de')).toBeNull();
    expect(pages.imprint.ready(i18n, 'de')).toBeNull();
  });

  it('has the pages behind the links on screen 1 s after load', async () => {
    const { store, navigation, i18n } = await openHome();
    stop = startPreloading(navigation, routes, store.dispatch, i18n);
    expect(pages.category.ready(i18n, 'de')).toBeNull();
    await waitFor(
      () => {
        expect(pages.category.ready(i18n, 'de')).not.toBeNull();
        expect(pages.imprint.ready(i18n, 'de')).not.toBeNull();
        expect(pages['privacy-policy'].ready(i18n, 'de')).not.toBeNull();
      },
      { timeout: 5000 },
    );
  });
});
