import type { ComponentProps } from 'react';
import { screen } from '@testing-library/react';
import type VisuallyHiddenType from './VisuallyHidden';
import Countdown, { countdownPropsEqual, crossedThreshold, formatClock } from './Countdown';
import { renderWithUi } from './testUtils';

// counts the Countdown's renders through the live region it renders every time
const mockRenders = { count: 0 };
jest.mock('./VisuallyHidden', () => {
  const actual = jest.requireActual<{ default: typeof VisuallyHiddenType }>('./VisuallyHidden');
  return {
    __esModule: true,
    default: (props: ComponentProps<typeof VisuallyHiddenType>) => {
      mockRenders.count += 1;
      return actual.default(props);
    },
  };
});

describe('formatClock', () => {
  it.each([
    [0, '00:00'],
    [5, '00:05'],
    [75, '01:15'],
    [900, '15:00'],
    [5400, '90:00'],
    [-3, '00:00'],
    [59.9, '00:59'],
  ])('%d s -> %s', (seconds, text) => {
    expect(formatClock(seconds)).toBe(text);
  });
});

describe('crossedThreshold', () => {
  it('finds the threshold passed between two ticks', () => {
    expect(crossedThreshold(301, 300, [300, 60, 30])).toBe(300);
    expect(crossedThreshold(300, 299, [300, 60, 30])).toBeNull();
    expect(crossedThreshold(100, 20, [300, 60, 30])).toBe(30);
    expect(crossedThreshold(20, 400, [300, 60, 30])).toBeNull();
  });
});

describe('Countdown', () => {
  it('shows mm:ss in a timer that is not read out on every tick', () => {
    renderWithUi(<Countdown secondsLeft={754} label="Reservation" />);
    const timer = screen.getByRole('timer', { name: 'Reservation' });
    expect(timer).toHaveTextContent('12:34');
    expect(timer).toHaveAttribute('aria-live', 'off');
  });

  it("announces only when a threshold is reached, with the caller's text", () => {
    const announce = jest.fn((seconds: number) => `${seconds} seconds to go`);
    const { rerender } = renderWithUi(<Countdown secondsLeft={302} announce={announce} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('');
    rerender(<Countdown secondsLeft={301} announce={announce} />);
    expect(status).toHaveTextContent('');
    rerender(<Countdown secondsLeft={300} announce={announce} />);
    expect(status).toHaveTextContent('300 seconds to go');
    rerender(<Countdown secondsLeft={299} announce={announce} />);
    expect(status).toHaveTextContent('300 seconds to go');
    rerender(<Countdown secondsLeft={60} announce={announce} />);
    expect(status).toHaveTextContent('60 seconds to go');
    expect(announce).toHaveBeenCalledTimes(2);
  });

  it('has default announcements in the interface language', () => {
    const { rerender } = renderWithUi(<Countdown secondsLeft={61} />, { lng: 'de' });
    rerender(<Countdown secondsLeft={60} />);
    expect(screen.getByRole('status')).toHaveTextContent('Noch 1 Minute');
    rerender(<Countdown secondsLeft={30} />);
    expect(screen.getByRole('status')).toHaveTextContent('Noch 30 Sekunden');
  });

  it('re-renders only when its whole second changes', () => {
    const view = (seconds: number) => <Countdown secondsLeft={seconds} announce={(s) => `${s}`} />;
    const { rerender } = renderWithUi(view(100));
    const initial = mockRenders.count;
    rerender(view(100));
    rerender(view(100.4));
    expect(mockRenders.count).toBe(initial);
    rerender(view(99));
    expect(mockRenders.count).toBe(initial + 1);
    expect(screen.getByRole('timer')).toHaveTextContent('01:39');
  });

  it('compares props without the announce function', () => {
    expect(
      countdownPropsEqual(
        { secondsLeft: 5, announce: () => 'a' },
        { secondsLeft: 5, announce: () => 'b' },
      ),
    ).toBe(true);
    expect(countdownPropsEqual({ secondsLeft: 5 }, { secondsLeft: 4 })).toBe(false);
    expect(
      countdownPropsEqual(
        { secondsLeft: 5, announceAt: [10] },
        { secondsLeft: 5, announceAt: [10] },
      ),
    ).toBe(true);
  });
});
