import { act, fireEvent, screen } from '@testing-library/react';
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

  it('moves up the screen while the focused control lies under its place, and back after', async () => {
    const boxes = new Map<string, Partial<DOMRect>>([
      ['amount', { top: 760, bottom: 800, left: 0, right: 375, width: 375, height: 40 }],
      ['other', { top: 100, bottom: 140, left: 0, right: 375, width: 375, height: 40 }],
      ['region', { top: 700, bottom: 800, left: 8, right: 367, width: 359, height: 100 }],
    ]);
    jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: Element,
    ) {
      const key = this.getAttribute('data-box') ?? (this.matches('.toast-region') ? 'region' : '');
      return {
        x: 0,
        y: 0,
        toJSON: () => ({}),
        ...(boxes.get(key) ?? { top: 0, bottom: 0, left: 0, right: 0, width: 0, height: 0 }),
      } as DOMRect;
    });
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      // at once, as if the frame came right away; 0: no frame is pending afterwards
      callback(0);
      return 0;
    });
    Object.defineProperty(window, 'innerHeight', { value: 812, configurable: true });
    renderWithUi(
      <>
        <input aria-label="Menge" data-box="amount" />
        <input aria-label="Andere" data-box="other" />
        <ToastRegion>
          <Toast title="Fehler" />
        </ToastRegion>
      </>,
    );
    const region = document.querySelector<HTMLElement>('.toast-region')!;
    // the placement comes in a chunk of its own with the first toast
    await act(async () => {});
    expect(region.style.top).toBe('');

    act(() => screen.getByRole('textbox', { name: 'Menge' }).focus());
    expect(region.style.top).toBe('12px');
    expect(region.style.bottom).toBe('auto');

    act(() => screen.getByRole('textbox', { name: 'Andere' }).focus());
    expect(region.style.top).toBe('');
    fireEvent.scroll(window);
    expect(region.style.top).toBe('');
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
