/**
 * The storefront's pages, rendered on the server (npm run serve, npm start): every address gets
 * its page's HTML in the visitor's language, with the status the render decided, and the browser
 * hydrates it. What happens before a render, and around it:
 * - a path the router cannot represent is repaired (301), the root goes to the visitor's language
 *   (302), and `?token=` becomes the token cookie with a redirect to the address without it (302;
 *   tokenRedirect.ts);
 * - the render (the build's render bundle) reads the shop through `reads` at `apiOrigin`;
 * - when there is no render bundle, or the shop cannot be read, or the render fails, the build's
 *   empty shell is sent instead and the browser renders the page itself, as on a static host;
 * - the answer's caching follows the visitor's cookies (pageCaching.ts).
 */
import type { Request, RequestHandler, Response } from 'express';
import type { RenderPage } from '../../src/app/render/renderContract';
import { repairedPath } from '../../src/app/addressRepair';
import { filesOfPage, type PageFilesManifest } from '../../config/pageFiles';
import { parseCookies } from '../http/cookies';
import { detectLanguage, LANGUAGE_COOKIE } from '../../src/lib/languages';
import { acceptedLanguages } from './firstPageRoute';
import { pageCaching, shellCaching } from './pageCaching';
import type { ShopReads } from './shopReads';
import { pageDocument } from './pageDocument';
import { sendPage } from './pageBody';
import { wantsPage } from './staticSite';
import { tokenRedirect } from './tokenRedirect';

export interface PageAnswerOptions {
  /** the build's index.html (the shell) */
  template(): Promise<string>;
  /** the build's render bundle; null: none (a build without one, a dev build still compiling) */
  render(): Promise<RenderPage | null>;
  /** the build's page files (builds/page-files.json) */
  pageFiles(): Promise<PageFilesManifest | null>;
  /**
   * how the renders read the shop API (shopReads.ts): its fetch, and the reader of the answers it
   * gives (a kept shop answer comes without a body, read through readAnswer)
   */
  reads: Pick<ShopReads, 'fetch' | 'readAnswer'>;
  /** where the renders read the shop API, for this request */
  apiOrigin(req: Request): string;
  /** the storefront's public origin (BILLETT_PUBLIC_ORIGIN); default the request's own */
  publicOrigin?: string;
  /** the status of the shell when no render could be made (the demo shop knows its 404s) */
  shellStatus?(req: Request): number;
  /** the render's clock */
  now?: () => number;
  /**
   * the first page's preload hints (firstPageHints.ts), set on every answer but a rendered page:
   * a rendered page names its scripts in its HTML, behind its style sheets and pictures, and
   * runs them after its first paint; the header's preloads came first and held that paint back
   * (docs/decisions/paint-before-scripts.md)
   */
  hints?(req: Request, res: Response): void;
}

const originOf = (req: Request, configured: string | undefined): string =>
  configured || `${req.protocol}://${req.get('host') ?? 'localhost'}`;

export function pageAnswers(options: PageAnswerOptions): RequestHandler {
  const now = options.now ?? Date.now;

  const hints = (req: Request, res: Response): void => options.hints?.(req, res);

  const sendShell = async (req: Request, res: Response, why: string): Promise<void> => {
    if (why) console.warn(`${req.originalUrl}: the page is sent unrendered (${why})`);
    hints(req, res);
    shellCaching(res, why !== '');
    sendPage(req, res, options.shellStatus?.(req) ?? 200, await options.template());
  };

  return async (req, res, next) => {
    if (!wantsPage(req)) return next();
    const [pathname, ...query] = req.originalUrl.split('?');
    const search = query.length > 0 ? `?${query.join('?')}` : '';
    try {
      const repaired = repairedPath(pathname).replace(/^\/{2,}/, '/');
      if (repaired !== pathname) {
        hints(req, res);
        res.setHeader('Cache-Control', 'public, max-age=3600');
        return res.redirect(301, `${repaired}${search}`);
      }
      const cookies = parseCookies(req.headers.cookie);
      if (pathname === '/') {
        hints(req, res);
        const lang = detectLanguage(
          cookies[LANGUAGE_COOKIE],
          acceptedLanguages(req.get('Accept-Language')),
        );
        res.setHeader('Cache-Control', 'private, no-cache');
        res.vary('Cookie').vary('Accept-Language');
        return res.redirect(302, `/${lang}${search}`);
      }
      if (tokenRedirect(req, res, pathname, search, () => hints(req, res))) return;

      const render = await options.render();
      if (!render) return await sendShell(req, res, '');
      const origin = originOf(req, options.publicOrigin);
      const page = await render(
        {
          url: `${pathname}${search}`,
          origin,
          cookies,
          userAgent: req.get('User-Agent') ?? '',
          now: now(),
        },
        {
          apiOrigin: options.apiOrigin(req),
          fetchFn: options.reads.fetch,
          readAnswer: options.reads.readAnswer,
        },
      );
      if (page.kind === 'unavailable') return await sendShell(req, res, page.reason);
      pageCaching(req, res, cookies, page.kind === 'page' ? page.status : 302);
      if (page.kind === 'redirect') {
        hints(req, res);
        return res.redirect(302, page.location);
      }
      const manifest = await options.pageFiles();
      const files = manifest ? filesOfPage(manifest, page) : { js: [], css: [] };
      const body = pageDocument(await options.template(), { ...page, files });
      sendPage(req, res, page.status, body);
    } catch (error) {
      console.error(error);
      if (res.headersSent) return next(error);
      await sendShell(req, res, 'the render failed').catch(next);
    }
  };
}
