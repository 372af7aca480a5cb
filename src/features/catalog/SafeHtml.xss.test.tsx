/**
 * The XSS corpus (server/demoFixture/xssCorpus.ts) through the rich-text sanitizer and SafeHtml:
 * nothing that runs survives, the words around the payloads do, and the sanitized HTML means the
 * same when it is parsed again (no mutation XSS).
 */
import { render } from '@testing-library/react';
import { armPayload, XSS_CORPUS } from '../../../server/demoFixture/xssCorpus';
import { safeHref } from '../../lib/safeHref';
import { safeTreeText, sanitizeHtml, sanitizeToTree, type SafeNode } from '../../lib/safeHtml';
import { injectionFindings } from '../../test/xssAudit';
import SafeHtml from './SafeHtml';

const armed = XSS_CORPUS.map((payload, index) => armPayload(payload, index + 1));
const cases = armed.map((entry) => [entry.name, entry.payload] as const);

const hrefs = (nodes: readonly SafeNode[]): string[] =>
  nodes.flatMap((node) =>
    node.type === 'text' ? [] : [...(node.href ? [node.href] : []), ...hrefs(node.children)],
  );

describe('the sanitizer and the XSS corpus', () => {
  it.each(cases)('%s: SafeHtml renders nothing that runs', (_name, payload) => {
    const html = `<p>Vorher ${payload} nachher</p>`;
    const { container } = render(<SafeHtml html={html} />);
    expect(injectionFindings(container)).toEqual([]);
    // the words before stay (an unclosed <svg> or <script> takes what follows with it, as in a page)
    expect(container.textContent).toMatch(/^Vorher /);
    for (const href of hrefs(sanitizeToTree(html))) expect(safeHref(href)).toBe(href);
  });

  it.each(cases)('%s: the sanitized HTML is stable when parsed again', (_name, payload) => {
    const once = sanitizeHtml(`<p>${payload}</p>`);
    expect(sanitizeHtml(once)).toBe(once);
    const parsed = document.createElement('div');
    parsed.innerHTML = once; // test only: what the string would become in a page
    expect(injectionFindings(parsed)).toEqual([]);
  });

  it('keeps the text of payloads that are only text, so the visitor sees them as written', () => {
    const text = armed.filter((entry) =>
      ['template-literal', 'angular-constructor', 'i18next-nesting', 'unicode-escapes'].includes(
        entry.name,
      ),
    );
    for (const entry of text)
      expect(safeTreeText(sanitizeToTree(`<p>${entry.payload}</p>`))).toBe(entry.payload);
    const entities = armed.find((entry) => entry.name === 'html-entities')!;
    expect(safeTreeText(sanitizeToTree(entities.payload))).toBe(
      entities.payload.replace(/&lt;/g, '<').replace(/&gt;/g, '>'),
    );
  });

  it('keeps no link that is not http(s) or relative', () => {
    const all = sanitizeToTree(armed.map((entry) => `<p>${entry.payload}</p>`).join(''));
    expect(hrefs(all)).toEqual([]);
  });
});
