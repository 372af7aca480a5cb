/** @jest-environment ./src/test/nodeEnvironment.cjs */
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  NO_SOURCES,
  contentSecurityPolicy,
  isSecureRequest,
  permissionsPolicy,
  securityHeaders,
  securityHeadersMiddleware,
  type PolicySources,
} from './securityHeaders';

/** The policy as { directive: [sources] }. */
const directives = (policy: string): Record<string, string[]> =>
  Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name, ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );

const PROVIDERS: PolicySources = {
  scripts: ['https://cdn-eu.seatsio.net', 'https://app-wallee.com'],
  styles: ["'sha256-abc='"],
  connections: ['https://*.google-analytics.com', 'https://cdn-eu.seatsio.net'],
  images: ['https://www.facebook.com'],
  fonts: ['https://js.intercomcdn.com'],
  media: ['https://js.intercomcdn.com'],
  frames: ['https://app-wallee.com'],
  forms: ['https://app-wallee.com'],
  payment: ['https://app-wallee.com'],
};

describe('the Content-Security-Policy', () => {
  it('allows only the own origin when nothing is configured, and nothing inline or evaluated', () => {
    expect(directives(contentSecurityPolicy(NO_SOURCES))).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'"],
      'img-src': ["'self'"],
      'font-src': ["'self'"],
      'media-src': ["'self'"],
      'connect-src': ["'self'"],
      'frame-src': ["'none'"],
      'manifest-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    });
  });

  it("adds each configured source to its directive, never 'unsafe-inline' or 'unsafe-eval'", () => {
    const policy = contentSecurityPolicy(PROVIDERS);
    const found = directives(policy);
    expect(found['script-src']).toEqual([
      "'self'",
      'https://cdn-eu.seatsio.net',
      'https://app-wallee.com',
    ]);
    expect(found['style-src']).toEqual(["'self'", "'sha256-abc='"]);
    expect(found['connect-src']).toEqual([
      "'self'",
      'https://*.google-analytics.com',
      'https://cdn-eu.seatsio.net',
    ]);
    expect(found['img-src']).toEqual(["'self'", 'https://www.facebook.com']);
    expect(found['font-src']).toEqual(["'self'", 'https://js.intercomcdn.com']);
    expect(found['media-src']).toEqual(["'self'", 'https://js.intercomcdn.com']);
    expect(found['frame-src']).toEqual(['https://app-wallee.com']);
    expect(found['form-action']).toEqual(["'self'", 'https://app-wallee.com']);
    expect(found['frame-ancestors']).toEqual(["'none'"]);
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes|\*(?!\.)/);
  });

  it('names a source once even when several roles bring it', () => {
    const policy = contentSecurityPolicy({
      ...NO_SOURCES,
      scripts: ['https://a.example', 'https://a.example'],
    });
    expect(directives(policy)['script-src']).toEqual(["'self'", 'https://a.example']);
  });

  it('upgrades insecure requests on https only', () => {
    expect(contentSecurityPolicy(NO_SOURCES, { secure: true })).toMatch(
      /; upgrade-insecure-requests$/,
    );
    expect(contentSecurityPolicy(NO_SOURCES)).not.toContain('upgrade-insecure-requests');
  });
});

describe('the other headers', () => {
  it('are the same on every answer; HSTS only on https', () => {
    const headers = securityHeaders(NO_SOURCES);
    expect(headers).toEqual({
      'Content-Security-Policy': contentSecurityPolicy(NO_SOURCES),
      'Referrer-Policy': 'strict-origin',
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Permissions-Policy': permissionsPolicy(NO_SOURCES),
      'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
      'Cross-Origin-Resource-Policy': 'same-origin',
    });
    expect(securityHeaders(NO_SOURCES, { secure: true })['Strict-Transport-Security']).toBe(
      'max-age=31536000',
    );
  });

  it('switch off the device features and leave payment to the page and its provider', () => {
    expect(permissionsPolicy(NO_SOURCES)).toBe(
      'camera=(), microphone=(), geolocation=(), usb=(), serial=(), hid=(), payment=(self)',
    );
    expect(permissionsPolicy(PROVIDERS)).toMatch(/payment=\(self "https:\/\/app-wallee\.com"\)$/);
  });
});

describe('the middleware', () => {
  const run = (req: Partial<IncomingMessage> & { secure?: boolean }) => {
    const set: Record<string, string> = {};
    const res = {
      setHeader: (name: string, value: string) => {
        set[name] = value;
      },
    } as unknown as ServerResponse;
    const next = jest.fn();
    securityHeadersMiddleware(NO_SOURCES)(req as IncomingMessage, res, next);
    expect(next).toHaveBeenCalledTimes(1);
    return set;
  };

  it('sets the headers and goes on', () => {
    const set = run({ socket: {} as IncomingMessage['socket'] });
    expect(set).toEqual(securityHeaders(NO_SOURCES));
  });

  it("takes https from Express's req.secure, else from the socket", () => {
    expect(run({ secure: true })['Strict-Transport-Security']).toBe('max-age=31536000');
    expect(run({ secure: false, socket: { encrypted: true } as never })).not.toHaveProperty(
      'Strict-Transport-Security',
    );
    expect(isSecureRequest({ socket: { encrypted: true } } as unknown as IncomingMessage)).toBe(
      true,
    );
    expect(isSecureRequest({ socket: {} } as unknown as IncomingMessage)).toBe(false);
  });
});
