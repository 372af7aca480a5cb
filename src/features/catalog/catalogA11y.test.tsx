import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { demoApiPerTest } from '../../test/demoApi';
import { renderWithProviders } from '../../test/renderWithProviders';
import { CatalogRoutes } from './catalogTestRoutes';

const start = demoApiPerTest();
// the first page pays the file's cold start (the demo shop, axe, the dev store's checks of a large
// shop answer): over 15 s once, with other test runs and builds beside it on 2 cores
jest.setTimeout(60_000);

/** axe on the rendered page; colour contrast needs a real renderer, so the browser journeys check it. */
async function violations(container: HTMLElement) {
  // jsdom has no canvas; axe's text checks ask for one and jsdom says so on console.error
  const realError = console.error;
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes('HTMLCanvasElement.prototype.getContext')) realError(...args);
  });
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`,
  );
}

describe('catalog pages have no axe violations', () => {
  it.each([
    ['/de', 'Kulturhaus Demo'],
    ['/en/c/main-konzerte', 'Concerts'],
    ['/fr/c/cat-sinfonie-winter', "Concert symphonique d'hiver"],
    ['/de/a/familienpaket-zirkus-pl-familienpaket', 'Familienpaket Zirkus'],
    ['/en/a/kammermusik-am-sonntag-pl-kammermusik', 'Sunday Chamber Music'],
    ['/it/a/konzert-und-uebernachtung-pl-konzert-hotel', 'Concerto & notte all’Hotel Seeblick'],
    ['/en/a/sinfoniekonzert-winter-pl-sinfonie-winter', 'Winter Symphony Concert'],
    ['/de/a/die-zauberfloete-pl-zauberfloete', 'Die Zauberflöte'],
  ])('%s', async (path, title) => {
    const api = await start();
    const lang = path.slice(1, 3) as 'de' | 'en' | 'fr' | 'it';
    const { container } = renderWithProviders(
      <main>
        <CatalogRoutes />
      </main>,
      { store: api.makeStore(), lang, path },
    );
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(await violations(container)).toEqual([]);
  });
});
