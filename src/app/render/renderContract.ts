/**
 * What the server and its render bundle say to each other (server/site/renderBundle.ts loads
 * dist/server/render.js, whose renderPage is render/renderPage.tsx): types only, the one contract
 * the two sides share besides the shop API's.
 */

/** The address's language (lib/languages.ts has the list): a page's words and its <html lang>. */
type Lang = 'de' | 'en' | 'fr' | 'it';

/** A piece of a page's HTML: text, or text already encoded (UTF-8). */
export type PagePiece = string | Uint8Array;

export interface PageRequest {
  /** the address as requested: path and query */
  url: string;
  /** the storefront's origin as the visitor reaches it (https://shop.example) */
  origin: string;
  /** the request's cookies, decoded */
  cookies: Readonly<Record<string, string>>;
  userAgent: string;
  /** the render's "now", ms since the epoch */
  now: number;
}

/** Where and how the server reads the shop API. */
export interface PageServices {
  /** the shop API's origin as the server reaches it */
  apiOrigin: string;
  fetchFn: (input: RequestInfo, init?: RequestInit) => Promise<Response>;
  /** the wait before retry number `attempt` of a failed read; default the browser's */
  retryBackoff?: (attempt: number, maxRetries: number) => Promise<void>;
  /**
   * reads an answer of fetchFn (default: its JSON). The server gives it always, and its answers
   * must be read through it: a kept shop answer comes without a body, parsed once and frozen,
   * shared by every render of that answer (server/site/shopReads.ts)
   */
  readAnswer?: (response: Response) => Promise<unknown>;
}

export type RenderedPage =
  | {
      kind: 'page';
      status: number;
      lang: Lang;
      /** the route shown, for its page's files (null: none matched) */
      route: string | null;
      /** the texts beyond the core ones the page used */
      namespaces: readonly string[];
      /** the head tags, as HTML */
      head: string;
      /** the markup inside #root */
      html: string;
      /**
       * the data block, as HTML, in pieces: text, or text already encoded (UTF-8; a kept shop
       * answer's JSON, encoded once per answer: render/pageData.ts)
       */
      data: string | readonly PagePiece[];
      /** the line for visitors without JavaScript (browsing works, buying needs it), as HTML */
      noscript: string;
    }
  | { kind: 'redirect'; location: string }
  /** the shop could not be read: the server answers the empty shell, the browser renders */
  | { kind: 'unavailable'; reason: string };

/** The render bundle's one export. */
export type RenderPage = (request: PageRequest, services: PageServices) => Promise<RenderedPage>;
