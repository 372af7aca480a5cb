/** @jest-environment ./src/test/nodeEnvironment.cjs */
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { canonicalJson, stableState, stateHash } from './stateHash';
import { sha256Hex } from './sha256';

describe('sha256Hex', () => {
  it('is SHA-256 of the UTF-8 bytes', () => {
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (text) => {
        expect(sha256Hex(text)).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
      }),
    );
  });
});

describe('the state hash', () => {
  it('does not depend on the order of keys', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { f: 2, e: 3 }], c: undefined } })).toBe(
      '{"a":{"d":[1,{"e":3,"f":2}]},"b":1}',
    );
    expect(stateHash({ x: { b: 1, a: 2 } })).toEqual(stateHash({ x: { a: 2, b: 1 } }));
  });

  it('leaves out the volatile fields of the RTK Query slice, and only those', () => {
    const api = (requestId: string, at: number) => ({
      queries: {
        'getShop("demo")': {
          status: 'fulfilled',
          data: { id: 's' },
          requestId,
          startedTimeStamp: at,
          fulfilledTimeStamp: at + 5,
        },
      },
      mutations: {
        [requestId]: {
          status: 'fulfilled',
          endpointName: 'createOrder',
          requestId,
          startedTimeStamp: at,
        },
      },
      provided: { tags: {}, keys: {} },
      subscriptions: { 'getShop("demo")': { [requestId]: { pollingInterval: 0 } } },
      config: { reducerPath: 'shopApi', online: true },
    });
    const first = stateHash({ shopApi: api('a1', 1000), locale: { lang: 'de' } });
    const second = stateHash({ shopApi: api('b2', 2000), locale: { lang: 'de' } });
    expect(second).toEqual(first);
    expect(stateHash({ shopApi: api('a1', 1000), locale: { lang: 'fr' } }).slices).toEqual({
      ...first.slices,
      locale: expect.not.stringMatching(first.slices.locale),
    });
    // a slice that only looks like an API slice keeps every field
    expect(
      stableState({
        other: { queries: { q: { requestId: 'r' } }, config: { reducerPath: 'elsewhere' } },
      }),
    ).toEqual({
      other: { queries: { q: { requestId: 'r' } }, config: { reducerPath: 'elsewhere' } },
    });
  });

  it('is computed over the redacted state', () => {
    expect(stateHash({ session: { accessToken: 'secret' } })).toEqual(
      stateHash({ session: { accessToken: 'other' } }),
    );
  });
});
