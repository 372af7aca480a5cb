import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Dialog from './Dialog';
import Drawer from './Drawer';
import { renderWithUi } from './testUtils';

function Harness({
  kind = 'dialog',
  withField = true,
}: {
  kind?: 'dialog' | 'drawer';
  withField?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const Frame = kind === 'dialog' ? Dialog : Drawer;
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <button type="button">Elsewhere</button>
      <Frame
        open={open}
        onClose={() => setOpen(false)}
        title="Your cart"
        closeLabel="Close the cart"
        footer={<button type="button">Checkout</button>}
      >
        {withField ? (
          <label>
            Voucher <input />
          </label>
        ) : (
          <p>Nothing to do here.</p>
        )}
      </Frame>
    </>
  );
}

describe.each(['dialog', 'drawer'] as const)('%s', (kind) => {
  it('opens as a modal dialog named by its title, focus on the first field', async () => {
    const user = userEvent.setup();
    renderWithUi(<Harness kind={kind} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Your cart' });
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveClass(`modal--${kind}`);
    expect(screen.getByRole('textbox', { name: 'Voucher' })).toHaveFocus();
  });

  it('focuses the heading when there is nothing to fill in', async () => {
    const user = userEvent.setup();
    renderWithUi(<Harness kind={kind} withField={false} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('heading', { name: 'Your cart' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    renderWithUi(<Harness kind={kind} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with the close button, named by the caller', async () => {
    const user = userEvent.setup();
    renderWithUi(<Harness kind={kind} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Close the cart' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    renderWithUi(<Harness kind={kind} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const field = screen.getByRole('textbox', { name: 'Voucher' });
    const checkout = screen.getByRole('button', { name: 'Checkout' });
    const close = screen.getByRole('button', { name: 'Close the cart' });
    await user.tab();
    expect(checkout).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(field).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(checkout).toHaveFocus();
  });

  it('closes on a click on the backdrop, not on its content', async () => {
    const user = userEvent.setup();
    renderWithUi(<Harness kind={kind} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('textbox', { name: 'Voucher' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('Dialog', () => {
  it('names its close button from the ui texts when no label is given', async () => {
    renderWithUi(
      <Dialog open onClose={() => undefined} title="Time is up">
        <p>Your reservation has expired.</p>
      </Dialog>,
      { lng: 'fr' },
    );
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
  });

  it('uses showModal() and close() where the engine has them', () => {
    const showModal = jest.fn(function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    });
    const close = jest.fn(function (this: HTMLDialogElement) {
      this.removeAttribute('open');
    });
    Object.assign(HTMLDialogElement.prototype, { showModal, close });
    try {
      const { rerender } = renderWithUi(<Dialog open onClose={() => undefined} title="Hello" />);
      expect(showModal).toHaveBeenCalledTimes(1);
      rerender(<Dialog open={false} onClose={() => undefined} title="Hello" />);
      expect(close).toHaveBeenCalledTimes(1);
    } finally {
      delete (HTMLDialogElement.prototype as Partial<HTMLDialogElement>).showModal;
      delete (HTMLDialogElement.prototype as Partial<HTMLDialogElement>).close;
    }
  });

  it('calls onClose on the native cancel request (Escape in browsers)', () => {
    const onClose = jest.fn();
    renderWithUi(<Dialog open onClose={onClose} title="Hello" />);
    const cancel = new Event('cancel', { cancelable: true });
    screen.getByRole('dialog').dispatchEvent(cancel);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(cancel.defaultPrevented).toBe(true);
  });
});
