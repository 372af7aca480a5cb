import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Button from './Button';
import {
  BUTTON_SIZES,
  BUTTON_VARIANTS,
  buttonClassName,
  sizeClasses,
  variantClasses,
} from './buttonClassName';

describe('buttonClassName', () => {
  it('defaults to solid and normal', () => {
    expect(buttonClassName()).toBe('button button--solid button--normal');
  });

  it.each(
    BUTTON_VARIANTS.flatMap((variant) => BUTTON_SIZES.map((size) => [variant, size] as const)),
  )('maps %s x %s to one variant and one size class', (variant, size) => {
    const classes = buttonClassName({ variant, size }).split(' ');
    expect(classes).toEqual(['button', `button--${variant}`, `button--${size}`]);
    expect(classes).toContain(variantClasses[variant]);
    expect(classes).toContain(sizeClasses[size]);
  });

  it('adds full width and extra classes', () => {
    expect(buttonClassName({ fullWidth: true, className: 'x' })).toBe(
      'button button--solid button--normal button--full-width x',
    );
  });
});

describe('Button', () => {
  it('is a type="button" button in the default look', () => {
    render(<Button>Buy</Button>);
    const button = screen.getByRole('button', { name: 'Buy' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('button', 'button--solid', 'button--normal');
  });

  it('takes a variant, a size and a submit type', () => {
    render(
      <Button variant="outline" size="tiny" type="submit">
        Send
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Send' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toHaveClass('button--outline', 'button--tiny');
  });

  it('is clickable and focusable with the keyboard', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    render(<Button onClick={onClick}>Add</Button>);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Add' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is busy and disabled while loading', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    render(
      <Button loading onClick={onClick}>
        Pay
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Pay' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('passes the ref and other attributes through', () => {
    const ref = { current: null as HTMLButtonElement | null };
    render(
      <Button ref={ref} aria-label="Remove ticket" startIcon={<span data-testid="icon" />}>
        ×
      </Button>,
    );
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Remove ticket' }));
    expect(screen.getByTestId('icon')).toBeInTheDocument();
  });
});
