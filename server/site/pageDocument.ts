/**
 * A rendered page as a whole HTML document: the build's index.html (its main script and style
 * sheet) with the page's language, its head tags, its own style sheets and scripts, its markup in
 * #root and its data block after it. The page's style sheets are linked in the head, so the
 * server's markup paints styled; its scripts (texts, page chunk) are deferred like main.js and
 * download beside it. No inline script anywhere: the data block is JSON, never executed.
 */
import type { FirstPageFiles } from '../../config/firstPages';

export interface RenderedDocumentParts {
  lang: string;
  /** the head tags, as HTML */
  head: string;
  /** the markup inside #root */
  html: string;
  /** the data block, as HTML */
  data: string;
  files: FirstPageFiles;
  /** a line for visitors without JavaScript (buying needs it), already escaped */
  noscript: string;
}

// as written in public/index.html, or as the build minified it (attribute quotes dropped)
const ROOT = /<div id="?root"?>[\s\S]*<\/body>/;
const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>/;
const HTML_LANG = /<html lang=("[^"]*"|[^\s>]*)/;

/** Fails when the template is not the build's index.html (a shell whose root ends the body). */
export function assertPageTemplate(template: string): void {
  if (!ROOT.test(template) || !HTML_LANG.test(template) || !template.includes('</head>'))
    throw new Error('the page template has no <html lang>, </head> or #root ending the body');
}

/** `template` (the build's index.html) made into the rendered page's document. */
export function pageDocument(template: string, parts: RenderedDocumentParts): string {
  assertPageTemplate(template);
  const links = [
    ...parts.files.css.map((file) => `<link href="${file}" rel="stylesheet">`),
    ...parts.files.js.map((file) => `<script defer="defer" src="${file}"></script>`),
  ].join('');
  return template
    .replace(HTML_LANG, `<html lang="${parts.lang}"`)
    .replace('</head>', () => `${parts.head}${links}</head>`)
    .replace(NOSCRIPT, () => `<noscript>${parts.noscript}</noscript>`)
    .replace(ROOT, () => `<div id="root">${parts.html}</div>${parts.data}</body>`);
}
