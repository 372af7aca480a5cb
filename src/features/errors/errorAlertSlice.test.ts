import { makeStore } from '../../app/store';
import { dismissed, errorRaised, selectErrorAlert, selectErrorVisible } from './errorAlertSlice';

describe('error alert', () => {
  it('starts hidden and empty', () => {
    expect(selectErrorAlert(makeStore().getState())).toEqual({
      visible: false,
      detail: null,
      messageKey: null,
      failed: null,
    });
  });

  it('shows a server detail, then a text key instead', () => {
    const store = makeStore();
    store.dispatch(errorRaised({ detail: 'Der Gutschein ist ungültig' }));
    expect(selectErrorAlert(store.getState())).toEqual({
      visible: true,
      detail: 'Der Gutschein ist ungültig',
      messageKey: null,
      failed: null,
    });
    store.dispatch(errorRaised({ messageKey: 'errors.network' }));
    expect(selectErrorAlert(store.getState())).toEqual({
      visible: true,
      detail: null,
      messageKey: 'errors.network',
      failed: null,
    });
    store.dispatch(errorRaised({ detail: 'Interner Serverfehler', failed: 'removeTicket' }));
    expect(selectErrorAlert(store.getState())).toEqual({
      visible: true,
      detail: 'Interner Serverfehler',
      messageKey: null,
      failed: 'removeTicket',
    });
  });

  it('clears the error when dismissed', () => {
    const store = makeStore();
    store.dispatch(errorRaised({ messageKey: 'errors.generic' }));
    store.dispatch(dismissed());
    expect(selectErrorVisible(store.getState())).toBe(false);
    expect(selectErrorAlert(store.getState())).toEqual({
      visible: false,
      detail: null,
      messageKey: null,
      failed: null,
    });
  });

  it('names its actions as events', () => {
    expect(errorRaised({ detail: 'x' }).type).toBe('errorAlert/errorRaised');
    expect(dismissed().type).toBe('errorAlert/dismissed');
  });

  it('makes a new state for every raised error, also the same one again (ErrorAlert shows a new toast)', () => {
    const store = makeStore();
    store.dispatch(errorRaised({ messageKey: 'errors.network' }));
    const first = selectErrorAlert(store.getState());
    store.dispatch(errorRaised({ messageKey: 'errors.network' }));
    const second = selectErrorAlert(store.getState());
    expect(second).toEqual(first);
    expect(second).not.toBe(first);
  });
});
