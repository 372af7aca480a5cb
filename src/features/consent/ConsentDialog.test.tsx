import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/renderWithProviders';
import SiteFooter from '../../app/layout/SiteFooter';
import { CONSENT_COOKIE, readConsentCookie } from './consentCookie';
import ConsentDialog from './ConsentDialog';
import { makeStore } from '../../app/store';
import { selectConsentDialogShown, selectConsentStatus } from './consentSlice';

function Page() {
  return (
    <>
      <a href="#main">Skip</a>
      <ConsentDialog />
      <main id="main" tabIndex={-1}>
        <h1>Page</h1>
        <button type="button">Something on the page</button>
      </main>
      <SiteFooter lang="de" />
    </>
  );
}

const consentWrites = () =>
  jest.spyOn(document, 'cookie', 'set').mockImplementation(function (
    this: Document,
    value: string,
  ) {
    // still write it: the spy only watches
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    descriptor?.set?.call(this, value);
  });

describe('the consent dialog', () => {
  afterEach(() => {
    document.cookie = `${CONSENT_COOKIE}=; max-age=0; path=/`;
  });

  it('shows while undecided: a named, non-modal dialog that takes no focus and does not hide the page', () => {
    renderWithProviders(<Page />);
    const dialog = screen.getByRole('dialog', { name: 'Cookies und Tracking' });
    expect(dialog).toHaveAttribute('aria-modal', 'false');
    expect(dialog).toHaveAccessibleDescription(/Analyse- und Werbediensten/);
    expect(document.body).toHaveFocus();
    // the page stays usable and in the accessibility tree
    expect(screen.getByRole('button', { name: 'Something on the page' })).toBeVisible();
    expect(within(dialog).getByRole('link', { name: /Datenschutzerklärung/ })).toHaveAttribute(
      'href',
      '/de/about/privacy-policy',
    );
    // no closing without a choice
    expect(within(dialog).queryByRole('button', { name: /Schliessen/ })).toBeNull();
  });

  it("is in the page's first paint: on screen before it is marked shown", () => {
    const store = makeStore();
    const onScreenWhenMarked: boolean[] = [];
    let seen = selectConsentDialogShown(store.getState());
    store.subscribe(() => {
      const shown = selectConsentDialogShown(store.getState());
      if (shown && !seen)
        onScreenWhenMarked.push(document.querySelector('.consent-banner') !== null);
      seen = shown;
    });
    renderWithProviders(<Page />, { store });
    // dialogShown comes from an effect after the first commit: the banner was in that commit
    expect(onScreenWhenMarked).toEqual([true]);
  });

  it('offers Accept all and Reject all on the first layer, equally prominent', () => {
    renderWithProviders(<Page />);
    const dialog = screen.getByRole('dialog');
    const reject = within(dialog).getByRole('button', { name: 'Alle ablehnen' });
    const accept = within(dialog).getByRole('button', { name: 'Alle akzeptieren' });
    expect(accept.className).toBe(reject.className);
    expect(accept.className).toContain('button--solid');
    expect(accept.className).toContain('button--normal');
    expect(within(dialog).getAllByRole('button')).toEqual([reject, accept]);
  });

  it('works from the keyboard: Tab reaches the choices right after the skip link; the choice is kept for a year', async () => {
    const user = userEvent.setup();
    const writes = consentWrites();
    const { store } = renderWithProviders(<Page />);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Mehr in der Datenschutzerklärung' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Alle ablehnen' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(selectConsentStatus(store.getState())).toBe('rejected');
    expect(screen.queryByRole('dialog')).toBeNull();
    // focus is not lost: it goes on in the page's content
    expect(screen.getByRole('main')).toHaveFocus();
    expect(writes).toHaveBeenCalledWith(
      expect.stringMatching(
        new RegExp(`^${CONSENT_COOKIE}=.*; path=/; SameSite=Lax; max-age=31536000$`),
      ),
    );
    expect(readConsentCookie()).toEqual({ consentAll: false, policyVersion: 0 });
  });

  it('reopens from the footer with focus inside; Escape keeps the choice and gives focus back', async () => {
    const user = userEvent.setup();
    const { store } = renderWithProviders(<Page />);
    await user.click(screen.getByRole('button', { name: 'Alle akzeptieren' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    const settings = screen.getByRole('button', { name: 'Cookie-Einstellungen' });
    await user.click(settings);
    const dialog = screen.getByRole('dialog', { name: 'Cookies und Tracking' });
    expect(within(dialog).getByRole('heading', { name: 'Cookies und Tracking' })).toHaveFocus();
    expect(dialog).toHaveTextContent('Ihre aktuelle Wahl: alle akzeptiert.');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(settings).toHaveFocus();
    expect(selectConsentStatus(store.getState())).toBe('accepted');
  });

  it('changes the choice from the footer: reject after accept, focus back on the footer button', async () => {
    const user = userEvent.setup();
    const { store } = renderWithProviders(<Page />);
    await user.click(screen.getByRole('button', { name: 'Alle akzeptieren' }));
    expect(readConsentCookie()).toEqual({ consentAll: true, policyVersion: 0 });

    const settings = screen.getByRole('button', { name: 'Cookie-Einstellungen' });
    await user.click(settings);
    await user.click(screen.getByRole('button', { name: 'Alle ablehnen' }));
    expect(selectConsentStatus(store.getState())).toBe('rejected');
    expect(readConsentCookie()).toEqual({ consentAll: false, policyVersion: 0 });
    expect(settings).toHaveFocus();

    // the close button keeps the choice too
    await user.click(settings);
    await user.click(screen.getByRole('button', { name: 'Schliessen, Wahl beibehalten' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(selectConsentStatus(store.getState())).toBe('rejected');
  });

  it('does not show when a choice was remembered, and speaks the visitor’s language', async () => {
    document.cookie = `${CONSENT_COOKIE}=${encodeURIComponent('{"consentAll":true,"policyVersion":0}')}; path=/`;
    renderWithProviders(<Page />);
    expect(screen.queryByRole('dialog')).toBeNull();
    document.cookie = `${CONSENT_COOKIE}=; max-age=0; path=/`;

    const { unmount } = renderWithProviders(<ConsentDialog />, { lang: 'en' });
    // the interface language comes from the locale slice; the texts from i18next
    const dialog = await screen.findByRole('dialog', { name: 'Cookies and tracking' });
    expect(within(dialog).getByRole('button', { name: 'Accept all' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Reject all' })).toBeInTheDocument();
    act(() => unmount());
  });
});
