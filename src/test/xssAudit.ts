/**
 * What a page must never hold when its server texts are hostile (the XSS corpus of
 * server/demoFixture/xssCorpus.ts): markup that runs or loads something the storefront did not put
 * there. Used by jest render tests (on a container) and, through page.evaluate, by the hostile
 * journeys (on the whole document) — so the function is self-contained: it may use nothing from
 * outside its own body.
 *
 * Found: inline scripts (but the storefront's own JSON-LD data blocks), scripts from places other than the storefront's own assets and the
 * stand-ins/third parties it loads on purpose (`allowedScriptPrefixes`), event handler attributes
 * (on…), javascript:/vbscript:/data:text/html values in any attribute, srcdoc, embedded frames
 * and objects the storefront does not make, <base>, <meta http-equiv>, styles with expression()
 * or url(javascript:…), and elements from the corpus that React never renders (img with src=x,
 * marquee, x-tag, details with ontoggle…).
 */
export interface AuditOptions {
  /** script src prefixes the page may load (its bundles, stand-ins); others are findings */
  allowedScriptPrefixes?: string[];
  /** iframes the page may hold (e.g. the payment lightbox), by src prefix */
  allowedFramePrefixes?: string[];
}

export function injectionFindings(root: ParentNode, options: AuditOptions = {}): string[] {
  const findings: string[] = [];
  const scripts = options.allowedScriptPrefixes ?? [];
  const frames = options.allowedFramePrefixes ?? [];
  const DATA_BLOCK_TYPES = ['application/ld+json', 'application/json'];
  const dangerousUrl = /^(?:javascript|vbscript|livescript|data:text\/html)/i;
  const urlAttributes =
    'href xlink:href src srcset action formaction data poster background cite codebase ping manifest content'.split(
      ' ',
    );
  // what browsers skip when they read a URL: controls, spaces, invisible marks
  // eslint-disable-next-line no-control-regex
  const ignoredInUrls = /[\u0000-\u0020\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\ufeff]/g;
  const describe = (element: Element): string => {
    const html = element.outerHTML;
    return html.length > 160 ? `${html.slice(0, 160)}…` : html;
  };
  const elements = Array.from(root.querySelectorAll('*'));
  for (const element of elements) {
    const tag = element.localName.toLowerCase();
    if (tag === 'script') {
      const src = element.getAttribute('src');
      if (src === null) {
        const text = (element.textContent ?? '').trim();
        // a data block never runs (HTML: a script whose type is no JavaScript type): the
        // storefront's schema.org JSON-LD, as it writes it (seo/eventJsonLd.ts), and the page's
        // data block the server sends (app/render/pageData.ts), valid JSON with every '<'
        // escaped; anything else inline is a finding
        const dataBlock =
          DATA_BLOCK_TYPES.includes(element.getAttribute('type') ?? '') &&
          !text.includes('<') &&
          (() => {
            try {
              JSON.parse(text);
              return true;
            } catch {
              return false;
            }
          })();
        if (text !== '' && !dataBlock) findings.push(`inline script: ${describe(element)}`);
      } else if (!scripts.some((prefix) => src.startsWith(prefix)))
        findings.push(`script from elsewhere: ${describe(element)}`);
    }
    if (['iframe', 'frame', 'object', 'embed', 'applet'].includes(tag)) {
      const src = element.getAttribute('src') ?? element.getAttribute('data') ?? '';
      if (!(tag === 'iframe' && src !== '' && frames.some((prefix) => src.startsWith(prefix))))
        findings.push(`embedded ${tag}: ${describe(element)}`);
    }
    if (tag === 'base') findings.push(`base element: ${describe(element)}`);
    if (tag === 'meta' && element.hasAttribute('http-equiv'))
      findings.push(`meta http-equiv: ${describe(element)}`);
    if (['marquee', 'x-tag', 'isindex'].includes(tag))
      findings.push(`corpus element: ${describe(element)}`);
    if (tag === 'img' && element.getAttribute('src') === 'x')
      findings.push(`corpus image: ${describe(element)}`);
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      const value = attribute.value;
      if (name.startsWith('on')) findings.push(`event handler ${name}: ${describe(element)}`);
      if (name === 'srcdoc') findings.push(`srcdoc: ${describe(element)}`);
      const url = value.replace(ignoredInUrls, '').replace(/^\d+\s*;\s*url=/i, '');
      if (urlAttributes.includes(name) && dangerousUrl.test(url))
        findings.push(`${name}="${value.slice(0, 80)}" on ${tag}`);
      if (name === 'style' && /expression\s*\(|url\s*\(\s*['"]?\s*javascript:/i.test(value))
        findings.push(`style ${value.slice(0, 80)} on ${tag}`);
    }
  }
  return findings;
}
