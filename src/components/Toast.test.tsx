import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toast, ToastRegion } from './Toast';
import { renderWithUi } from './testUtils';

describe('Toast', () => {
  it('is an alert with a title, a body and a close button', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderWithUi(
      <ToastRegion>
        <Toast title="Something went wrong" onClose={onClose} closeLabel="Dismiss">
          Ein Netzwerkfehler ist aufgetreten
        </Toast>
      </ToastRegion>,
    );
    const alert = screen.getByRole('alert', { name: 'Something went wrong' });
    expect(alert).toHaveTextContent('Ein Netzwerkfehler ist aufgetreten');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('is a polite status for information, closed with the default label', () => {
    renderWithUi(<Toast title="Saved" tone="info" onClose={() => undefined} />, { lng: 'de' });
    expect(screen.getByRole('status', { name: 'Saved' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Schliessen' })).toBeInTheDocument();
  });

  it('has no close button without onClose', () => {
    renderWithUi(<Toast title="Note" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('Toast for warnings with actions', () => {
  it('is an alert with its buttons under the message, in a named region at the top', async () => {
    const user = userEvent.setup();
    const onKeep = jest.fn();
    renderWithUi(
      <ToastRegion placement="top" label="Reservation">
        <Toast
          tone="warning"
          title="Your reservation ends soon"
          onClose={() => undefined}
          actions={
            <button type="button" onClick={onKeep}>
              Keep it
            </button>
          }
        >
          Less than 2 minutes left.
        </Toast>
      </ToastRegion>,
    );
    const region = screen.getByRole('region', { name: 'Reservation' });
    expect(region).toHaveClass('toast-region', 'toast-region--top');
    const alert = screen.getByRole('alert', { name: 'Your reservation ends soon' });
    expect(region).toContainElement(alert);
    expect(alert).toHaveTextContent('Less than 2 minutes left.');
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(onKeep).toHaveBeenCalledTimes(1);
  });

  it('can leave announcing to its caller: then it is a named group, no live region', () => {
    renderWithUi(<Toast title="Extended" tone="success" live={false} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Extended' })).toBeInTheDocument();
  });
});
