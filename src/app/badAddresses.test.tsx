/**
 * The addresses the route fuzz test (routes.fuzz.test.tsx) found crashing or blanking the
 * storefront, each booted through the whole app as app/start/startStorefront.tsx boots it: now a page or the 404
 * page, with no error reported.
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

/** Boots `address`, waits for it to settle; its outcome, the errors seen and the app. */
async function open(address: string) {
  const api = await start();
  const errors = watchErrors();
  try {
    const app = renderApp(api, address);
    const outcome = await settledOutcome(app);
    return { outcome, errors: [...errors.seen], app };
  } finally {
    errors.stop();
  }
}

describe('addresses that used to crash the storefront', () => {
  it('a ?token= HTTP cannot carry: the shop loads without it (every call failed)', async () => {
    const { outcome, errors, app } = await open('/de?token=%E2%93%A7%F0%9F%90%87');
    expect(outcome).toBe('page');
    expect(screen.getByRole('heading', { level: 1, name: 'Kulturhaus Demo' })).toBeVisible();
    expect(errors).toEqual([]);
    app.unmount();
  });

  it("'//<no host name>/…' with a presale code: the 404 page (the boot threw: blank screen)", async () => {
    const { outcome, errors, app } = await open('//konzerte-%1/-v/pl-%%41?presaleToken=NOPE');
    expect(outcome).toBe('not-found');
    expect(window.location.search).toBe('');
    // the refused code is told (as on any page); nothing crashed
    expect(app.store.getState().errorAlert.visible).toBe(true);
    expect(errors).toEqual([]);
    app.unmount();
  });

  it('an encoded tab or line break as the first segment: the 404 page (the router threw: blank screen)', async () => {
    for (const address of ['/%09/a%20b', '/%0A/%25/x?page=2']) {
      const { outcome, errors, app } = await open(address);
      expect(outcome).toBe('not-found');
      expect(errors).toEqual([]);
      app.unmount();
    }
  });

  it('a line break inside a real address is dropped: the page', async () => {
    const { outcome, errors, app } = await open('/de/c/main%0A-konzerte');
    expect(outcome).toBe('page');
    expect(window.location.pathname).toBe('/de/c/main-konzerte');
    expect(errors).toEqual([]);
    app.unmount();
  });

  it('an order id no server takes (a request line over its limit): the 404 page, not a retry for ever', async () => {
    const { outcome, errors, app } = await open(`/fr/order/${'%C3%BC%'.repeat(1200)}/status`);
    expect(outcome).toBe('not-found');
    expect(screen.getByText('Commande introuvable')).toBeVisible();
    expect(app.store.getState().errorAlert.visible).toBe(false);
    expect(errors).toEqual([]);
    app.unmount();
  });
});
