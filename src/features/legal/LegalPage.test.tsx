import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import type { Lang } from '../../api/types';
import { demoApiPerTest } from '../../test/demoApi';
import ShopLayout from '../../app/layout/ShopLayout';
import { renderWithRouter } from '../../test/renderWithRouter';
import { resources } from '../locale/resources';
import ImprintPage from './ImprintPage';
import PrivacyPolicyPage from './PrivacyPolicyPage';

const start = demoApiPerTest();

const routes: RouteObject[] = [
  {
    path: '/:lang',
    element: <ShopLayout />,
    children: [
      { index: true, element: <h1>Start</h1> },
      { path: 'about/imprint', element: <ImprintPage /> },
      { path: 'about/privacy-policy', element: <PrivacyPolicyPage /> },
    ],
  },
];

const LANGS: Lang[] = ['de', 'en', 'fr', 'it'];

describe.each(LANGS)('the legal pages in %s', (lang) => {
  const texts = resources[lang].legal;

  it('show the imprint with its sections and title', async () => {
    const api = await start();
    renderWithRouter(routes, { store: api.makeStore(), path: `/${lang}/about/imprint` });
    const main = screen.getByRole('main');
    expect(
      within(main).getByRole('heading', { level: 1, name: texts.imprint.title }),
    ).toBeInTheDocument();
    const headings = within(main)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual(texts.imprint.sections.map((section) => section.heading));
    expect(main).toHaveTextContent('Kulturhaus Demo');
    expect(main).toHaveTextContent('CHE-000.000.000');
    expect(main).toHaveTextContent(texts.updated);
    await waitFor(() =>
      expect(document.title).toBe(`${texts.imprint.title} · Kulturhaus Demo · Billett`),
    );
  });

  it('show the privacy policy: order data, payment provider and tracking only after consent', async () => {
    const api = await start();
    renderWithRouter(routes, { store: api.makeStore(), path: `/${lang}/about/privacy-policy` });
    const main = screen.getByRole('main');
    expect(
      within(main).getByRole('heading', { level: 1, name: texts.privacyPolicy.title }),
    ).toBeInTheDocument();
    expect(within(main).getAllByRole('heading', { level: 2 })).toHaveLength(
      texts.privacyPolicy.sections.length,
    );
    expect(main).toHaveTextContent(texts.privacyPolicy.intro);
    for (const provider of ['Google Analytics', 'Meta', 'TikTok', 'Wallee']) {
      expect(main).toHaveTextContent(provider);
    }
    const paragraphs = texts.privacyPolicy.sections.flatMap((section) => section.paragraphs).length;
    expect(paragraphs).toBeGreaterThanOrEqual(12);
    await waitFor(() =>
      expect(document.title).toBe(`${texts.privacyPolicy.title} · Kulturhaus Demo · Billett`),
    );
  });
});

describe('the legal texts', () => {
  it('use Swiss German spelling', () => {
    expect(JSON.stringify(resources.de.legal)).not.toContain('ß');
  });

  it('are reached from the footer, with focus on the page title', async () => {
    const api = await start();
    const user = userEvent.setup();
    renderWithRouter(routes, { store: api.makeStore(), path: '/de' });
    // the footer comes with the page's content, once the shop is there
    await user.click(await screen.findByRole('link', { name: 'Datenschutzerklärung' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toHaveFocus();
    await user.click(screen.getByRole('link', { name: 'Impressum' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Impressum' })).toHaveFocus();
  });
});
