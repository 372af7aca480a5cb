import { render } from '@testing-library/react';
import { useDocumentHead, type HeadTag } from './documentHead';

function Head({ tags }: { tags: (HeadTag | null)[] }) {
  useDocumentHead(tags);
  return null;
}

const pageTags = (title: string, description: string | null): (HeadTag | null)[] => [
  { tag: 'title', text: title },
  { tag: 'link', attributes: { rel: 'canonical', href: 'http://localhost/de' } },
  description ? { tag: 'meta', attributes: { name: 'description', content: description } } : null,
];

const inHead = (selector: string) => document.head.querySelectorAll(selector);

describe('useDocumentHead', () => {
  it('puts the tags into the head and nothing into the page', () => {
    const { container } = render(<Head tags={pageTags('Konzerte · Billett', 'Jazz und mehr')} />);
    expect(document.title).toBe('Konzerte · Billett');
    expect(inHead('link[rel="canonical"]')).toHaveLength(1);
    expect(inHead('meta[name="description"]')[0]).toHaveAttribute('content', 'Jazz und mehr');
    expect(container).toBeEmptyDOMElement();
  });

  it('puts a script in only as a data block, its text as text', () => {
    const data = '{"name":"\\u003c/script\\u003e"}';
    const { unmount } = render(
      <Head
        tags={[
          { tag: 'script', attributes: { type: 'application/ld+json' }, text: data },
          { tag: 'script', attributes: { type: 'text/javascript' }, text: 'window.x = 1' },
          { tag: 'script', attributes: { src: '/evil.js' } },
          { tag: 'script', text: 'window.y = 1' },
        ]}
      />,
    );
    const scripts = inHead('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toHaveAttribute('type', 'application/ld+json');
    expect(scripts[0].textContent).toBe(data);
    expect(JSON.parse(scripts[0].textContent ?? '')).toEqual({ name: '</script>' });
    unmount();
    expect(inHead('script')).toHaveLength(0);
  });

  it('leaves out a missing tag and an attribute without a value', () => {
    render(
      <Head
        tags={[
          ...pageTags('Start', null),
          { tag: 'link', attributes: { rel: 'icon', href: '/favicon.ico', type: undefined } },
        ]}
      />,
    );
    expect(inHead('meta[name="description"]')).toHaveLength(0);
    expect(inHead('link[rel="icon"]')[0].hasAttribute('type')).toBe(false);
  });

  it('keeps its elements while the tags stay the same and replaces them when they change', () => {
    const { rerender } = render(<Head tags={pageTags('Start', 'Eins')} />);
    const canonical = inHead('link[rel="canonical"]')[0];
    rerender(<Head tags={pageTags('Start', 'Eins')} />);
    expect(inHead('link[rel="canonical"]')[0]).toBe(canonical);
    rerender(<Head tags={pageTags('Theater', 'Zwei')} />);
    expect(document.title).toBe('Theater');
    expect(inHead('title')).toHaveLength(1);
    expect(inHead('link[rel="canonical"]')).toHaveLength(1);
    expect(inHead('meta[name="description"]')[0]).toHaveAttribute('content', 'Zwei');
  });

  it('takes its tags out when it goes, and an earlier title shows again', () => {
    const first = render(<Head tags={pageTags('Erste', 'Eins')} />);
    const second = render(<Head tags={pageTags('Zweite', null)} />);
    expect(document.title).toBe('Zweite');
    second.unmount();
    expect(document.title).toBe('Erste');
    expect(inHead('link[rel="canonical"]')).toHaveLength(1);
    first.unmount();
    expect(inHead('title')).toHaveLength(0);
    expect(inHead('link[rel="canonical"], meta[name="description"]')).toHaveLength(0);
  });

  it('writes a title as its characters, never as markup', () => {
    const hostile = 'Demo </title><script>__xss(1)</script>';
    render(<Head tags={pageTags(hostile, hostile)} />);
    expect(document.title).toBe(hostile);
    expect(inHead('title')).toHaveLength(1);
    expect(document.querySelector('script')).toBeNull();
    expect(inHead('meta[name="description"]')[0]).toHaveAttribute('content', hostile);
  });
});
