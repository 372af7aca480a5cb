import { makeStore } from '../../app/store';
import {
  finished,
  groupAdvanced,
  reset,
  selectCustomisation,
  selectCustomisationActive,
  started,
  stepCompleted,
  type DraftItem,
} from './customisationSlice';

const drafts: DraftItem[] = [
  { variant: 'var_1', placementId: 'pl_1' },
  { variant: 'var_2', placementId: 'pl_1' },
];

describe('customisation', () => {
  it('starts inactive', () => {
    expect(selectCustomisation(makeStore().getState())).toEqual({
      active: false,
      group: 0,
      step: null,
      items: [],
    });
  });

  it('walks through steps and groups, then finishes keeping the drafts until reset', () => {
    const store = makeStore();
    store.dispatch(started({ items: drafts, step: 'delivery' }));
    expect(selectCustomisation(store.getState())).toEqual({
      active: true,
      group: 0,
      step: 'delivery',
      items: drafts,
    });

    const delivered = drafts.map((item) => ({ ...item, deliveryOption: 'EMAIL' as const }));
    store.dispatch(stepCompleted({ items: delivered, nextStep: 'inscription' }));
    expect(selectCustomisation(store.getState())).toMatchObject({
      step: 'inscription',
      items: delivered,
    });

    store.dispatch(groupAdvanced({ step: 'choicePrice' }));
    expect(selectCustomisation(store.getState())).toMatchObject({ group: 1, step: 'choicePrice' });

    store.dispatch(finished());
    expect(selectCustomisationActive(store.getState())).toBe(false);
    expect(selectCustomisation(store.getState()).items).toEqual(delivered);

    store.dispatch(reset());
    expect(selectCustomisation(store.getState())).toEqual({
      active: false,
      group: 0,
      step: null,
      items: [],
    });
  });

  it('starts again at group 0', () => {
    const store = makeStore();
    store.dispatch(started({ items: drafts, step: 'options' }));
    store.dispatch(groupAdvanced({ step: 'options' }));
    store.dispatch(started({ items: drafts, step: 'delivery' }));
    expect(selectCustomisation(store.getState()).group).toBe(0);
  });

  it('names its actions as events', () => {
    expect(finished().type).toBe('customisation/finished');
    expect(started({ items: [], step: 'delivery' }).type).toBe('customisation/started');
  });
});
