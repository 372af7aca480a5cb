import { formatMoney } from './money';
import { warmFormats, warmFormatsWhenIdle } from './formatWarmup';

describe('warming the formatters', () => {
  afterEach(() => jest.restoreAllMocks());

  it('makes the formatter the first price in the language uses, so that price makes none', () => {
    warmFormats('it');
    const made = jest.spyOn(Intl, 'NumberFormat');
    expect(formatMoney(1250, 'CHF', 'it')).toMatch(/12\.50/);
    expect(made).not.toHaveBeenCalled();
  });

  it('waits for the idle time it is given', () => {
    let idle: (() => void) | undefined;
    warmFormatsWhenIdle('fr', (work) => (idle = work));
    const made = jest.spyOn(Intl, 'NumberFormat');
    expect(made).not.toHaveBeenCalled();
    idle?.();
    expect(made).toHaveBeenCalled();
    made.mockClear();
    formatMoney(990, 'CHF', 'fr');
    expect(made).not.toHaveBeenCalled();
  });

  it('uses a task of its own where the browser has no idle callbacks', () => {
    jest.useFakeTimers();
    const idleCallback = window.requestIdleCallback;
    // jsdom has none; a browser that has one is used through it
    expect(idleCallback).toBeUndefined();
    const made = jest.spyOn(Intl, 'NumberFormat');
    warmFormatsWhenIdle('en');
    expect(made).not.toHaveBeenCalled();
    jest.runOnlyPendingTimers();
    expect(made).toHaveBeenCalled();
    jest.useRealTimers();
  });
});
