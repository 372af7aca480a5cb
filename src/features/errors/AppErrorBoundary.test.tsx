/**
 * The app-level error boundary: a crash in the shop layout (which every route's error page shows
 * again, so it throws there too) ends in the boundary's own page, not a blank one.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setErrorReporter, type ErrorReporter } from '../../lib/errorReporting';
import { demoApiPerTest } from '../../test/demoApi';
import { renderApp } from '../../test/renderApp';
import { createI18n } from '../locale/i18n';
import AppErrorBoundary from './AppErrorBoundary';

// a layout component that crashes whenever it renders: in the layout, in the error pages' layout
jest.mock('../../app/layout/CartButton', () => ({
  __esModule: true,
  default: function CartButton() {
    throw new Error('the cart button broke');
  },
}));

const start = demoApiPerTest();
let reports: { error: unknown; context: Record<string, unknown> }[];
let previousReporter: ErrorReporter;

beforeEach(() => {
  localStorage.clear();
  reports = [];
  previousReporter = setErrorReporter((error, context) => reports.push({ error, context }));
  // React reports the caught render errors on the console; the reporter is what is checked
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  setErrorReporter(previousReporter);
  window.history.replaceState(null, '', '/');
});

describe('AppErrorBoundary', () => {
  it('a crash in the shop layout shows its page: the message, a reload, focus on the heading', async () => {
    const api = await start();
    const app = renderApp(api, '/de/c/main-konzerte');

    // the route's error page comes first, in the empty layout while the shop loads; with the
    // shop it shows the shop layout, which crashes again: the boundary's page
    const description = await screen.findByText(
      'Diese Seite konnte nicht angezeigt werden. Laden Sie sie neu – Ihr Warenkorb bleibt erhalten.',
    );
    expect(description).toBeVisible();
    const heading = screen.getByRole('heading', { level: 1, name: 'Etwas ist schiefgelaufen' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Seite neu laden' })).toBeEnabled();
    expect(screen.getByRole('main')).toContainElement(heading);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('Etwas ist schiefgelaufen');

    // reported once where it was shown: the route's error page (before the shop came; it renders
    // again when the shop comes, and runs its effects twice in StrictMode), then the crash page
    expect(reports.map((report) => report.context.where)).toEqual(['route', 'app']);
    expect(reports[0].context.status).toBe(500);
    const appReports = reports.filter((report) => report.context.where === 'app');
    expect(appReports).toHaveLength(1);
    expect(appReports[0].error).toEqual(new Error('the cart button broke'));
    expect(appReports[0].context.componentStack).toEqual(expect.stringContaining('CartButton'));
    app.unmount();
  });

  it('speaks the visitor’s language and reloads the page on request', async () => {
    const reload = jest.fn();
    function Broken(): never {
      throw new Error('broken');
    }
    render(
      <AppErrorBoundary texts={createI18n('fr')} reload={reload}>
        <Broken />
      </AppErrorBoundary>,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: "Une erreur s'est produite" }),
    ).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Recharger la page' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reports.map((report) => report.context.where)).toEqual(['app']);
  });

  it('renders its children while nothing crashed', () => {
    render(
      <AppErrorBoundary texts={createI18n('de')}>
        <p>Alles gut</p>
      </AppErrorBoundary>,
    );
    expect(screen.getByText('Alles gut')).toBeVisible();
    expect(reports).toEqual([]);
  });
});
