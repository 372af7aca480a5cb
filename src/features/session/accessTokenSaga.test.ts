import { waitFor } from '@testing-library/react';
import { demoApiPerTest } from '../../test/demoApi';
import { accessTokenReceived } from './sessionSlice';
import { shopQuery } from '../shop/shopQuery';

const start = demoApiPerTest();
const HIDDEN = 'pl-zauberfloete-generalprobe';

describe('a new access token', () => {
  it('fetches the shop again, now with the hidden placement', async () => {
    const api = await start();
    const store = api.makeStore();
    const shop = store.dispatch(shopQuery.endpoints.getShop.initiate('demo'));
    const first = await shop.unwrap();
    expect(first.placements.map((placement) => placement.id)).not.toContain(HIDDEN);

    store.dispatch(accessTokenReceived('demo-access-2026'));

    await waitFor(() =>
      expect(
        shopQuery.endpoints.getShop
          .select('demo')(store.getState())
          .data?.placements.map((p) => p.id),
      ).toContain(HIDDEN),
    );
    const shopCalls = api.requestsTo('/api/shop/v2/shop/demo');
    expect(shopCalls).toHaveLength(2);
    expect(shopCalls[1].headers['x-auth-token']).toBe('demo-access-2026');
    shop.unsubscribe();
  });
});
