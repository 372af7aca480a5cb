import type { ReactElement } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import type { IconifyJSON } from '@iconify/types';
import Icon from './Icon';
import { IconLoaderContext } from './iconLoaderContext';
import { createIconLoader, type IconLoader } from '../lib/iconLoader';

const iconSet: IconifyJSON = {
  prefix: 'mdi',
  width: 24,
  height: 24,
  icons: { close: { body: '<path fill="currentColor" d="M19 6.41z"/>' } },
};

function loaderAnswering(
  answer: () => Promise<Response>,
  logger = { warn: jest.fn() },
): { loader: IconLoader; fetch: jest.Mock; logger: typeof logger } {
  const fetch = jest.fn(answer);
  return { loader: createIconLoader({ bases: ['/icons'], fetch, logger }), fetch, logger };
}

const json = (body: unknown, status = 200) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );

function renderIcon(loader: IconLoader, element: ReactElement) {
  return render(<IconLoaderContext.Provider value={loader}>{element}</IconLoaderContext.Provider>);
}

describe('Icon', () => {
  it('holds the space with an empty decorative box while loading, then draws the SVG', async () => {
    const { loader, fetch } = loaderAnswering(() => json(iconSet));
    const { container } = renderIcon(loader, <Icon name="close" size={20} />);
    const placeholder = container.querySelector('svg.icon--empty');
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    // its size as attributes: a style attribute would be refused in the server's HTML (CSP)
    expect(placeholder).toHaveAttribute('width', '20px');
    expect(placeholder).toHaveAttribute('height', '20px');
    expect(placeholder).not.toHaveAttribute('style');

    await waitFor(() => expect(container.querySelector('svg:not(.icon--empty)')).not.toBeNull());
    const svg = container.querySelector('svg:not(.icon--empty)');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('viewBox', '0 0 24 24');
    expect(svg).toHaveAttribute('width', '20px');
    expect(svg?.innerHTML).toContain('M19 6.41z');
    expect(fetch).toHaveBeenCalledWith('/icons/mdi.json?icons=close', expect.anything());
  });

  it('is an image named by its title when it has one', async () => {
    const { loader } = loaderAnswering(() => json(iconSet));
    renderIcon(loader, <Icon name="close" title="Remove" />);
    expect(screen.getByRole('img', { name: 'Remove' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('img', { name: 'Remove' }).tagName).toBe('svg'));
  });

  it('stays an empty box when the icon cannot be loaded, and the failure is only logged', async () => {
    const { loader, logger } = loaderAnswering(() =>
      Promise.reject(new TypeError('Failed to fetch')),
    );
    const { container } = renderIcon(loader, <Icon name="close" size="2rem" />);
    await waitFor(() => expect(logger.warn).toHaveBeenCalled());
    expect(logger.warn.mock.calls[0][0]).toContain('mdi:close');
    const placeholder = container.querySelector('svg.icon--empty');
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    expect(placeholder).toHaveAttribute('width', '2rem');
    expect(placeholder).toBeEmptyDOMElement();
    expect(container.querySelectorAll('svg')).toHaveLength(1);
  });

  it('draws a cached icon at once', async () => {
    const { loader, fetch } = loaderAnswering(() => json(iconSet));
    await loader.load('mdi', 'close');
    const { container } = renderIcon(loader, <Icon name="close" />);
    expect(container.querySelector('svg')).not.toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('batches the icons of one render into one request', async () => {
    const { loader, fetch } = loaderAnswering(() =>
      json({ ...iconSet, icons: { ...iconSet.icons, cart: { body: '<path d="C"/>' } } }),
    );
    const { container } = renderIcon(
      loader,
      <>
        <Icon name="close" />
        <Icon name="cart" />
      </>,
    );
    await waitFor(() => expect(container.querySelectorAll('svg')).toHaveLength(2));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0][0]).toBe('/icons/mdi.json?icons=close,cart');
  });
});
