/**
 * Icon bodies reduced to drawing. An icon's body is SVG markup from the icon endpoint or, as a
 * fallback, the public icon service: markup from elsewhere, drawn with innerHTML. Before that it
 * is parsed into an inert document (DOMParser: nothing runs, nothing loads) and written anew
 * from an allow-list: shapes, groups, gradients, clip paths and masks with their presentation
 * attributes; references only to fragments of the icon itself (href="#id", url(#id)). Scripts,
 * event handlers, styles, animations, links, images, text and foreign content are left out.
 * Framework-free.
 */

const SVG_NS = 'http://www.w3.org/2000/svg';

const ELEMENTS = new Set([
  'g',
  'path',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'rect',
  'defs',
  'clipPath',
  'mask',
  'linearGradient',
  'radialGradient',
  'stop',
  'use',
  'symbol',
]);

const ATTRIBUTES = new Set([
  'id',
  'd',
  'points',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'fx',
  'fy',
  'width',
  'height',
  'viewBox',
  'pathLength',
  'transform',
  'opacity',
  'fill',
  'fill-rule',
  'fill-opacity',
  'clip-rule',
  'clip-path',
  'clipPathUnits',
  'mask',
  'maskUnits',
  'maskContentUnits',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-dasharray',
  'stroke-dashoffset',
  'stroke-opacity',
  'offset',
  'stop-color',
  'stop-opacity',
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'href',
  'xlink:href',
]);

/** A reference to a fragment of the icon itself: href="#a", fill="url(#a)". */
const FRAGMENT = /^#[\w.-]+$/;
const URL_VALUE = /url\s*\(/i;
const FRAGMENT_URL = /^url\(\s*['"]?#[\w.-]+['"]?\s*\)$/i;

/** Deeper nesting than this is cut off. */
const MAX_DEPTH = 32;

const escapeAttribute = (value: string): string =>
  value.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

function keptAttribute(name: string, value: string): boolean {
  if (!ATTRIBUTES.has(name)) return false;
  if (name === 'href' || name === 'xlink:href') return FRAGMENT.test(value.trim());
  if (URL_VALUE.test(value)) return FRAGMENT_URL.test(value.trim());
  return true;
}

function write(element: Element, depth: number): string {
  if (depth > MAX_DEPTH || element.namespaceURI !== SVG_NS) return '';
  const tag = element.localName;
  if (!ELEMENTS.has(tag)) return '';
  const attributes = Array.from(element.attributes)
    .filter((attribute) => keptAttribute(attribute.name, attribute.value))
    .map((attribute) => ` ${attribute.name}="${escapeAttribute(attribute.value)}"`)
    .join('');
  const children = Array.from(element.children)
    .map((child) => write(child, depth + 1))
    .join('');
  return `<${tag}${attributes}>${children}</${tag}>`;
}

/**
 * An icon body as safe SVG markup: only the allow-listed elements and attributes, every attribute
 * value escaped, no text. '' when nothing drawable is left, or when there is no DOM parser.
 */
export function safeSvgBody(body: string | null | undefined): string {
  if (!body || typeof DOMParser === 'undefined') return '';
  // parsed as the page would parse it inside <svg>, so the tree read here is the tree drawn
  const doc = new DOMParser().parseFromString(`<svg xmlns="${SVG_NS}">${body}</svg>`, 'text/html');
  const root = doc.body.querySelector('svg');
  if (!root) return '';
  return Array.from(root.children)
    .map((child) => write(child, 0))
    .join('');
}
