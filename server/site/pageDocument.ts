/**
 * A rendered page as a whole HTML document: the build's index.html (its main script and style
 * sheet) with the page's language, its head tags, its own style sheets and scripts, its markup in
 * #root and its data block after it. The page's style sheets are linked in the head, so the
 * server's markup paints styled. Its scripts (main.js, the texts, the page chunk) are named in a
 * JSON list, which downloads nothing: the after-paint script (the template's first) fetches and
 * runs them once the page has painted, so they take nothing from the paint's own downloads
 * (docs/decisions/paint-before-scripts.md). No inline script anywhere: the list and the data block
 * are JSON, never executed.
 * The document comes in pieces (text, or text already encoded: the data block's kept shop answer),
 * put together as bytes when it is sent (pageBody.ts).
 */
import { AFTER_PAINT_ENTRY, PAGE_SCRIPTS_ID } from '../../config/afterPaint';
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

const isAfterPaintEntry = (file: string): boolean =>
  file.slice(file.lastIndexOf('/') + 1).startsWith(`${AFTER_PAINT_ENTRY}.`);

/**
 * The template without its scripts but the after-paint one, and those scripts' files, in their
 * order (main first).
 */
function templateScripts(template: string): { page: string; files: string[] } {
  const files: string[] = [];
  const page = template.replace(TEMPLATE_SCRIPT, (tag, file: string) => {
    if (isAfterPaintEntry(file)) return tag;
    files.push(file);
    return '';
  });
  return { page, files };
}

/** The list the after-paint script runs: JSON, `<` escaped, as in the data block. */
const pageScriptList = (files: readonly string[]): string =>
  `<script type="application/json" id="${PAGE_SCRIPTS_ID}">${JSON.stringify(files).replace(
    /</g,
    '\\u003c',
  )}</script>`;

/** Fails when the template is not the build's index.html (a shell whose root ends the body). */
export function assertPageTemplate(template: string): void {
  if (!ROOT.test(template) || !HTML_LANG.test(template) || !template.includes('</head>'))
    throw new Error('the page template has no <html lang>, </head> or #root ending the body');
}

/** `template` (the build's index.html) made into the rendered page's document, in pieces. */
export function pageDocument(template: string, parts: RenderedDocumentParts): PagePiece[] {
  assertPageTemplate(template);
  const { page: withoutScripts, files } = templateScripts(template);
  const links =
    parts.files.css.map((file) => `<link href="${file}" rel="stylesheet">`).join('') +
    pageScriptList([...files, ...parts.files.js]);
  const page = withoutScripts
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
