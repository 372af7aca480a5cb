import { isRepeatable, isTransient, mayWorkAgain, smallBackoff } from './retryPolicy';

describe('which calls are repeated', () => {
  it('repeats GET, HEAD, DELETE and a POST with an idempotency key', () => {
    expect(isRepeatable('/api/shop/v2/shop/demo')).toBe(true);
    expect(isRepeatable({ url: '/x' })).toBe(true);
    expect(isRepeatable({ url: '/x', method: 'head' })).toBe(true);
    expect(isRepeatable({ url: '/x', method: 'DELETE' })).toBe(true);
    expect(isRepeatable({ url: '/x', method: 'POST', idempotencyKey: 'k' })).toBe(true);
  });

  it('never repeats other changes', () => {
    expect(isRepeatable({ url: '/x', method: 'POST' })).toBe(false);
    expect(isRepeatable({ url: '/x', method: 'PUT', idempotencyKey: 'k' })).toBe(false);
    expect(isRepeatable({ url: '/x', method: 'PATCH' })).toBe(false);
  });

  it('says which failures asking again may mend: no answer, server errors, 408 and 429', () => {
    expect(mayWorkAgain({ status: 'FETCH_ERROR', messageKey: 'errors.network' })).toBe(true);
    expect(mayWorkAgain({ status: 'TIMEOUT_ERROR', messageKey: 'errors.network' })).toBe(true);
    expect(mayWorkAgain({ status: 502, detail: 'Bad gateway' })).toBe(true);
    expect(mayWorkAgain({ status: 429, messageKey: 'errors.generic' })).toBe(true);
    for (const status of [400, 404, 409, 419, 422])
      expect(mayWorkAgain({ status, detail: 'no' })).toBe(false);
    expect(mayWorkAgain(new Error('thrown'))).toBe(false);
    expect(mayWorkAgain(null)).toBe(false);
  });

  it('repeats on network failures, 5xx, 408 and 429 only', () => {
    expect(isTransient({ status: 'FETCH_ERROR', error: '' })).toBe(true);
    expect(isTransient({ status: 'TIMEOUT_ERROR', error: '' })).toBe(true);
    expect(isTransient({ status: 500, data: null })).toBe(true);
    expect(isTransient({ status: 503, data: null })).toBe(true);
    expect(isTransient({ status: 408, data: null })).toBe(true);
    expect(isTransient({ status: 429, data: null })).toBe(true);
    expect(isTransient({ status: 'PARSING_ERROR', originalStatus: 502, data: '', error: '' })).toBe(
      true,
    );
    for (const status of [400, 401, 403, 404, 409, 419, 422]) {
      expect(isTransient({ status, data: null })).toBe(false);
    }
    expect(isTransient({ status: 'PARSING_ERROR', originalStatus: 200, data: '', error: '' })).toBe(
      false,
    );
  });

  it('waits a little, and stops waiting when aborted', async () => {
    jest.useFakeTimers();
    try {
      const waited = jest.fn();
      void smallBackoff(1, 2).then(waited);
      await jest.advanceTimersByTimeAsync(200);
      expect(waited).not.toHaveBeenCalled();
      await jest.advanceTimersByTimeAsync(200);
      expect(waited).toHaveBeenCalled();

      const controller = new AbortController();
      const aborted = smallBackoff(2, 2, controller.signal);
      controller.abort();
      await expect(aborted).rejects.toThrow('Aborted');
    } finally {
      jest.useRealTimers();
    }
  });
});
