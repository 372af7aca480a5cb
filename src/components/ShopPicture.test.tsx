import { render } from '@testing-library/react';
import type { Picture } from '../api/types';
import ShopPicture from './ShopPicture';
import { pictureSources } from './pictureSources';

const poster: Picture = {
  width: 1200,
  height: 800,
  alt: { de: 'Ein Orchester im Saal', en: 'An orchestra in the hall', fr: '', it: '' },
  renditions: [
    { url: '/media/p-960.jpg', width: 960, type: 'image/jpeg' },
    { url: '/media/p-480.webp', width: 480, type: 'image/webp' },
    { url: '/media/p-480.jpg', width: 480, type: 'image/jpeg' },
    { url: '/media/p-960.avif', width: 960, type: 'image/avif' },
    { url: '/media/p-480.avif', width: 480, type: 'image/avif' },
    { url: '/media/p-960.webp', width: 960, type: 'image/webp' },
  ],
};

describe('pictureSources', () => {
  it('offers AVIF, then WebP, and keeps JPEG for the <img>, each srcset by width', () => {
    expect(pictureSources(poster.renditions)).toEqual({
      modern: [
        { type: 'image/avif', srcSet: '/media/p-480.avif 480w, /media/p-960.avif 960w' },
        { type: 'image/webp', srcSet: '/media/p-480.webp 480w, /media/p-960.webp 960w' },
      ],
      fallback: {
        type: 'image/jpeg',
        srcSet: '/media/p-480.jpg 480w, /media/p-960.jpg 960w',
        src: '/media/p-960.jpg',
      },
    });
  });

  it('falls back to WebP when the shop sends no older format, and escapes spaces in addresses', () => {
    const sources = pictureSources([
      { url: '/media/a b-300.webp', width: 300, type: 'image/webp' },
      { url: '/media/a b-300.avif', width: 300, type: 'image/avif' },
    ]);
    expect(sources.modern).toEqual([{ type: 'image/avif', srcSet: '/media/a%20b-300.avif 300w' }]);
    expect(sources.fallback.src).toBe('/media/a%20b-300.webp');
  });
});

describe('ShopPicture', () => {
  it('draws a lazy picture with its size, sources and alt text in the page language', () => {
    const { container } = render(
      <ShopPicture picture={poster} lang="en" sizes="(min-width: 48rem) 20rem, 100vw" />,
    );
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('alt', 'An orchestra in the hall');
    expect(img).toHaveAttribute('width', '1200');
    expect(img).toHaveAttribute('height', '800');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
    expect(img).toHaveAttribute('sizes', '(min-width: 48rem) 20rem, 100vw');
    const types = [...container.querySelectorAll('source')].map((s) => s.getAttribute('type'));
    expect(types).toEqual(['image/avif', 'image/webp']);
  });

  it('loads the page’s main picture at once with high priority', () => {
    const { container } = render(<ShopPicture picture={poster} lang="de" sizes="100vw" priority />);
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('alt', 'Ein Orchester im Saal');
  });

  it('marks a decorative picture with an empty alt', () => {
    const { container } = render(
      <ShopPicture picture={{ ...poster, alt: null }} lang="fr" sizes="100vw" />,
    );
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });
});
