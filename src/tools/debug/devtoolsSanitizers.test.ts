import { shopEndpoints } from '../../test/shopEndpoints';
import { FORM_ENDPOINTS } from './redaction';
import { actionSanitizer, REDACTED, stateSanitizer } from './devtoolsSanitizers';
import { makeStore } from '../../app/store';
import { accessTokenReceived } from '../../features/session/sessionSlice';

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
      payload: REDACTED,
    });
    expect(actionSanitizer({ type: 'order/presaleTokenEntered', payload: 'PRESALE-1' })).toEqual({
      type: 'order/presaleTokenEntered',
      payload: REDACTED,
    });
  });

  it('redacts token parameters in addresses and personal values by their key', () => {
    const sanitized = actionSanitizer({
      type: 'navigation/arrived',
      payload: {
        url: 'https://shop.example/de?presaleToken=P-1&page=2&token=abc#x',
        person: { firstName: 'Anna', lastName: 'Muster', phone: '+41 79 000 00 00', age: 3 },
        item: { placementId: 'pl_1', inscription: 'Für Anna' },
        article: { id: 'a', inscription: 'ENABLED' },
      },
    });
    expect(sanitized.payload).toEqual({
      url: `https://shop.example/de?presaleToken=${REDACTED}&page=2&token=${REDACTED}#x`,
      person: { firstName: REDACTED, lastName: REDACTED, phone: REDACTED, age: 3 },
      item: { placementId: 'pl_1', inscription: REDACTED },
      article: { id: 'a', inscription: 'ENABLED' },
    });
  });

  it('summarises the fetch request and response of a shop API call', () => {
    const action = {
      type: 'shopApi/executeQuery/fulfilled',
      payload: { id: 'shop' },
      meta: {
        baseQueryMeta: {
          request: new Request('http://localhost/api/shop/v2/shop/demo?x=1', { method: 'GET' }),
          response: new Response('{}', { status: 200 }),
        },
      },
    };
    expect(actionSanitizer(action).meta.baseQueryMeta).toEqual({
      method: 'GET',
      path: '/api/shop/v2/shop/demo',
      status: 200,
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

  it('the form-data endpoints it knows are the ones the storefront calls', () => {
    for (const name of FORM_ENDPOINTS) expect(Object.keys(shopEndpoints)).toContain(name);
  });

  it('redacts form data of the checkout and personalisation calls and of order items', () => {
    const action = {
      type: 'shopApi/executeMutation/pending',
      meta: {
        arg: {
          endpointName: 'savePersonalisation',
          originalArgs: { orderId: 'ord_1', items: { it_1: { firstName: 'Anna' } } },
        },
      },
    };
    expect(actionSanitizer(action).meta.arg.originalArgs).toEqual({
      orderId: 'ord_1',
      items: REDACTED,
    });

    const checkout = {
      endpointName: 'payOrder',
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

describe('the Redux DevTools connection', () => {
  afterEach(() => {
    delete (window as { __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: unknown })
      .__REDUX_DEVTOOLS_EXTENSION_COMPOSE__;
  });

  it('names the store, sanitizes, and records where actions came from (outside production)', async () => {
    const seen: Record<string, unknown>[] = [];
    const { compose } = await import('redux');
    Object.assign(window, {
      __REDUX_DEVTOOLS_EXTENSION_COMPOSE__: (options: Record<string, unknown>) => {
        seen.push(options);
        return compose;
      },
    });
    await jest.isolateModulesAsync(async () => {
      const store = await import('../../app/store');
      store.makeStore();
    });
    expect(seen).toEqual([
      expect.objectContaining({
        name: 'Billett',
        trace: true,
        traceLimit: 25,
        actionSanitizer: expect.any(Function),
        stateSanitizer: expect.any(Function),
      }),
    ]);
  });
});
