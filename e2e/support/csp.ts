/**
 * What the production-security journey watches in a browser context: every Content-Security-Policy
 * violation (the page's securitypolicyviolation events, kept on window and reported to the test so
 * none is lost to a navigation), every console error that names the policy, and every request URL.
 */
import type { BrowserContext, Page, Response } from '@playwright/test';

export interface Violation {
  page: string;
  directive: string;
  blocked: string;
  source: string;
  line: number;
  sample: string;
}

declare global {
  interface Window {
    __cspViolations?: Violation[];
    __reportCspViolation?: (violation: Violation) => void;
  }
}

/** Watches a context from now on; call before the first page opens. */
export async function watchSecurity(context: BrowserContext) {
  const violations: Violation[] = [];
  const consoleErrors: string[] = [];
  const requests: string[] = [];

  await context.exposeFunction('__reportCspViolation', (violation: Violation) => {
    violations.push(violation);
  });
  await context.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      const violation = {
        page: location.href,
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: event.sourceFile,
        line: event.lineNumber,
        sample: event.sample,
      };
      window.__cspViolations?.push(violation);
      void window.__reportCspViolation?.(violation);
    });
  });

  const watchPage = (page: Page) => {
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content.Security.Policy/i.test(message.text()))
        consoleErrors.push(`${page.url()}: ${message.text()}`);
    });
  };
  context.pages().forEach(watchPage);
  context.on('page', watchPage);
  context.on('request', (request) => requests.push(request.url()));

  return {
    violations,
    consoleErrors,
    requests,
    /** the violations the page has seen since its last navigation (as kept on window) */
    onWindow: (page: Page) => page.evaluate(() => window.__cspViolations ?? []),
  };
}

/** The security headers every answer carries (server/site/securityHeaders.ts), lower-case names. */
export const SECURITY_HEADERS = [
  'content-security-policy',
  'referrer-policy',
  'x-content-type-options',
  'x-frame-options',
  'permissions-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
] as const;

/** The answer's security headers, for an exact comparison. */
export async function securityHeadersOf(response: Response): Promise<Record<string, string>> {
  const headers = await response.allHeaders();
  return Object.fromEntries(SECURITY_HEADERS.map((name) => [name, headers[name] ?? '(missing)']));
}

/** The policy's directives: { 'script-src': ["'self'"], … }. */
export function directivesOf(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}
