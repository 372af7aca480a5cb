import { actionSanitizer, REDACTED, stateSanitizer } from './devtoolsSanitizers';
import { makeStore } from './store';
import { accessTokenReceived } from '../features/session/sessionSlice';

describe('what Redux DevTools may see', () => {
  it('redacts the access token in state and actions, and leaves the rest', () => {
    const store = makeStore();
    store.dispatch(accessTokenReceived('secret-token'));
    const state = stateSanitizer(store.getState());
    expect(state.session.accessToken).toBe(REDACTED);
    expect(state.locale.lang).toBe('de');
    expect(store.getState().session.accessToken).toBe('secret-token');
    expect(actionSanitizer(accessTokenReceived('secret-token'))).toEqual({
      type: 'session/accessTokenReceived',
      payload: 'secret-token',
    });
  });

  it('redacts header-like secrets and e-mail addresses anywhere', () => {
    const sanitized = actionSanitizer({
      type: 'x',
      payload: {
        headers: { 'X-Auth-Token': 'a', 'X-XSRF-TOKEN': 'b', 'X-Locale': 'de' },
        xsrfCookie: 'c',
        presaleToken: 'd',
        note: 'write to anna@example.org please',
      },
    });
    expect(sanitized.payload).toEqual({
      headers: { 'X-Auth-Token': REDACTED, 'X-XSRF-TOKEN': REDACTED, 'X-Locale': 'de' },
      xsrfCookie: REDACTED,
      presaleToken: REDACTED,
      note: `write to ${REDACTED} please`,
    });
  });

  it('redacts form data of checkout and personalize calls and of order items', () => {
    const action = {
      type: 'shopApi/executeMutation/pending',
      meta: {
        arg: {
          endpointName: 'personalize',
          originalArgs: { orderId: 'ord_1', items: { it_1: { firstName: 'Anna' } } },
        },
      },
    };
    expect(actionSanitizer(action).meta.arg.originalArgs).toEqual({
      orderId: 'ord_1',
      items: REDACTED,
    });

    const checkout = {
      endpointName: 'checkout',
      originalArgs: { orderId: 'o', form: { name: 'A' }, paymentMethod: 'pm' },
    };
    expect(stateSanitizer(checkout).originalArgs).toEqual({
      orderId: 'o',
      form: REDACTED,
      paymentMethod: 'pm',
    });

    const item = { id: 'it_1', personalisation: { formId: 'f', data: { firstName: 'Anna' } } };
    expect(stateSanitizer(item).personalisation).toEqual({ formId: 'f', data: REDACTED });
  });

  it('keeps order items of other calls readable', () => {
    const action = {
      endpointName: 'addItems',
      originalArgs: { orderId: 'o', items: [{ variant: 'v' }] },
    };
    expect(actionSanitizer(action)).toEqual(action);
  });
});
