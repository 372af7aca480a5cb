/**
 * A corpus of cross-site scripting payloads for the hostile demo shop (DEMO_FIXTURE=hostile).
 *
 * Gathered from the well-known lists: the OWASP XSS Filter Evasion Cheat Sheet, PortSwigger's XSS
 * cheat sheet, the HTML5 Security Cheatsheet (html5sec.org), the 0xsobky polyglot, the mutation
 * XSS (mXSS) bypasses reported against DOMPurify, template-expression injections (AngularJS
 * sandbox escapes, JavaScript template literals, i18next interpolation and nesting) and breakouts
 * of the page head (title, meta, JSON-LD).
 *
 * Every payload carries a probe with its own id. A probe is quote-free JavaScript that, if it ever
 * runs, does something a journey sees: it calls window.__xss(id), requests /xss-hit?id=…, opens
 * an alert or sets the document title to XSS<id>. A test that sees none of these proves that no
 * payload ran. Payloads hold no raw tabs or newlines (they are written as entities where a
 * payload needs them), so a text keeps one accessible name in the browser.
 */

/** How a probe makes itself seen when it runs. */
export type ProbeKind = 'recorder' | 'beacon' | 'dialog' | 'title';

export const PROBE_KINDS: readonly ProbeKind[] = ['recorder', 'beacon', 'dialog', 'title'];

/** The path a 'beacon' probe requests; the hostile demo server records each hit. */
export const XSS_HIT_PATH = '/xss-hit';

/** The global function a 'recorder' probe calls; journeys define it before the page loads. */
export const XSS_RECORDER = '__xss';

/** What a 'title' probe sets document.title to: XSS followed by the probe's id. */
export const XSS_TITLE_PREFIX = 'XSS';

/** The JavaScript of a probe: no quotes (payloads put it inside either kind), no spaces. */
export function probe(id: number, kind: ProbeKind): string {
  switch (kind) {
    case 'recorder':
      return `${XSS_RECORDER}(${id})`;
    case 'beacon':
      return `fetch(\`${XSS_HIT_PATH}?id=${id}\`)`;
    case 'dialog':
      return `alert(${id})`;
    case 'title':
      return `document.title=\`${XSS_TITLE_PREFIX}${id}\``;
  }
}

/** Where a payload is meant to strike. */
export type PayloadContext =
  | 'markup' // HTML elements and event handlers
  | 'attribute' // breaking out of an attribute value
  | 'url' // javascript:, data: and friends where a link or source is built
  | 'template' // expression and interpolation syntaxes
  | 'head' // breaking out of <title>, <meta> or a JSON-LD script
  | 'encoded'; // entities, percent-encoding, unicode look-alikes

export interface XssPayload {
  /** short and unique, e.g. 'img-onerror' */
  name: string;
  context: PayloadContext;
  /** the payload with `js` (a probe) as what it runs */
  build: (js: string) => string;
  /**
   * The probe kind the payload must use, when only one can work: a data: document has an opaque
   * origin, so only an alert is seen from there.
   */
  kind?: ProbeKind;
}

const base64 = (text: string): string => Buffer.from(text, 'utf8').toString('base64');
/** Every character as a hexadecimal HTML entity: '&#x6a;&#x61;…'. */
const hexEntities = (text: string): string =>
  [...text].map((char) => `&#x${char.codePointAt(0)!.toString(16)};`).join('');

