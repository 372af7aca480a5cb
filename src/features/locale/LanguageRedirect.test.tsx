import { screen } from '@testing-library/react';
import { renderWithRouter } from '../../test/renderWithRouter';
import { LANGUAGE_COOKIE } from '../../lib/languages';
import LanguageRedirect from './LanguageRedirect';
import { firstLanguage } from './firstLanguage';

const routes = [
  { path: '/', element: <LanguageRedirect /> },
  { path: '/:lang', element: <h1>Startseite</h1> },
];

describe('LanguageRedirect', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    document.cookie = `${LANGUAGE_COOKIE}=; path=/; max-age=0`;
  });

  it('goes to the language firstLanguage gives the root path, keeping query and hash', async () => {
    document.cookie = `${LANGUAGE_COOKIE}=it; path=/`;
    const { location } = renderWithRouter(routes, { path: '/?utm_source=x#top' });
    expect(await screen.findByRole('heading', { name: 'Startseite' })).toBeInTheDocument();
    expect(location()).toMatchObject({
      pathname: '/it',
      search: '?utm_source=x',
      hash: '#top',
    });
    expect(firstLanguage('/')).toBe('it');
  });

  it("without a remembered choice, follows the browser's languages", async () => {
    jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-CH', 'de-CH']);
    const { location } = renderWithRouter(routes, { path: '/' });
    await screen.findByRole('heading', { name: 'Startseite' });
    expect(location().pathname).toBe('/fr');
  });
});
