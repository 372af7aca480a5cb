import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SkipLink from './SkipLink';
import VisuallyHidden from './VisuallyHidden';
import Spinner from './Spinner';
import { renderWithUi } from './testUtils';

describe('SkipLink', () => {
  it('is the first stop of the Tab key and points at the main content', async () => {
    const user = userEvent.setup();
    renderWithUi(
      <>
        <SkipLink />
        <a href="/de">Home</a>
      </>,
      { lng: 'it' },
    );
    await user.tab();
    const link = screen.getByRole('link', { name: 'Vai al contenuto' });
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('href', '#main');
  });

  it('takes its text and target from props', () => {
    renderWithUi(<SkipLink href="#cart" label="Skip to the cart" />);
    expect(screen.getByRole('link', { name: 'Skip to the cart' })).toHaveAttribute('href', '#cart');
  });
});

describe('VisuallyHidden', () => {
  it('keeps text for screen readers', () => {
    renderWithUi(
      <button type="button">
        <VisuallyHidden>Remove ticket</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Remove ticket' })).toBeInTheDocument();
    expect(screen.getByText('Remove ticket')).toHaveClass('visually-hidden');
  });
});

describe('Spinner', () => {
  it('is decorative without a label and a status with one', () => {
    const { container } = renderWithUi(
      <>
        <Spinner />
        <Spinner label="Loading" size={24} />
      </>,
    );
    expect(container.querySelector('.spinner')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('status', { name: 'Loading' })).toHaveStyle({ width: '24px' });
  });
});
