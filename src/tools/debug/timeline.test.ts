import { STORE_CREATED, type LoggedAction } from './actionLog';
import { describeAction, timelineLines } from './timeline';

const at = (seq: number, type: string, rest: Partial<LoggedAction> = {}): LoggedAction => ({
  seq,
  time: 1_000_000 + seq * 250,
  type,
  ...rest,
});

describe('the timeline', () => {
  it('tells shop API calls as calls', () => {
    const arg = { endpointName: 'getShop', originalArgs: 'demo' };
    expect(describeAction(at(1, 'shopApi/executeQuery/pending', { meta: { arg } }))).toBe(
      'shopApi getShop("demo") asked',
    );
    expect(
      describeAction(
        at(2, 'shopApi/executeQuery/fulfilled', { meta: { arg }, payload: { id: 'shop-1' } }),
      ),
    ).toBe('shopApi getShop("demo") answered id=shop-1');
    expect(
      describeAction(
        at(3, 'shopApi/executeMutation/rejected', {
          meta: { arg: { endpointName: 'addVoucher', originalArgs: { orderId: 'o', code: 'X' } } },
          payload: { status: 422, message: 'Unknown code' },
        }),
      ),
    ).toBe('shopApi addVoucher(orderId=o code=X) failed (422) "Unknown code"');
  });

  it("reads like the visitor's story, with runs folded", () => {
    const lines = timelineLines([
      at(0, STORE_CREATED, { payload: { state: { locale: { lang: 'de' } } } }),
      at(1, 'order/amountChanged', { payload: { placementId: 'pl', variantId: 'v', amount: 2 } }),
      ...[899, 898, 897, 896].map((left, i) =>
        at(2 + i, 'order/reservationTicked', { payload: left }),
      ),
      at(6, 'cart/opened'),
    ]);
    expect(lines).toEqual([
      '#0  +0:00.000  ── the page loaded: a new store (language de) ──',
      '#1  +0:00.250  order/amountChanged  placementId=pl variantId=v amount=2',
      '#2  +0:00.500  order/reservationTicked ×4 until +0:01.250  899 → 896',
      '#6  +0:01.500  cart/opened',
    ]);
  });
});
