import { render } from '@testing-library/react';
import type { Picture } from '../api/types';
import ShopPicture from './ShopPicture';
import { pictureFileUrl, pictureSources } from './pictureSources';

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
    expect(pictureSources(poster.renditions, '')).toEqual({
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
    const sources = pictureSources(
      [
        { url: '/media/a b-300.webp', width: 300, type: 'image/webp' },
        { url: '/media/a b-300.avif', width: 300, type: 'image/avif' },
      ],
      '',
    );
    expect(sources?.modern).toEqual([{ type: 'image/avif', srcSet: '/media/a%20b-300.avif 300w' }]);
    expect(sources?.fallback.src).toBe('/media/a%20b-300.webp');
  });

  it('keeps only the shop’s own files: a path, or an address on the shop API’s origin', () => {
    const api = 'https://api.shop.example';
    const kept: [string, string, string][] = [
      ['/media/p-480.jpg', '', '/media/p-480.jpg'],
      ['/media/p-480.jpg', api, 'https://api.shop.example/media/p-480.jpg'],
      ['https://api.shop.example/m/p.jpg', api, 'https://api.shop.example/m/p.jpg'],
      [' /media/p\t-480.jpg'.replace('\\t', '\t'), '', '/media/p-480.jpg'],
    ];
    for (const [raw, origin, expected] of kept)
      expect([raw, pictureFileUrl(raw, origin)]).toEqual([raw, expected]);
    const dropped: [string, string][] = [
      ['javascript:__xss(1)', ''],
      ['java\tscript:__xss(1)'.replace('\\t', '\t'), ''],
      ['JAVASCRIPT:__xss(1)', api],
      ['data:image/svg+xml,%3Csvg%20onload%3D%22__xss(2)%22%2F%3E', ''],
      ['data:image/png;base64,AAAA', api],
      ['//evil.example/poster.avif', ''],
      ['//evil.example/poster.avif', api],
      ['/\\evil.example/poster.avif', ''],
      ['https://evil.example/poster.avif', api],
      ['https://evil.example/poster.avif', ''],
      ['https://api.shop.example.evil.example/p.jpg', api],
      ['poster.avif', ''],
      ['vbscript:msgbox(1)', ''],
      ['', ''],
    ];
    for (const [raw, origin] of dropped)
      expect([raw, origin, pictureFileUrl(raw, origin)]).toEqual([raw, origin, null]);
  });

  it('never writes a hostile file into a srcset or src, and gives up when none is left', () => {
    const hostile = [
      { url: 'javascript:__xss(1)', width: 480, type: 'image/avif' },
      { url: 'data:image/svg+xml,%3Csvg%20onload%3D__xss(2)%3E', width: 480, type: 'image/webp' },
      { url: '//evil.example/p.jpg', width: 480, type: 'image/jpeg' },
    ];
    const sources = pictureSources([...hostile, ...poster.renditions], '');
    const written = JSON.stringify(sources);
    expect(written).not.toMatch(/javascript|data:|evil/);
    expect(sources?.fallback.src).toBe('/media/p-960.jpg');
    expect(pictureSources(hostile, '')).toBeNull();
    // a comma cannot start another candidate
    expect(
      pictureSources([{ url: '/m/a.jpg,javascript:x 2w', width: 10, type: 'image/jpeg' }], '')
        ?.fallback.srcSet,
    ).toBe('/m/a.jpg%2Cjavascript:x%202w 10w');
  });
});

describe('pictureSources on the server, worked out once per list and origin', () => {
  /** the module as a bundle loads it, on the server (`'1'`) or in the browser */
  const loaded = (serverRender: string | undefined) => {
    if (serverRender === undefined) delete process.env.BILLETT_SERVER_RENDER;
    else process.env.BILLETT_SERVER_RENDER = serverRender;
    let sources: typeof pictureSources = () => null;
    jest.isolateModules(() => {
      ({ pictureSources: sources } = jest.requireActual<{
        pictureSources: typeof pictureSources;
      }>('./pictureSources'));
    });
    delete process.env.BILLETT_SERVER_RENDER;
    return sources;
  };

  it('works them out anew in the browser, which keeps nothing', () => {
    const inBrowser = loaded(undefined);
    const renditions = [...poster.renditions];
    const first = inBrowser(renditions, '');
    expect(inBrowser(renditions, '')).not.toBe(first);
    expect(inBrowser(renditions, '')).toEqual(first);
  });

  it('gives the same sources again for the same list, and each origin its own', () => {
    const onServer = loaded('1');
    const renditions = [...poster.renditions];
    const first = onServer(renditions, '');
    expect(onServer(renditions, '')).toBe(first);
    const onApi = onServer(renditions, 'https://api.shop.example');
    expect(onApi?.fallback.src).toBe('https://api.shop.example/media/p-960.jpg');
    expect(onServer(renditions, 'https://api.shop.example')).toBe(onApi);
    // back to the first origin: worked out again, the same
    expect(onServer(renditions, '')).toEqual(first);
    // another list with the same files is worked out for itself, to the same sources
    expect(onServer([...renditions], '')).toEqual(first);
    // a list of none that pass is remembered as none
    const hostile = [{ url: 'javascript:x', width: 1, type: 'image/jpeg' }];
    expect(onServer(hostile, '')).toBeNull();
    expect(onServer(hostile, '')).toBeNull();
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

  it('draws nothing when no file is the shop’s', () => {
    const { container } = render(
      <ShopPicture
        picture={{
          ...poster,
          renditions: [{ url: 'javascript:__xss(1)', width: 480, type: 'image/jpeg' }],
        }}
        lang="en"
        sizes="100vw"
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('marks a decorative picture with an empty alt', () => {
    const { container } = render(
      <ShopPicture picture={{ ...poster, alt: null }} lang="fr" sizes="100vw" />,
    );
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });
});
