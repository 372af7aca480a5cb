/**
 * The browser side of the payment provider (spec section 7): the lightbox script is injected once
 * per URL and hands back window.LightboxCheckoutHandler; a redirect is an external navigation.
 * The checkout saga calls these through `call`, so tests can replace them (jest.spyOn).
 */
import { siteConfig } from '../../../config/site';

/**
 * What Wallee's lightbox script defines (DESIGN.md, "Offline stand-ins";
 * app-wallee.com/doc/payment/lightbox): startPayment takes Wallee's payment method configuration
 * id, a number, and an error callback.
 */
export interface LightboxHandler {
  startPayment(
    paymentMethodConfigurationId: number | undefined,
    onError: (error: unknown) => void,
  ): void;
}

declare global {
  interface Window {
    LightboxCheckoutHandler?: LightboxHandler;
  }
}

/** A script that neither loads nor fails within this time counts as failed. */
export const LIGHTBOX_LOAD_TIMEOUT_MS = 15_000;

/**
 * The provider's URLs come from the shop API: relative ones belong to its origin. Only http(s)
 * addresses are followed or loaded: any other (javascript:, data:) throws.
 */
export function providerUrl(url: string): string {
  const resolved = new URL(url, siteConfig.origin || window.location.href);
  if (resolved.protocol !== 'https:' && resolved.protocol !== 'http:')
    throw new Error(`the payment provider's address is not http(s): ${resolved.protocol}`);
  return siteConfig.origin ? resolved.href : url;
}

const loads = new Map<string, Promise<LightboxHandler>>();

const isHandler = (value: unknown): value is LightboxHandler =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Partial<LightboxHandler>).startPayment === 'function';

/**
 * Injects <script src={url}> once and resolves with the handler it defines. A failed load (error
 * event, timeout, or no handler defined) rejects, removes the script and forgets the URL, so a
 * later attempt may try again; a successful one is reused.
 */
export function loadLightboxScript(
  url: string,
  timeoutMs: number = LIGHTBOX_LOAD_TIMEOUT_MS,
): Promise<LightboxHandler> {
  const known = loads.get(url);
  if (known) return known;
  const loading = new Promise<LightboxHandler>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.dataset.paymentLightbox = '';
    const settle = () => {
      window.clearTimeout(timer);
      script.onload = null;
      script.onerror = null;
    };
    const fail = (reason: string) => {
      settle();
      script.remove();
      loads.delete(url);
      reject(new Error(reason));
    };
    const timer = window.setTimeout(() => fail('the lightbox script timed out'), timeoutMs);
    script.onerror = () => fail('the lightbox script could not be loaded');
    script.onload = () => {
      const handler = window.LightboxCheckoutHandler;
      if (!isHandler(handler)) {
        fail('the lightbox script defined no LightboxCheckoutHandler');
        return;
      }
      settle();
      resolve(handler);
    };
    document.head.appendChild(script);
  });
  loads.set(url, loading);
  return loading;
}

/**
 * Opens the lightbox with the provider's configuration id of the payment method (the contract's
 * PaymentMethod.paymentMethodConfigurationId; undefined when the shop API gives none: the
 * provider refuses it). The promise settles only if the lightbox reports an error (onError, or
 * startPayment throwing); otherwise the lightbox takes the visitor away.
 */
export function startLightboxPayment(
  handler: LightboxHandler,
  configurationId: number | undefined,
): Promise<string> {
  return new Promise<string>((resolve) => {
    const describe = (error: unknown) =>
      error instanceof Error ? error.message : String(error ?? 'the lightbox reported an error');
    try {
      handler.startPayment(configurationId, (error) => resolve(describe(error)));
    } catch (error) {
      resolve(describe(error));
    }
  });
}

/** Leaves the storefront for the provider's page. */
export function assignLocation(url: string): void {
  window.location.assign(url);
}

/** Tests only: forget the scripts loaded so far. */
export function forgetLightboxScripts(): void {
  loads.clear();
}
