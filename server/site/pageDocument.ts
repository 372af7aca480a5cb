/**
 * A rendered page as a whole HTML document: the build's index.html (its main script and style
 * sheet) with the page's language, its head tags, its own style sheets and scripts, its markup in
 * #root and its data block after it. The page's style sheets are linked in the head, so the
 * server's markup paints styled. Its scripts (main.js, the texts, the page chunk) are named as
 * preloads, which download with the page but do not run: the after-paint script (the template's
 * first) runs them once the page has painted (docs/decisions/paint-before-scripts.md). No inline
 * script anywhere: the data block is JSON, never executed.
 * The document comes in pieces (text, or text already encoded: the data block's kept shop answer),
 * put together as bytes when it is sent (pageBody.ts).
 */
import { AFTER_PAINT_ENTRY, AFTER_PAINT_MARK } from '../../config/afterPaint';
import type { FirstPageFiles } from '../../config/firstPages';
import type { PagePiece } from '../../src/app/render/renderContract';

export interface RenderedDocumentParts {
  lang: string;
  /** the head tags, as HTML */
  head: string;
  /** the markup inside #root */
  html: string;
  /** the data block, as HTML, in pieces */
  data: string | readonly PagePiece[];
  files: FirstPageFiles;
  /** a line for visitors without JavaScript (buying needs it), already escaped */
  noscript: string;
}

// as written in public/index.html, or as the build minified it (attribute quotes dropped)
const ROOT = /<div id="?root"?>[\s\S]*<\/body>/;
const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>/;
const HTML_LANG = /<html lang=("[^"]*"|[^\s>]*)/;
// a script of the template, as html-webpack-plugin writes it (minified or not)
const TEMPLATE_SCRIPT = /<script defer(?:="defer")? src="?([^"\s>]+)"?><\/script>/g;

/** A script the after-paint script runs: downloaded now, at low priority, run after the paint. */
const afterPaintScript = (file: string): string =>
  `<link rel="preload" as="script" fetchpriority="low" href="${file}" ${AFTER_PAINT_MARK}>`;

const isAfterPaintEntry = (file: string): boolean =>
  file.slice(file.lastIndexOf('/') + 1).startsWith(`${AFTER_PAINT_ENTRY}.`);

/** The template's scripts but the after-paint one, as its preloads, in their order. */
const scriptsAfterPaint = (template: string): string =>
  template.replace(TEMPLATE_SCRIPT, (tag, file: string) =>
    isAfterPaintEntry(file) ? tag : afterPaintScript(file),
  );

/** Fails when the template is not the build's index.html (a shell whose root ends the body). */
export function assertPageTemplate(template: string): void {
  if (!ROOT.test(template) || !HTML_LANG.test(template) || !template.includes('</head>'))
    throw new Error('the page template has no <html lang>, </head> or #root ending the body');
}

/** `template` (the build's index.html) made into the rendered page's document, in pieces. */
export function pageDocument(template: string, parts: RenderedDocumentParts): PagePiece[] {
  assertPageTemplate(template);
  const links = [
    ...parts.files.css.map((file) => `<link href="${file}" rel="stylesheet">`),
    ...parts.files.js.map(afterPaintScript),
  ].join('');
  const page = scriptsAfterPaint(template)
    .replace(HTML_LANG, `<html lang="${parts.lang}"`)
    .replace('</head>', () => `${parts.head}${links}</head>`)
    .replace(NOSCRIPT, () => `<noscript>${parts.noscript}</noscript>`);
  const root = ROOT.exec(page);
  if (!root) throw new Error('the page template has no #root ending the body');
  return [
    `${page.slice(0, root.index)}<div id="root">${parts.html}</div>`,
    ...(typeof parts.data === 'string' ? [parts.data] : parts.data),
    `</body>${page.slice(root.index + root[0].length)}`,
  ];
}
