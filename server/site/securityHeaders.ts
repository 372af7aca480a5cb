/**
 * The security headers of every response the storefront's servers send (issue 9): the production
 * server (server/listen.ts) and the dev server (webpack.config.ts) both use this module.
 *
 * The Content-Security-Policy allows no inline script and no eval: the page's only scripts are the
 * bundle's files and the third-party scripts it injects by URL (tags, pixels, chat, seating chart,
 * payment lightbox), so no nonce is needed. What a deployment adds beyond 'self' comes from
 * server/site/policySources.ts, which reads the same configuration the storefront does.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';

/** What the page may use beyond its own origin, per kind (origins; hashes would go in styles). */
export interface PolicySources {
  /** script-src: third-party script origins */
  scripts: readonly string[];
  /** style-src: stylesheet origins and hashes of inline <style> elements */
  styles: readonly string[];
  /** connect-src: fetch, XHR, beacons, WebSockets */
  connections: readonly string[];
  /** img-src: tracking pixels, provider images */
  images: readonly string[];
  /** font-src: a provider's web fonts (the chat widget's) */
  fonts: readonly string[];
  /** media-src: a provider's sounds and videos (the chat widget's) */
  media: readonly string[];
  /** frame-src: a provider's iframe (the payment lightbox, the seats.io chart) */
  frames: readonly string[];
  /** form-action: where a form may post to (a hosted payment page) */
  forms: readonly string[];
  /** Permissions-Policy payment: origins that may use the Payment Request API */
  payment: readonly string[];
}

export const NO_SOURCES: PolicySources = {
  scripts: [],
  styles: [],
  connections: [],
  images: [],
  fonts: [],
  media: [],
  frames: [],
  forms: [],
  payment: [],
};

export interface PolicyOptions {
  /** the page came over https (directly or through a trusted TLS proxy): HSTS, upgrade requests */
  secure?: boolean;
}

const SELF = "'self'";
const NONE = "'none'";

/** A directive's value: the sources once each, in order; 'none' when there are none. */
const sourceList = (...groups: (readonly string[])[]): string => {
  const sources = [...new Set(groups.flat())];
  return sources.length > 0 ? sources.join(' ') : NONE;
};

/** The Content-Security-Policy header's value. */
export function contentSecurityPolicy(sources: PolicySources, options: PolicyOptions = {}): string {
  const directives: [string, string][] = [
    ['default-src', SELF],
    ['script-src', sourceList([SELF], sources.scripts)],
    ['style-src', sourceList([SELF], sources.styles)],
    ['img-src', sourceList([SELF], sources.images)],
    ['font-src', sourceList([SELF], sources.fonts)],
    ['media-src', sourceList([SELF], sources.media)],
    // 'self' covers the dev server's live-reload WebSocket too (same host and port, ws:)
    ['connect-src', sourceList([SELF], sources.connections)],
    ['frame-src', sourceList(sources.frames)],
    ['manifest-src', SELF],
    ['object-src', NONE],
    ['base-uri', SELF],
    ['form-action', sourceList([SELF], sources.forms)],
    ['frame-ancestors', NONE],
  ];
  const policy = directives.map(([name, value]) => `${name} ${value}`);
  if (options.secure) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

/** Features the storefront never uses are switched off; payment only for the provider. */
export function permissionsPolicy(sources: PolicySources): string {
  const payment = ['self', ...new Set(sources.payment.map((origin) => `"${origin}"`))].join(' ');
  return [
    'camera=()',
    'microphone=()',
    'geolocation=()',
    'usb=()',
    'serial=()',
    'hid=()',
    `payment=(${payment})`,
  ].join(', ');
}

/** The headers of every response. */
export function securityHeaders(
  sources: PolicySources,
  options: PolicyOptions = {},
): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(sources, options),
    // the origin only, never a path or query, to any site (ours too): an address may hold a token
    'Referrer-Policy': 'strict-origin',
    'X-Content-Type-Options': 'nosniff',
    // frame-ancestors 'none' for browsers that only know the older header
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': permissionsPolicy(sources),
    // popups the page opens (a payment provider's 3-D Secure window) keep their opener
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    'Cross-Origin-Resource-Policy': 'same-origin',
  };
  if (options.secure) headers['Strict-Transport-Security'] = 'max-age=31536000';
  return headers;
}

/**
 * Whether the request came over https: Express's req.secure where there is one (it honours
 * X-Forwarded-Proto from a trusted proxy), else the socket itself.
 */
export function isSecureRequest(req: IncomingMessage): boolean {
  const secure = (req as IncomingMessage & { secure?: unknown }).secure;
  if (typeof secure === 'boolean') return secure;
  return Boolean((req.socket as Partial<TLSSocket>).encrypted);
}

/**
 * A plain (req, res, next) handler that puts the headers on every response, for Express 5 (the
 * production server) and the dev server's Express 4 alike.
 */
export function securityHeadersMiddleware(
  sources: PolicySources,
): (req: IncomingMessage, res: ServerResponse, next: () => void) => void {
  const plain = securityHeaders(sources);
  const secure = securityHeaders(sources, { secure: true });
  return (req, res, next) => {
    for (const [name, value] of Object.entries(isSecureRequest(req) ? secure : plain))
      res.setHeader(name, value);
    next();
  };
}
