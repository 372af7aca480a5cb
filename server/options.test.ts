/** @jest-environment node */
import { demoApiOptionsFromEnv } from './demoApi';
import { parseLatency, resolveOptions } from './options';

describe('demoApiOptionsFromEnv', () => {
  it('reads the three knobs', () => {
    expect(
      demoApiOptionsFromEnv({
        DEMO_RESERVATION_SECONDS: '30',
        DEMO_LATENCY_MS: '0-800',
        DEMO_FAILURE_RATE: '0.2',
      }),
    ).toEqual({ reservationSeconds: 30, latencyMs: [0, 800], failureRate: 0.2 });
  });

  it('takes a single latency, and ignores what it cannot read', () => {
    expect(demoApiOptionsFromEnv({ DEMO_LATENCY_MS: '200' })).toEqual({ latencyMs: [200, 200] });
    expect(
      demoApiOptionsFromEnv({
        DEMO_RESERVATION_SECONDS: 'soon',
        DEMO_LATENCY_MS: 'fast',
        DEMO_FAILURE_RATE: '',
      }),
    ).toEqual({});
    expect(demoApiOptionsFromEnv({})).toEqual({});
    expect(demoApiOptionsFromEnv({ DEMO_FAILURE_RATE: '3' })).toEqual({ failureRate: 1 });
  });

  it('parses latency ranges either way round', () => {
    expect(parseLatency('800-100')).toEqual([100, 800]);
    expect(parseLatency(' 5 - 10 ')).toEqual([5, 10]);
    expect(parseLatency('-5')).toBeUndefined();
  });

  it('has the documented defaults', () => {
    const resolved = resolveOptions();
    expect(resolved).toMatchObject({
      reservationSeconds: 900,
      latencyMs: [0, 0],
      failureRate: 0,
      buildId: 'dev',
    });
    expect(resolved.fixture.shop.slug).toBe('demo');
  });
});
