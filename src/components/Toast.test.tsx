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
