import { MAX_RETRIES } from '../../src/api/retryPolicy';
import { tallyFaults, type ApiAttempt } from './faultTally';

/** Attempts in the order the browser reported them: each starts and ends at its own report. */
function calls(
  ...specs: {
    method?: string;
    path?: string;
    key?: string;
    document?: number;
    status?: number;
    failure?: string;
    open?: boolean;
  }[]
): ApiAttempt[] {
  return specs.map((spec, index) => ({
    method: spec.method ?? 'GET',
    path: spec.path ?? '/api/order/o-1',
    idempotencyKey: spec.key,
    document: spec.document ?? 1,
    started: index * 2 + 1,
    ended: spec.open ? null : index * 2 + 2,
    status: spec.failure ? null : (spec.status ?? 200),
    failure: spec.failure ?? null,
  }));
}

const DROPPED = 'net::ERR_EMPTY_RESPONSE';

describe('tallyFaults', () => {
  it('takes the next attempt of the same call as the retry, however late it starts', () => {
    const attempts = calls({ status: 500 }, { path: '/api/catalog' }, { path: '/api/catalog' }, {});
    const tally = tallyFaults(attempts, 1);
    expect(tally.retried).toEqual([attempts[0]]);
    expect(tally.surfaced).toEqual([]);
  });

  it('surfaces the last failure of a chain that used every retry, and reads a later repeat as a new call', () => {
    const chain = Array.from({ length: 1 + MAX_RETRIES }, () => ({ failure: DROPPED }));
    const attempts = calls(...chain, { status: 500 }, {});
    const last = attempts[MAX_RETRIES];
    const repeat = attempts[MAX_RETRIES + 1];
    const tally = tallyFaults(attempts, 1);
    expect(tally.surfaced).toEqual([last]);
    // the visitor's repeat after the message starts a chain of its own, which the retry mends
    expect(tally.retried).toEqual([...attempts.slice(0, MAX_RETRIES), repeat]);
    expect(tally.faults).toHaveLength(2 + MAX_RETRIES);
  });

  it('chains only the same method, path, idempotency key and document', () => {
    const attempts = calls(
      { method: 'POST', path: '/api/order/o-1/items', key: 'k-1', status: 502 },
      { method: 'POST', path: '/api/order/o-1/items', key: 'k-2' },
      { method: 'POST', path: '/api/order/o-1/items', key: 'k-1' },
    );
    expect(tallyFaults(attempts, 1).retried).toEqual([attempts[0]]);
  });

  it('never chains a call the base query does not repeat: a POST without a key', () => {
    const attempts = calls(
      { method: 'POST', path: '/api/order', failure: DROPPED },
      { method: 'POST', path: '/api/order' },
    );
    const tally = tallyFaults(attempts, 1);
    expect(tally.surfaced).toEqual([attempts[0]]);
    expect(tally.retried).toEqual([]);
  });

  it('takes a failure whose page was left before its retry as abandoned, not as one to show', () => {
    const attempts = calls({ status: 500, document: 1 }, { document: 2 });
    const tally = tallyFaults(attempts, 2);
    expect(tally.abandoned).toEqual([attempts[0]]);
    expect(tally.surfaced).toEqual([]);
  });

  it('surfaces a short chain on the page still shown: the storefront gave up on it', () => {
    const attempts = calls({ status: 503 });
    expect(tallyFaults(attempts, 1).surfaced).toEqual([attempts[0]]);
  });

  it('leaves out calls still under way and orders the surfaced by when they ended', () => {
    const attempts = calls(
      { method: 'POST', path: '/api/a', status: 500 },
      { method: 'POST', path: '/api/b', failure: DROPPED },
      { path: '/api/c', open: true },
    );
    attempts[0].ended = 10;
    const tally = tallyFaults(attempts, 1);
    expect(tally.surfaced).toEqual([attempts[1], attempts[0]]);
    expect(tally.faults).toHaveLength(2);
  });
});
