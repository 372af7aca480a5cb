import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { HOSTILE } from '../../test/hostileShop';
import { injectionFindings } from '../../test/xssAudit';
import { DEFAULT_FAVICON, faviconUrl, ShopFaviconLink, ShopHomeLink } from './ShopIdentity';

const shopWith = (favicon: string | null) => ({ media: { favicon } });

describe('the shop favicon', () => {
  it('is the shop’s own when it is http(s) or on the API’s origin', () => {
    expect(faviconUrl(shopWith('/stand-ins/media/favicon.svg'), '')).toBe(
      '/stand-ins/media/favicon.svg',
    );
    expect(faviconUrl(shopWith('/media/x.png'), 'https://api.example')).toBe(
      'https://api.example/media/x.png',
    );
    expect(faviconUrl(shopWith('https://cdn.example/x.ico'), '')).toBe('https://cdn.example/x.ico');
    expect(faviconUrl(shopWith(null), '')).toBe(DEFAULT_FAVICON);
  });

  it.each([
    'javascript:__xss(1)',
    ' JaVa\tScRiPt:alert(2)',
    'data:text/html,<script>alert(3)</script>',
    'data:image/svg+xml,<svg onload=alert(4)>',
    'vbscript:alert(5)',
  ])('is the default instead of %j', (favicon) => {
    expect(faviconUrl(shopWith(favicon), '')).toBe(DEFAULT_FAVICON);
  });

  it('never puts the hostile shop’s favicon into the page', () => {
    const shop = HOSTILE.shop;
    expect(shop.media.favicon).toMatch(/^javascript:/);
    const { container } = render(
      <MemoryRouter>
        <ShopFaviconLink shop={shop} />
        <ShopHomeLink shop={shop} lang="de" />
      </MemoryRouter>,
    );
    expect(injectionFindings(document.documentElement)).toEqual([]);
    expect(container.querySelector('img')).toHaveAttribute('src', DEFAULT_FAVICON);
    expect(container.textContent).toBe(shop.name);
  });
});
