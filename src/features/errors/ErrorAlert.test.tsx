import { useState } from 'react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Dialog from '../../components/Dialog';
import { renderWithProviders } from '../../test/renderWithProviders';
import ErrorAlert from './ErrorAlert';
import { errorRaised, selectErrorAlert } from './errorAlertSlice';

describe('ErrorAlert', () => {
  it('shows nothing while there is no error', () => {
    renderWithProviders(<ErrorAlert />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the title and the server detail verbatim', () => {
    renderWithProviders(<ErrorAlert />, {
      preloadedState: {
        errorAlert: {
          visible: true,
          detail: 'Der Gutschein ist ungültig',
          messageKey: null,
          failed: null,
        },
      },
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Fehler');
    expect(alert).toHaveTextContent('Der Gutschein ist ungültig');
    expect(alert).toHaveAccessibleName('Fehler');
  });

  it('says what failed in its title, with the server’s detail below', () => {
    const { store } = renderWithProviders(<ErrorAlert />);
    act(() => {
      store.dispatch(errorRaised({ detail: 'Interner Serverfehler', failed: 'removeTicket' }));
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveAccessibleName('Das Ticket konnte nicht entfernt werden');
    expect(alert).toHaveTextContent('Interner Serverfehler');
  });

  it.each([
    ['en', 'The voucher could not be redeemed'],
    ['fr', "Le bon n'a pas pu être utilisé"],
    ['it', 'Il buono non ha potuto essere riscattato'],
  ] as const)('says what failed in %s', (lang, title) => {
    const { store } = renderWithProviders(<ErrorAlert />, { lang });
    act(() => {
      store.dispatch(errorRaised({ messageKey: 'errors.network', failed: 'addVoucher' }));
    });
    expect(screen.getByRole('alert')).toHaveAccessibleName(title);
  });

  it('translates a message key in the visitor language', () => {
    const { store } = renderWithProviders(<ErrorAlert />);
    act(() => {
      store.dispatch(errorRaised({ messageKey: 'errors.network' }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Ein Netzwerkfehler ist aufgetreten');
  });

  it.each([
    ['en', 'Error', 'An error occurred', 'Close error message'],
    ['fr', 'Erreur', "Une erreur s'est produite", "Fermer le message d'erreur"],
    ['it', 'Errore', 'Si è verificato un errore', 'Chiudi il messaggio di errore'],
  ] as const)('speaks %s', (lang, title, message, close) => {
    renderWithProviders(<ErrorAlert />, {
      lang,
      preloadedState: {
        errorAlert: { visible: true, detail: null, messageKey: 'errors.generic', failed: null },
      },
    });
    expect(screen.getByRole('alert')).toHaveTextContent(title);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: close })).toBeInTheDocument();
  });

  it('is closed with the close button, which clears the error', async () => {
    const user = userEvent.setup();
    const { store } = renderWithProviders(<ErrorAlert />, {
      preloadedState: {
        errorAlert: { visible: true, detail: null, messageKey: 'errors.generic', failed: null },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Fehlermeldung schliessen' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(selectErrorAlert(store.getState())).toEqual({
      visible: false,
      detail: null,
      messageKey: null,
      failed: null,
    });
  });

  it('is operable by keyboard: Tab reaches the close button, Enter and Space close', async () => {
    const user = userEvent.setup();
    const { store } = renderWithProviders(<ErrorAlert />, {
      preloadedState: {
        errorAlert: { visible: true, detail: 'Eins', messageKey: null, failed: null },
      },
    });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Fehlermeldung schliessen' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    act(() => {
      store.dispatch(errorRaised({ detail: 'Zwei' }));
    });
    await user.tab();
    await user.keyboard(' ');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('does not take the focus away from the page (non-modal)', () => {
    const { store } = renderWithProviders(
      <>
        <input aria-label="Menge" />
        <ErrorAlert />
      </>,
    );
    screen.getByRole('textbox', { name: 'Menge' }).focus();
    act(() => {
      store.dispatch(errorRaised({ detail: 'x' }));
    });
    expect(screen.getByRole('textbox', { name: 'Menge' })).toHaveFocus();
    expect(screen.getByRole('alert')).not.toHaveAttribute('aria-modal');
  });

  it('is a new alert for every raised error, also with the same message: the visitor hears it again', () => {
    const { store } = renderWithProviders(<ErrorAlert />);
    act(() => {
      store.dispatch(errorRaised({ messageKey: 'errors.network' }));
    });
    const first = screen.getByRole('alert');
    act(() => {
      store.dispatch(errorRaised({ messageKey: 'errors.network' }));
    });
    const second = screen.getByRole('alert');
    expect(second).toHaveTextContent('Ein Netzwerkfehler ist aufgetreten');
    expect(second).not.toBe(first);
    expect(first).not.toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('lies inside an open modal dialog, so it is on top, reachable and can be closed there', async () => {
    const user = userEvent.setup();
    function PageWithPanel() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <Dialog open={open} onClose={() => setOpen(false)} title="Warenkorb">
            <button type="button">Entfernen</button>
          </Dialog>
          <ErrorAlert />
        </>
      );
    }
    const { store } = renderWithProviders(<PageWithPanel />);
    const panel = screen.getByRole('dialog', { name: 'Warenkorb' });
    act(() => {
      store.dispatch(errorRaised({ messageKey: 'errors.network' }));
    });
    const alert = within(panel).getByRole('alert');
    expect(alert).toHaveTextContent('Ein Netzwerkfehler ist aufgetreten');

    // the panel closes: the same toast (not a new one) goes back to the page
    await user.click(within(panel).getByRole('button', { name: 'Schliessen' }));
    await act(() => Promise.resolve());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toBe(alert);
    expect(panel).not.toContainElement(alert);

    // the close button clears it
    await user.click(screen.getByRole('button', { name: 'Fehlermeldung schliessen' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(selectErrorAlert(store.getState()).visible).toBe(false);
  });
});
