import type { RouteObject } from 'react-router-dom';
import RouteErrorBoundary from './RouteErrorBoundary';
import RouteErrorPage from './RouteErrorPage';
import { NO_ROUTE_MATCHES } from '../features/errors/pageError';
import LanguageRedirect from '../features/locale/LanguageRedirect';
import LanguageGuard from './LanguageGuard';
import EmptyLayout from './layout/EmptyLayout';
import ShopLayout from './layout/ShopLayout';
import { NavigationFocusScope } from './layout/useFocusHeadingOnNavigate';
import { preloadablePart } from '../features/navigation/preloadablePart';
import { prefetchShop } from '../features/shop/prefetchShop';
import { routePage, type PageHandle } from './routePage';

/**
 * Every page is a chunk of its own (named page-<route id>, so the bundle report and the journeys
 * can tell them apart), loaded with the texts it needs beyond the core ones when its route is
 * first visited or preloaded (routePage.tsx, the preload policy). A page names every namespace
 * its code reads, the pieces of other features it shows included (partTexts.test.ts reads the
 * code and holds each page to that).
 */
export const pages = {
  'categories-home': preloadablePart(
    () =>
      import(
        /* webpackChunkName: "page-categories-home" */ '../features/catalog/CategoriesHomePage'
      ),
  ),
  category: preloadablePart(
    () => import(/* webpackChunkName: "page-category" */ '../features/catalog/CategoryPage'),
  ),
  article: preloadablePart(
    () => import(/* webpackChunkName: "page-article" */ '../features/catalog/ArticlePage'),
  ),
  // the two legal pages are one chunk: they share their page and its style sheet, too small for
  // a shared file of their own (buildSettings.ts, sharedStyles), which two chunks would each carry
  imprint: preloadablePart(
    () => import(/* webpackChunkName: "page-legal" */ '../features/legal/ImprintPage'),
    ['legal'],
  ),
  'privacy-policy': preloadablePart(
    () => import(/* webpackChunkName: "page-legal" */ '../features/legal/PrivacyPolicyPage'),
    ['legal'],
  ),
  'order-status': preloadablePart(
    () =>
      import(/* webpackChunkName: "page-order-status" */ '../features/checkout/OrderStatusPage'),
    ['checkout'],
  ),
  'order-presale': preloadablePart(
    () => import(/* webpackChunkName: "page-order-presale" */ '../features/presale/PresalePage'),
    ['checkout'],
  ),
  'seating-chart': preloadablePart(
    () =>
      import(/* webpackChunkName: "page-seating-chart" */ '../features/seating/SeatingChartPage'),
    ['seating'],
  ),
  'not-found': preloadablePart(
    () => import(/* webpackChunkName: "page-not-found" */ '../features/errors/NotFoundPage'),
  ),
  // the checkout shows the cart panel's pieces (items, vouchers, insurance, totals): 'cart'
  checkout: preloadablePart(
    () => import(/* webpackChunkName: "page-checkout" */ '../features/checkout/CheckoutPage'),
    ['checkout', 'forms', 'cart'],
  ),
};

/** The catalog pages' payload: the shop (categories, placements, prices), fetched once and shared. */
const shopPayload: PageHandle['payload'] = prefetchShop;

/**
 * The route table (spec section 2). Every page sits under a language prefix; route ids are
 * the route names (route memory, page-view tracking). What a page or layout throws reaches
 * the nearest route error boundary above it, which shows the error page in its place.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    element: (
      <RouteErrorBoundary>
        <LanguageRedirect />
      </RouteErrorBoundary>
    ),
  },
  {
    id: 'language',
    path: '/:lang',
    element: (
      <RouteErrorBoundary>
        <NavigationFocusScope>
          <LanguageGuard />
        </NavigationFocusScope>
      </RouteErrorBoundary>
    ),
    children: [
      {
        id: 'shop',
        element: (
          <RouteErrorBoundary>
            <ShopLayout />
          </RouteErrorBoundary>
        ),
        children: [
          {
            id: 'categories-home',
            index: true,
            ...routePage(pages['categories-home'], shopPayload),
          },
          {
            id: 'category',
            path: 'c/:categoryId',
            ...routePage(pages['category'], shopPayload),
          },
          {
            id: 'article',
            path: 'a/:placementPath',
            ...routePage(pages['article'], shopPayload),
          },
          {
            id: 'imprint',
            path: 'about/imprint',
            ...routePage(pages['imprint']),
          },
          {
            id: 'privacy-policy',
            path: 'about/privacy-policy',
            ...routePage(pages['privacy-policy']),
          },
          {
            id: 'order-status',
            path: 'order/:orderId/status',
            ...routePage(pages['order-status']),
          },
          {
            id: 'order-presale',
            path: 'order/presale',
            ...routePage(pages['order-presale']),
          },
          {
            id: 'seating-chart',
            path: 'c/:categoryId/:seatingChart',
            ...routePage(pages['seating-chart'], shopPayload),
          },
          {
            id: 'not-found',
            path: '*',
            ...routePage(pages['not-found']),
          },
        ],
      },
      {
        id: 'checkout-layout',
        element: (
          <RouteErrorBoundary>
            <EmptyLayout />
          </RouteErrorBoundary>
        ),
        children: [
          {
            id: 'checkout',
            path: 'order/checkout',
            ...routePage(pages['checkout']),
          },
        ],
      },
    ],
  },
  // no language segment at all ('//x', what is left of '/%09/x'): the not-found page
  { id: 'unmatched', path: '*', element: <RouteErrorPage error={NO_ROUTE_MATCHES} /> },
];
