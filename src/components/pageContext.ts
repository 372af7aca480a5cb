/**
 * What a render knows about the page beyond the store and the texts, the same on the server and
 * in the browser's first render (so the browser hydrates exactly what the server sent):
 * - `origin`: the storefront's own origin, for absolute addresses (canonical link, og:url);
 * - `renderedAt`: "now" for a server render and the hydration after it (the programme's
 *   "today"), the server's render time, which travels with the page in its data block;
 * - `userAgent`: the visitor's browser (a crawler gets no error page, spec section 2);
 * - `outcome`: on the server only, what the render finds out for the answer (its head tags, its
 *   status, a redirect); null in the browser, where the same components act on the document.
 *
 * Without a provider (tests, a page rendered into an empty shell by a static host) the browser's
 * own values stand in.
 */
import { createContext, useContext } from 'react';
import type { HeadTag } from './headTag';

/** What a server render collects while rendering (app/render/renderPage.tsx reads it after). */
export interface PageOutcome {
  /** the head tags the rendered components asked for, in render order */
  readonly head: readonly HeadTag[];
  /** the HTTP status the page deserves (404 for a not-found page); 200 unless one says otherwise */
  readonly status: number;
  /** where the address redirects to (a root category, a wrong slug), when it does */
  readonly redirect: string | null;
  addHead(tags: readonly HeadTag[]): void;
  /** the deepest page rendered last wins, as the deepest error page is what shows */
  setStatus(status: number): void;
  /** the first redirect wins: it is the outermost page's */
  redirectTo(path: string): void;
}

export interface PageContextValue {
  origin: string;
  renderedAt: number;
  userAgent: string;
  outcome: PageOutcome | null;
}

export const PageContext = createContext<PageContextValue | null>(null);

/** A fresh outcome for one server render. */
export function newPageOutcome(): PageOutcome {
  const head: HeadTag[] = [];
  let status = 200;
  let redirect: string | null = null;
  return {
    get head() {
      return head;
    },
    get status() {
      return status;
    },
    get redirect() {
      return redirect;
    },
    addHead: (tags) => {
      head.push(...tags);
    },
    setStatus: (next) => {
      status = next;
    },
    redirectTo: (path) => {
      redirect ??= path;
    },
  };
}

/**
 * The browser's own values, where no render provided them: a render with no server before it
 * reads "now" from the clock (renderedAt is only read for a server's snapshot, see useToday).
 */
const browserPage = (): PageContextValue => ({
  origin: typeof window === 'undefined' ? '' : window.location.origin,
  renderedAt: 0,
  userAgent: typeof navigator === 'undefined' ? '' : navigator.userAgent,
  outcome: null,
});

/** The page's context: the provided one, else the browser's own values. */
export function usePageContext(): PageContextValue {
  return useContext(PageContext) ?? browserPage();
}

/** The server render's outcome, or null in the browser. */
export const usePageOutcome = (): PageOutcome | null => useContext(PageContext)?.outcome ?? null;

/** Reports the page's HTTP status to a server render (a not-found page: 404); nothing in the browser. */
export function usePageStatus(status: number): void {
  usePageOutcome()?.setStatus(status);
}
