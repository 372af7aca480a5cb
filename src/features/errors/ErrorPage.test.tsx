import { screen } from '@testing-library/react';
import commonFr from '../../../locales/fr/common.json';
import commonDe from '../../../locales/de/common.json';
import { renderWithRouter } from '../../test/renderWithRouter';
import ErrorPage from './ErrorPage';

const notFoundAt = (path: string, lang: 'de' | 'fr') =>
  renderWithRouter([{ path: '/:lang/*', element: <ErrorPage status={404} /> }], { path, lang });

describe('ErrorPage', () => {
  it('leads home in the language of the address', () => {
    notFoundAt('/fr/nowhere', 'fr');
    expect(
      screen.getByRole('link', { name: commonFr.shared.actions.navigateHome }),
    ).toHaveAttribute('href', '/fr');
  });

  it('leads home in the default language when the address names no shop language', () => {
    notFoundAt('/xx/nowhere', 'de');
    expect(
      screen.getByRole('link', { name: commonDe.shared.actions.navigateHome }),
    ).toHaveAttribute('href', '/de');
  });
});
