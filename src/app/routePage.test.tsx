/**
 * Route transitions wait up to about 100 ms for the next page (spec section 9): a page that
 * arrives within the wait replaces the old one directly; a slower one gets the new address after
 * 100 ms with a loading status (and the layout's loading bar), then its content.
 */
import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Lang } from '../api/types';
import { Outlet, type RouteObject } from 'react-router-dom';
import ShopRouter from './ShopRouter';
import { memoryNavigation, shownLocation } from '../test/renderWithRouter';
import { useFocusHeadingOnNavigate } from './layout/useFocusHeadingOnNavigate';
import { createI18n } from '../features/locale/i18n';
import { preloadablePart, usePagePending } from '../features/navigation/preloadablePart';
import { ROUTE_TRANSITION_WAIT_MS, routePage, waitAtMost } from './routePage';

/** A page whose chunk takes `ms` to arrive. */
const pageArrivingAfter = (ms: number, heading: string) =>
  preloadablePart(
    () =>
      new Promise<{ default: () => React.JSX.Element }>((resolve) =>
        setTimeout(() => resolve({ default: () => <h1>{heading}</h1> }), ms),
      ),
  );

/** The layouts' part here: the loading flag and focus moved to the page's h1 after a navigation. */
function LayoutWithLoadingFlag() {
  const pending = usePagePending();
  const mainRef = useRef<HTMLElement>(null);
  useFocusHeadingOnNavigate(mainRef);
  return (
    <>
      <p data-testid="loading-flag">{pending ? 'loading' : 'idle'}</p>
      <main ref={mainRef} tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}

function renderRoutes(lang: Lang = 'de') {
  const home = preloadablePart(() => Promise.resolve({ default: () => <h1>Home</h1> }));
  const routes: RouteObject[] = [
    {
      path: '/:lang',
      element: <LayoutWithLoadingFlag />,
      children: [
        { index: true, ...routePage(home) },
        { path: 'quick', ...routePage(pageArrivingAfter(30, 'Quick page')) },
        { path: 'slow', ...routePage(pageArrivingAfter(700, 'Slow page')) },
      ],
    },
  ];
  const navigation = memoryNavigation(`/${lang}`, routes);
  render(
    <I18nextProvider i18n={createI18n(lang)}>
      <ShopRouter navigation={navigation} routes={routes} />
    </I18nextProvider>,
  );
  return { navigation, routes };
}

const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
const heading = () => screen.queryByRole('heading', { level: 1 })?.textContent ?? null;

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('route transitions', () => {
  it('wait about 100 ms', () => {
    expect(ROUTE_TRANSITION_WAIT_MS).toBe(100);
  });

  it('show a page that arrives within the wait in place of the old one, with no loading state', async () => {
    const { navigation } = renderRoutes();
    await advance(0);
    expect(heading()).toBe('Home');

    act(() => {
      navigation.navigate('/de/quick');
    });
    await advance(20);
    expect(heading()).toBe('Home');
    expect(shownLocation(navigation).pathname).toBe('/de');
    await advance(10);
    expect(heading()).toBe('Quick page');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByTestId('loading-flag')).toHaveTextContent('idle');
  });

  it('keep the old page 100 ms for a slow one, then show its address with a loading h1 and status', async () => {
    const { navigation } = renderRoutes();
    await advance(0);

    act(() => {
      navigation.navigate('/de/slow');
    });
    await advance(ROUTE_TRANSITION_WAIT_MS - 1);
    expect(heading()).toBe('Home');
    expect(navigation.going()?.pathname).toBe('/de/slow');

    await advance(1);
    expect(shownLocation(navigation).pathname).toBe('/de/slow');
    expect(navigation.going()).toBeNull();
    // one h1, standing in for the page's own; focus on it, as on any new page's h1
    const pending = screen.getByRole('heading', { level: 1 });
    expect(pending).toHaveTextContent('Seite wird geladen');
    expect(pending).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Wird geladen …');
    expect(screen.getByTestId('loading-flag')).toHaveTextContent('loading');

    await advance(600);
    expect(heading()).toBe('Slow page');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Slow page' })).toHaveFocus();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByTestId('loading-flag')).toHaveTextContent('idle');
  });

  it.each([
    ['en', 'Page is loading', 'Loading …'],
    ['fr', 'Chargement de la page', 'Chargement …'],
    ['it', 'Caricamento della pagina', 'Caricamento …'],
  ] as const)('name the loading page in %s', async (lang, title, status) => {
    const { navigation } = renderRoutes(lang);
    await advance(0);
    act(() => {
      navigation.navigate(`/${lang}/slow`);
    });
    await advance(ROUTE_TRANSITION_WAIT_MS);
    expect(screen.getByRole('heading', { level: 1, name: title })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(status);
    await advance(600);
    expect(heading()).toBe('Slow page');
  });

  it('come straight when the page was fetched ahead', async () => {
    const { navigation, routes } = renderRoutes();
    await advance(0);
    const slow = routes[0].children?.find((route) => route.path === 'slow');
    const part = (slow?.handle as { page: ReturnType<typeof preloadablePart> }).page;
    void part.load(null, 'de');
    await advance(700);

    act(() => {
      navigation.navigate('/de/slow');
    });
    await advance(0);
    expect(heading()).toBe('Slow page');
  });
});

describe('waitAtMost', () => {
  it('ends with the promise or after the time, and never rejects', async () => {
    const done: string[] = [];
    void waitAtMost(new Promise(() => {}), 100).then(() => done.push('timeout'));
    void waitAtMost(Promise.reject(new Error('x')), 100).then(() => done.push('rejected'));
    await jest.advanceTimersByTimeAsync(0);
    expect(done).toEqual(['rejected']);
    await jest.advanceTimersByTimeAsync(100);
    expect(done).toEqual(['rejected', 'timeout']);
  });
});
