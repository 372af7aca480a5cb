import type { RouteObject } from 'react-router-dom';
import RouteErrorPage from '../features/errors/RouteErrorPage';
import { reloadOnChunkError } from '../features/freshness/chunkReload';
import { navigationTargetPath } from '../features/freshness/navigationTarget';
import LanguageRedirect from '../features/locale/LanguageRedirect';
import LanguageGuard from '../features/locale/LanguageGuard';
import EmptyLayout from '../features/layout/EmptyLayout';
import ShopLayout from '../features/layout/ShopLayout';

/**
 * A page loaded as its own chunk when its route is first visited; when the chunk cannot be
 * loaded (a new build replaced it), the browser reloads at the address being navigated to.
 */
const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await reloadOnChunkError(load, navigationTargetPath)).default,
});

/**
 * The route table (spec section 2). Every page sits under a language prefix; route ids are
 * the route names (route memory, page-view tracking). Errors thrown by any page or layout
 * reach the language route's error boundary, which shows the error page.
 */
export const routes: RouteObject[] = [
  { id: 'root', path: '/', element: <LanguageRedirect />, errorElement: <RouteErrorPage /> },
  {
    id: 'language',
    path: '/:lang',
    element: <LanguageGuard />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        id: 'shop',
        element: <ShopLayout />,
        errorElement: <RouteErrorPage />,
        children: [
          {
            id: 'categories-home',
            index: true,
            lazy: page(() => import('../features/catalog/CategoriesHomePage')),
          },
          {
            id: 'category',
            path: 'c/:categoryId',
            lazy: page(() => import('../features/catalog/CategoryPage')),
          },
          {
            id: 'article',
            path: 'a/:placementPath',
            lazy: page(() => import('../features/catalog/ArticlePage')),
          },
          {
            id: 'imprint',
            path: 'about/imprint',
            lazy: page(() => import('../features/legal/ImprintPage')),
          },
          {
            id: 'privacy-policy',
            path: 'about/privacy-policy',
            lazy: page(() => import('../features/legal/PrivacyPolicyPage')),
          },
          {
            id: 'order-status',
            path: 'order/:orderId/status',
            lazy: page(() => import('../features/checkout/OrderStatusPage')),
          },
          {
            id: 'order-presale',
            path: 'order/presale',
            lazy: page(() => import('../features/presale/PresalePage')),
          },
          {
            id: 'seating-chart',
            path: 'c/:categoryId/:seatingChart',
            lazy: page(() => import('../features/seating/SeatingChartPage')),
          },
          {
            id: 'not-found',
            path: '*',
            lazy: page(() => import('../features/errors/NotFoundPage')),
          },
        ],
      },
      {
        id: 'checkout-layout',
        element: <EmptyLayout />,
        errorElement: <RouteErrorPage />,
        children: [
          {
            id: 'checkout',
            path: 'order/checkout',
            lazy: page(() => import('../features/checkout/CheckoutPage')),
          },
        ],
      },
    ],
  },
];
