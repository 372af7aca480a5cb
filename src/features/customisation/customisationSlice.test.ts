import { makeStore } from '../../app/store';
import type { OrderItem } from '../../api/types';
import { basketItemsAdded } from '../orderModel/orderEvents';
import {
  cancelled,
  finished,
  groupAdvanced,
  reset,
  selectCustomisation,
  selectCustomisationActive,
  selectLastAddedPlacementId,
  started,
  stepCompleted,
  type DraftItem,
} from './customisationSlice';

const drafts: DraftItem[] = [
  { variant: 'var_1', placementId: 'pl_1' },
  { variant: 'var_2', placementId: 'pl_1' },
];
const atRest = {
  active: false,
  run: 0,
  group: 0,
  step: null,
  items: [],
  lastAddedPlacementId: null,
};

const orderItem = (placementId: string): OrderItem => ({
  id: `item-${placementId}`,
  variant: 'var_1',
  placementId,
  seatLabel: null,
  deliveryOption: null,
  inscription: null,
  price: 0,
  personalisation: null,
  childItems: [],
  options: [],
});

describe('customisation', () => {
  it('starts inactive', () => {
    expect(selectCustomisation(makeStore().getState())).toEqual(atRest);
  });

  it('walks through steps and groups, then finishes keeping the drafts until reset', () => {
    const store = makeStore();
    store.dispatch(started({ items: drafts, step: 'delivery' }));
    expect(selectCustomisation(store.getState())).toEqual({
      ...atRest,
      active: true,
      run: 1,
      step: 'delivery',
      items: drafts,
    });

    const delivered = drafts.map((item) => ({ ...item, deliveryOption: 'EMAIL' as const }));
    store.dispatch(stepCompleted({ step: 'delivery', items: delivered }));
    expect(selectCustomisation(store.getState())).toMatchObject({
      group: 0,
      step: 'delivery',
      items: delivered,
    });

    store.dispatch(groupAdvanced({ step: 'choicePrice' }));
    expect(selectCustomisation(store.getState())).toMatchObject({ group: 1, step: 'choicePrice' });

    store.dispatch(finished({ items: delivered }));
    expect(selectCustomisationActive(store.getState())).toBe(false);
    expect(selectCustomisation(store.getState()).items).toEqual(delivered);

    store.dispatch(reset());
    expect(selectCustomisation(store.getState())).toEqual({ ...atRest, run: 1 });
  });

  it('ignores the late submit of a screen already left', () => {
    const store = makeStore();
    store.dispatch(started({ items: drafts, step: 'delivery' }));
    store.dispatch(groupAdvanced({ step: 'options' }));
    const stale = drafts.map((item) => ({ ...item, deliveryOption: 'POST' as const }));
    store.dispatch(stepCompleted({ step: 'delivery', items: stale }));
    expect(selectCustomisation(store.getState()).items).toEqual(drafts);
  });

  it('starts again at group 0', () => {
    const store = makeStore();
    store.dispatch(started({ items: drafts, step: 'options' }));
    store.dispatch(groupAdvanced({ step: 'options' }));
    store.dispatch(started({ items: drafts, step: 'delivery' }));
    expect(selectCustomisation(store.getState())).toMatchObject({ group: 0, run: 2 });
  });

  it('cancelling drops the drafts', () => {
    const store = makeStore();
    store.dispatch(started({ items: drafts, step: 'inscription' }));
    store.dispatch(cancelled());
    expect(selectCustomisation(store.getState())).toEqual({ ...atRest, run: 1 });
  });

  it('remembers the placement of the first item of the latest add, across resets', () => {
    const store = makeStore();
    store.dispatch(
      basketItemsAdded({ items: [orderItem('pl_a'), orderItem('pl_b')], trackingEventId: 't1' }),
    );
    expect(selectLastAddedPlacementId(store.getState())).toBe('pl_a');
    store.dispatch(started({ items: drafts, step: 'delivery' }));
    store.dispatch(cancelled());
    store.dispatch(reset());
    expect(selectLastAddedPlacementId(store.getState())).toBe('pl_a');
    store.dispatch(basketItemsAdded({ items: [], trackingEventId: 't2' }));
    expect(selectLastAddedPlacementId(store.getState())).toBe('pl_a');
    store.dispatch(basketItemsAdded({ items: [orderItem('pl_c')], trackingEventId: 't3' }));
    expect(selectLastAddedPlacementId(store.getState())).toBe('pl_c');
  });

  it('names its actions as events', () => {
    expect(finished({ items: [] }).type).toBe('customisation/finished');
    expect(started({ items: [], step: 'delivery' }).type).toBe('customisation/started');
    expect(cancelled().type).toBe('customisation/cancelled');
  });
});
