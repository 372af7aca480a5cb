import { screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { demoApiPerTest } from '../../test/demoApi';
import { renderWithRouter } from '../../test/renderWithRouter';
import PageHead, { type PageHeadProps } from './PageHead';

const start = demoApiPerTest();

const routes = (props: PageHeadProps = {}): RouteObject[] => [
  {
    path: '/:lang/*',
    element: (
      <>
        <PageHead {...props} />
        <h1>Seite</h1>
      </>
    ),
  },
];

const head = (selector: string) => document.head.querySelector(selector);
const metaContent = (selector: string) => head(selector)?.getAttribute('content');

async function renderHead(path: string, props: PageHeadProps = {}) {
  const api = await start();
  const utils = renderWithRouter(routes(props), { store: api.makeStore(), path });
  await waitFor(() => expect(head('meta[property="og:site_name"]')).not.toBeNull());
  return utils;
}

describe('PageHead', () => {
  it("titles the page 'Page · Shop · Brand', without the shop until it is loaded", async () => {
    const api = await start();
    renderWithRouter(routes({ title: 'Impressum' }), {
      store: api.makeStore(),
      path: '/de/about/imprint',
    });
    expect(document.title).toBe('Impressum · Billett');
    await waitFor(() => expect(document.title).toBe('Impressum · Kulturhaus Demo · Billett'));
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
  });

  it('falls back to the last path segment in title case', async () => {
    await renderHead('/de/about/privacy-policy', { title: null });
    expect(document.title).toBe('Privacy Policy · Kulturhaus Demo · Billett');
  });

  it('links the canonical URL: lower case, only whitelisted query parameters, sorted', async () => {
    await renderHead(
      '/de/C/Main-Konzerte?token=abc&sort=date&utm_source=news&page=2&presaleToken=x',
    );
    expect(head('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost/de/c/main-konzerte?page=2&sort=date',
    );
  });

  it('links the page in every language and x-default', async () => {
    await renderHead('/fr/c/main-konzerte?page=2&token=abc');
    const alternates = [...document.head.querySelectorAll('link[rel="alternate"]')].map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]);
    expect(alternates).toEqual([
      ['de', 'http://localhost/de/c/main-konzerte?page=2'],
      ['en', 'http://localhost/en/c/main-konzerte?page=2'],
      ['fr', 'http://localhost/fr/c/main-konzerte?page=2'],
      ['it', 'http://localhost/it/c/main-konzerte?page=2'],
      ['x-default', 'http://localhost/de/c/main-konzerte?page=2'],
    ]);
  });

  it('describes the page with the shop description in the page language, without HTML', async () => {
    await renderHead('/de');
    expect(metaContent('meta[name="description"]')).toBe(
      'Willkommen im Kulturhaus Demo: Konzerte, Theater und Familienprogramme unter einem Dach. ' +
        'Tickets, Gutscheine und Übernachtungen buchen Sie hier bequem online.',
    );
  });

  it('names the site and the locale', async () => {
    await renderHead('/fr/about/imprint', { title: 'Mentions légales' });
    expect(metaContent('meta[property="og:site_name"]')).toBe('Kulturhaus Demo');
    expect(metaContent('meta[property="og:locale"]')).toBe('fr_CH');
    expect(metaContent('meta[property="og:title"]')).toBe(
      'Mentions légales · Kulturhaus Demo · Billett',
    );
    expect(metaContent('meta[name="description"]')).toMatch(
      /^Bienvenue au Kulturhaus Demo : concerts/,
    );
    expect(metaContent('meta[name="description"]')).not.toMatch(/[<>]/);
  });

  it('takes its tags out of the head when the page goes', async () => {
    const { unmount } = await renderHead('/de');
    expect(screen.getByRole('heading', { name: 'Seite' })).toBeInTheDocument();
    unmount();
    expect(head('link[rel="canonical"]')).toBeNull();
    expect(head('meta[name="description"]')).toBeNull();
  });
});
