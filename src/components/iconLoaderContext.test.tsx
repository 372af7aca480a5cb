/**
 * Icons without a provider: the loader's code comes with the first icon (its own chunk), then the
 * icons of that render are fetched from the same origin's '/icons', together, and a second icon
 * of the same name is drawn from the cache at once. (The browser's fetch is the network here.)
 */
import { render, waitFor } from '@testing-library/react';
import Icon from './Icon';

const iconSet = {
  prefix: 'mdi',
  width: 24,
  height: 24,
  icons: {
    close: { body: '<path d="M19 6.41z"/>' },
    cart: { body: '<path d="C"/>' },
  },
};

describe('the default icon loader', () => {
  it('loads its code with the first icon, then the icons of one render in one request', async () => {
    const fetch = jest.spyOn(globalThis, 'fetch').mockImplementation(() =>
      Promise.resolve(
        new Response(JSON.stringify(iconSet), {
          headers: { 'Content-Type': 'application/json' },
        }),
      ),
    );
    try {
      const { container } = render(
        <>
          <Icon name="close" />
          <Icon name="cart" />
        </>,
      );
      expect(container.querySelectorAll('svg.icon--empty')).toHaveLength(2);
      await waitFor(() => expect(container.querySelectorAll('svg')).toHaveLength(2));
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(fetch.mock.calls[0][0]).toBe('/icons/mdi.json?icons=close,cart');

      const again = render(<Icon name="close" />);
      expect(again.container.querySelector('svg')).not.toBeNull();
      expect(fetch).toHaveBeenCalledTimes(1);
    } finally {
      fetch.mockRestore();
    }
  });
});
