/**
 * An address whose first segment is not one of the shop's languages as written ('/xx', '/DE') is
 * an unknown route (app/LanguageGuard.tsx): the 404 page, saying which address was not found, in
 * place of the page the rest of its path names. The server answers these with 404 by its own
 * reading (server/site/pageStatus.test.ts); this is the page the visitor sees.
 */
import { screen } from '@testing-library/react';
import { settledOutcome, watchErrors } from '../test/appOutcome';
import { demoApiPerTest } from '../test/demoApi';
import { renderApp } from '../test/renderApp';

const start = demoApiPerTest();

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => window.history.replaceState(null, '', '/'));

describe('a language the shop does not have', () => {
  it.each(['/xx/c/main-konzerte', '/DE/c/main-konzerte?page=2'])(
    '%s: the 404 page with the address, not the category',
    async (address) => {
      const api = await start();
      const errors = watchErrors();
      try {
        const app = renderApp(api, address);
        expect(await settledOutcome(app)).toBe('not-found');
        expect(screen.getByText(`Seite nicht gefunden: ${address}`)).toBeVisible();
        // the category the path names is not shown under the unknown language
        expect(screen.queryByRole('heading', { level: 1, name: 'Konzerte' })).toBeNull();
        expect(errors.seen).toEqual([]);
        app.unmount();
      } finally {
        errors.stop();
      }
    },
  );

  it('a shop language in the same address shows the category', async () => {
    const api = await start();
    const app = renderApp(api, '/de/c/main-konzerte');
    expect(await settledOutcome(app)).toBe('page');
    expect(screen.getByRole('heading', { level: 1, name: 'Konzerte' })).toBeVisible();
    app.unmount();
  });
});