export const XSS_CORPUS: readonly XssPayload[] = [
  // ------------------------------------------------------------ markup and event handlers
  { name: 'script', context: 'markup', build: (js) => `<script>${js}</script>` },
  { name: 'img-onerror', context: 'markup', build: (js) => `<img src=x onerror=${js}>` },
  {
    name: 'img-onerror-quoted',
    context: 'markup',
    build: (js) => `<IMG SRC="x" ONERROR="${js}">`,
  },
  { name: 'svg-onload', context: 'markup', build: (js) => `<svg onload=${js}>` },
  { name: 'svg-slash-onload', context: 'markup', build: (js) => `<svg/onload=${js}>` },
  {
    name: 'svg-animate-onbegin',
    context: 'markup',
    build: (js) => `<svg><animate onbegin=${js} attributeName=x dur=1s>`,
  },
  { name: 'svg-script', context: 'markup', build: (js) => `<svg><script>${js}</script></svg>` },
  { name: 'body-onload', context: 'markup', build: (js) => `<body onload=${js}>` },
  {
    name: 'details-ontoggle',
    context: 'markup',
    build: (js) => `<details open ontoggle=${js}><summary>x</summary></details>`,
  },
  { name: 'input-autofocus', context: 'markup', build: (js) => `<input autofocus onfocus=${js}>` },
  {
    name: 'video-source-onerror',
    context: 'markup',
    build: (js) => `<video><source onerror=${js}></video>`,
  },
  {
    name: 'marquee-onstart',
    context: 'markup',
    build: (js) => `<marquee onstart=${js}>x</marquee>`,
  },
  {
    name: 'custom-element-onfocus',
    context: 'markup',
    build: (js) => `<x-tag tabindex=1 autofocus onfocus=${js}>x</x-tag>`,
  },
  {
    name: 'iframe-srcdoc',
    context: 'markup',
    build: (js) => `<iframe srcdoc="<script>parent.${js}</script>"></iframe>`,
  },
  {
    name: 'iframe-javascript-src',
    context: 'markup',
    build: (js) => `<iframe src="javascript:parent.${js}"></iframe>`,
  },
  {
    name: 'object-data-javascript',
    context: 'markup',
    build: (js) => `<object data="javascript:${js}"></object>`,
  },
  {
    name: 'embed-data-html',
    context: 'markup',
    kind: 'dialog',
    build: (js) => `<embed src="data:text/html;base64,${base64(`<script>${js}</script>`)}">`,
  },
  {
    name: 'form-action-javascript',
    context: 'markup',
    build: (js) => `<form action="javascript:${js}"><button>Go</button></form>`,
  },
  {
    name: 'button-formaction',
    context: 'markup',
    build: (js) => `<form><button formaction="javascript:${js}">Go</button></form>`,
  },
  { name: 'base-href', context: 'markup', build: (js) => `<base href="javascript:${js}//">` },
  {
    name: 'style-import',
    context: 'markup',
    build: (js) => `<style>@import "javascript:${js}";</style>`,
  },
  {
    name: 'css-expression',
    context: 'markup',
    build: (js) =>
      `<div style="width:expression(${js});background:url(javascript:${js})">CSS</div>`,
  },
  {
    name: 'template-element',
    context: 'markup',
    build: (js) => `<template><img src=x onerror=${js}></template><img src=x onerror=${js}>`,
  },
  // the mutation XSS family: markup that changes meaning when it is parsed a second time
  {
    name: 'mxss-noscript',
    context: 'markup',
    build: (js) => `<noscript><p title="</noscript><img src=x onerror=${js}>"></noscript>`,
  },
  {
    name: 'mxss-math-style',
    context: 'markup',
    build: (js) => `<math><mtext><table><mglyph><style><img src=x onerror=${js}>`,
  },
  {
    name: 'mxss-svg-style',
    context: 'markup',
    build: (js) => `<svg></p><style><a id="</style><img src=x onerror=${js}>">`,
  },
  {
    name: 'comment-breakout',
    context: 'markup',
    build: (js) => `<!--<img src="--><img src=x onerror=${js}//">`,
  },
  {
    name: 'nested-script',
    context: 'markup',
    build: (js) => `<scr<script>ipt>${js}</scr</script>ipt>`,
  },
  {
    name: 'polyglot',
    context: 'markup',
    build: (js) =>
      `jaVasCript:/*-/*\`/*\\\`/*'/*"/**/(/* */oNcliCk=${js} )//%0D%0A%0d%0a//</stYle/</titLe/</teXtarEa/</scRipt/--!>\\x3csVg/<sVg/oNloAd=${js}//>\\x3e`,
  },
  // ------------------------------------------------------------ links and sources
  {
    name: 'a-javascript',
    context: 'url',
    build: (js) => `<a href="javascript:${js}">Link</a>`,
  },
  {
    name: 'a-javascript-mixed-case',
    context: 'url',
    build: (js) => `<a href="JaVaScRiPt:${js}">Link</a>`,
  },
  {
    name: 'a-javascript-entity',
    context: 'url',
    build: (js) => `<a href="&#106;avascript&colon;${js}">Link</a>`,
  },
  {
    name: 'a-javascript-hex-entities',
    context: 'url',
    build: (js) => `<a href="${hexEntities('javascript:')}${js}">Link</a>`,
  },
  {
    name: 'a-javascript-tab',
    context: 'url',
    build: (js) => `<a href="java&#9;script:${js}">Link</a>`,
  },
  {
    name: 'a-javascript-leading-space',
    context: 'url',
    build: (js) => `<a href=" &#14; javascript:${js}">Link</a>`,
  },
  {
    name: 'a-data-html',
    context: 'url',
    kind: 'dialog',
    build: (js) => `<a href="data:text/html;base64,${base64(`<script>${js}</script>`)}">Link</a>`,
  },
  {
    name: 'a-vbscript',
    context: 'url',
    build: (js) => `<a href="vbscript:${js}">Link</a>`,
  },
  {
    name: 'svg-a-xlink',
    context: 'url',
    build: (js) => `<svg><a xlink:href="javascript:${js}"><text x="0" y="20">Link</text></a></svg>`,
  },
  { name: 'bare-javascript-url', context: 'url', build: (js) => `javascript:${js}` },
  {
    name: 'bare-data-url',
    context: 'url',
    kind: 'dialog',
    build: (js) => `data:text/html,<script>${js}</script>`,
  },
  { name: 'markdown-link', context: 'url', build: (js) => `[Link](javascript:${js})` },
  { name: 'markdown-image', context: 'url', build: (js) => `![x](javascript:${js})` },
  {
    name: 'markdown-reference',
    context: 'url',
    build: (js) => `[Link][1] [1]: javascript:${js}`,
  },
  // ------------------------------------------------------------ attribute breakouts
  {
    name: 'double-quote-breakout',
    context: 'attribute',
    build: (js) => `"><script>${js}</script>`,
  },
  {
    name: 'single-quote-breakout',
    context: 'attribute',
    build: (js) => `'><img src=x onerror=${js}>`,
  },
  {
    name: 'double-quote-event',
    context: 'attribute',
    build: (js) => `" autofocus onfocus="${js}" x="`,
  },
  {
    name: 'single-quote-event',
    context: 'attribute',
    build: (js) => `' onmouseover='${js}' x='`,
  },
  { name: 'unquoted-event', context: 'attribute', build: (js) => `x onpointerenter=${js} y=` },
  {
    name: 'js-string-breakout',
    context: 'attribute',
    build: (js) => `';${js};//\\';${js};//";${js};//\\";${js};//`,
  },
  // ------------------------------------------------------------ template and interpolation syntaxes
  {
    name: 'angular-constructor',
    context: 'template',
    build: (js) => `{{constructor.constructor('${js}')()}}`,
  },
  {
    name: 'angular-sandbox-escape',
    context: 'template',
    build: (js) => `{{'a'.constructor.prototype.charAt=[].join;$eval('x=1} } };${js};//');}}`,
  },
  { name: 'template-literal', context: 'template', build: (js) => `\${${js}}` },
  { name: 'erb-and-jsp', context: 'template', build: (js) => `<%= ${js} %> #{${js}} @{${js}}` },
  {
    name: 'i18next-interpolation',
    context: 'template',
    build: (js) => `{{lng}} {{- label}} {{count}} {{${js}}}`,
  },
  {
    name: 'i18next-nesting',
    context: 'template',
    build: (js) => `$t(ui:close) $t(common:xss, {"x": "${js}"})`,
  },
  {
    name: 'vue-mustache',
    context: 'template',
    build: (js) => `{{_c.constructor('${js}')()}} <div v-html="'<img src=x onerror=${js}>'"></div>`,
  },
  // ------------------------------------------------------------ the page head
  { name: 'title-breakout', context: 'head', build: (js) => `</title><script>${js}</script>` },
  {
    name: 'json-ld-breakout',
    context: 'head',
    build: (js) => `"}</script><script>${js}</script><script type="application/ld+json">{"x":"`,
  },
  {
    name: 'meta-content-breakout',
    context: 'head',
    build: (js) => `0;url=javascript:${js}" http-equiv="refresh`,
  },
  {
    name: 'meta-refresh',
    context: 'head',
    build: (js) => `<meta http-equiv="refresh" content="0;url=javascript:${js}">`,
  },
  // ------------------------------------------------------------ encodings and look-alikes
  {
    name: 'html-entities',
    context: 'encoded',
    build: (js) => `&lt;script&gt;${js}&lt;/script&gt;`,
  },
  {
    name: 'percent-encoded',
    context: 'encoded',
    build: (js) => `%3Cscript%3E${encodeURIComponent(js)}%3C%2Fscript%3E`,
  },
  {
    name: 'double-percent-encoded',
    context: 'encoded',
    build: (js) => `%253Cimg%2520src%253Dx%2520onerror%253D${js}%253E`,
  },
  {
    name: 'unicode-escapes',
    context: 'encoded',
    build: (js) => `\\u003cscript\\u003e${js}\\u003c/script\\u003e`,
  },
  {
    name: 'fullwidth-brackets',
    context: 'encoded',
    build: (js) => `\uff1cscript\uff1e${js}\uff1c/script\uff1e`,
  },
  {
    name: 'zero-width-javascript',
    context: 'encoded',
    build: (js) => `<a href="java\u200bscript:${js}">Link</a>`,
  },
  {
    name: 'utf7',
    context: 'encoded',
    build: (js) => `+ADw-script+AD4-${js}+ADw-/script+AD4-`,
  },
];

/** The corpus entry called `name`. */
export function corpusPayload(name: string): XssPayload {
  const found = XSS_CORPUS.find((payload) => payload.name === name);
  if (!found) throw new Error(`no payload ${name} in the XSS corpus`);
  return found;
}

/** One payload with its probe: what goes into a text, and which id it reports. */
export interface PlacedPayload {
  id: number;
  payload: string;
  name: string;
  kind: ProbeKind;
}

/** `payload` armed with probe `id`; the kind rotates with the id unless the payload needs one. */
export function armPayload(payload: XssPayload, id: number): PlacedPayload {
  const kind = payload.kind ?? PROBE_KINDS[id % PROBE_KINDS.length];
  return { id, payload: payload.build(probe(id, kind)), name: payload.name, kind };
}
