/** The lightbox script is injected once per URL; a failed load can be tried again. */
import { forgetLightboxScripts, loadLightboxScript, startLightboxPayment } from './paymentProvider';

const scripts = () =>
  document.head.querySelectorAll<HTMLScriptElement>('script[data-payment-lightbox]');

afterEach(() => {
  forgetLightboxScripts();
  scripts().forEach((script) => script.remove());
  delete window.LightboxCheckoutHandler;
});

describe('loadLightboxScript', () => {
  it('injects the script once and resolves with the handler it defines', async () => {
    const first = loadLightboxScript('/lightbox.js?order=1');
    const second = loadLightboxScript('/lightbox.js?order=1');
    expect(second).toBe(first);
    expect(scripts()).toHaveLength(1);
    const handler = { startPayment: jest.fn() };
    window.LightboxCheckoutHandler = handler;
    scripts()[0].dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(handler);
    await expect(loadLightboxScript('/lightbox.js?order=1')).resolves.toBe(handler);
    expect(scripts()).toHaveLength(1);
  });

  it('fails when the script does not load, defines no handler, or takes too long', async () => {
    const failing = loadLightboxScript('/lightbox.js?order=2');
    scripts()[0].dispatchEvent(new Event('error'));
    await expect(failing).rejects.toThrow('could not be loaded');
    expect(scripts()).toHaveLength(0);

    const empty = loadLightboxScript('/lightbox.js?order=2');
    expect(scripts()).toHaveLength(1); // tried again
    scripts()[0].dispatchEvent(new Event('load'));
    await expect(empty).rejects.toThrow('no LightboxCheckoutHandler');

    jest.useFakeTimers();
    try {
      const slow = loadLightboxScript('/lightbox.js?order=3', 1000);
      jest.advanceTimersByTime(1000);
      await expect(slow).rejects.toThrow('timed out');
    } finally {
      jest.useRealTimers();
    }
  });

  it('takes no handler without a startPayment function, nor null', async () => {
    for (const defined of [{}, { startPayment: 'yes' }, null]) {
      const loading = loadLightboxScript('/lightbox.js?order=4');
      window.LightboxCheckoutHandler = defined as never;
      scripts()[0].dispatchEvent(new Event('load'));
      await expect(loading).rejects.toThrow('no LightboxCheckoutHandler');
      expect(scripts()).toHaveLength(0);
    }
  });

  it('loads the script without blocking the page, marked as the lightbox’s', () => {
    void loadLightboxScript('/lightbox.js?order=5');
    const [script] = document.head.querySelectorAll('script');
    expect(script.async).toBe(true);
    expect(script.getAttribute('data-payment-lightbox')).toBe('');
    expect(script.getAttribute('src')).toBe('/lightbox.js?order=5');
  });

  it('a script that loaded stays, and its timer no longer runs: the handler is reused', async () => {
    jest.useFakeTimers();
    try {
      const loading = loadLightboxScript('/lightbox.js?order=6', 1000);
      const handler = { startPayment: jest.fn() };
      window.LightboxCheckoutHandler = handler;
      scripts()[0].dispatchEvent(new Event('load'));
      await expect(loading).resolves.toBe(handler);
      jest.advanceTimersByTime(5000);
      expect(scripts()).toHaveLength(1);
      expect(loadLightboxScript('/lightbox.js?order=6', 1000)).toBe(loading);
      expect(scripts()).toHaveLength(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('forgetting the loaded scripts lets the next attempt inject its own', () => {
    const first = loadLightboxScript('/lightbox.js?order=7');
    forgetLightboxScripts();
    expect(loadLightboxScript('/lightbox.js?order=7')).not.toBe(first);
    expect(scripts()).toHaveLength(2);
  });
});

describe('startLightboxPayment', () => {
  it('settles with the lightbox’s error only', async () => {
    let report: ((error: unknown) => void) | undefined;
    const pending = startLightboxPayment(
      {
        startPayment: (_configuration, onError) => {
          report = onError;
        },
      },
      1207,
    );
    report?.(new Error('No payment method configuration 1207 for this transaction'));
    await expect(pending).resolves.toBe(
      'No payment method configuration 1207 for this transaction',
    );
    await expect(
      startLightboxPayment(
        {
          startPayment: () => {
            throw new Error('broken');
          },
        },
        undefined,
      ),
    ).resolves.toBe('broken');
  });

  it('names an error the lightbox reported without saying what it was', async () => {
    const silent = startLightboxPayment({ startPayment: (_id, onError) => onError(undefined) }, 1);
    await expect(silent).resolves.toBe('the lightbox reported an error');
    const coded = startLightboxPayment({ startPayment: (_id, onError) => onError('E42') }, 1);
    await expect(coded).resolves.toBe('E42');
  });
});
