import { startTestApi, type TestApi } from '../test/demoApi';
import { produce, setAutoFreeze } from 'immer';
import { freezeAnswer, freezesState } from './stateFreezing';
import { shopQuery } from '../features/shop/shopQuery';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

describe('freezing the state', () => {
  it('is on in development and tests, off in the production build', () => {
    expect(freezesState('development')).toBe(true);
    expect(freezesState('test')).toBe(true);
    expect(freezesState(undefined)).toBe(true);
    expect(freezesState('production')).toBe(false);
  });

  it('keeps the shop answer in the store frozen under test, so a mutation throws where it is written', async () => {
    const store = api.makeStore();
    const shop = await store
      .dispatch(shopQuery.endpoints.getShop.initiate('demo', { subscribe: false }))
      .unwrap();
    const cached = shopQuery.endpoints.getShop.select('demo')(store.getState()).data;
    expect(cached).toEqual(shop);
    expect(Object.isFrozen(cached)).toBe(true);
    expect(Object.isFrozen(store.getState().cart)).toBe(true);
  });

  it('freezes an answer wholly, or at its top only (production)', () => {
    const whole = freezeAnswer({ placements: [{ id: 'p1' }] }, true);
    expect(Object.isFrozen(whole)).toBe(true);
    expect(Object.isFrozen(whole.placements[0])).toBe(true);
    const top = freezeAnswer({ placements: [{ id: 'p1' }] }, false);
    expect(Object.isFrozen(top)).toBe(true);
    expect(Object.isFrozen(top.placements)).toBe(false);
  });

  describe('without freezing the state (production)', () => {
    beforeAll(() => setAutoFreeze(false));
    afterAll(() => setAutoFreeze(freezesState(process.env.NODE_ENV)));

    /** An answer whose placement counts how often something reads its name. */
    const countingAnswer = () => {
      const reads = { count: 0 };
      const placement = {
        get name() {
          reads.count += 1;
          return 'Impro';
        },
      };
      return { answer: { placements: [placement] }, reads };
    };
    type Answer = ReturnType<typeof countingAnswer>['answer'];
    const base: { queries: { shop?: Answer; order?: { status: string } } } = {
      queries: { order: { status: 'pending' } },
    };
    // two drafts in one reducer, as RTK Query's: Immer then finalises what was assigned
    const storeAnswer = (answer: Answer) =>
      produce(base, (draft) => {
        draft.queries.order!.status = 'fulfilled';
        draft.queries.shop = answer;
      });

    it('Immer walks an answer that is not frozen', () => {
      const { answer, reads } = countingAnswer();
      expect(storeAnswer(answer).queries.shop).toBe(answer);
      expect(reads.count).toBeGreaterThan(0);
    });

    it('Immer does not walk an answer frozen at its top', () => {
      const { answer, reads } = countingAnswer();
      expect(storeAnswer(freezeAnswer(answer, false)).queries.shop).toBe(answer);
      expect(reads.count).toBe(0);
    });
  });
});
