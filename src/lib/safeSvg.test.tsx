import { render, waitFor } from '@testing-library/react';
import type { IconifyJSON } from '@iconify/types';
import { icons as mdi } from '@iconify-json/mdi';
import { armPayload, XSS_CORPUS } from '../../server/demoFixture/xssCorpus';
import Icon from '../components/Icon';
import { IconLoaderContext } from '../components/iconLoaderContext';
import { injectionFindings } from '../test/xssAudit';
import { createIconLoader } from './iconLoader';
import { safeSvgBody } from './safeSvg';

const PATH = '<path fill="currentColor" d="M19 6.41L17.59 5L12 10.59z"/>';
const armed = XSS_CORPUS.map((payload, index) => armPayload(payload, index + 1));

/** The markup as the page would hold it inside the icon's <svg>. */
function drawn(body: string): SVGSVGElement {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.innerHTML = body;
  return svg;
}

describe('safeSvgBody', () => {
  it('keeps the drawing of real icons as it is', () => {
    const names = Object.keys(mdi.icons).slice(0, 400);
    for (const name of names) {
      const body = mdi.icons[name].body;
      const kept = drawn(safeSvgBody(body));
      const original = drawn(body);
      expect([name, kept.querySelectorAll('*').length]).toEqual([
        name,
        original.querySelectorAll('*').length,
      ]);
      expect(
        Array.from(kept.querySelectorAll('path')).map((path) => path.getAttribute('d')),
      ).toEqual(
        Array.from(original.querySelectorAll('path')).map((path) => path.getAttribute('d')),
      );
    }
  });

  it('keeps gradients, clip paths and references inside the icon', () => {
    const body =
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient>' +
      '<clipPath id="c"><rect width="4" height="4"/></clipPath></defs>' +
      '<g clip-path="url(#c)"><path fill="url(#g)" d="M0 0h4v4z"/><use href="#p"/></g>';
    const kept = drawn(safeSvgBody(body));
    expect(kept.querySelector('linearGradient stop')).toHaveAttribute('stop-color', '#fff');
    expect(kept.querySelector('clipPath rect')).toHaveAttribute('width', '4');
    expect(kept.querySelector('g')).toHaveAttribute('clip-path', 'url(#c)');
    expect(kept.querySelector('path')).toHaveAttribute('fill', 'url(#g)');
    expect(kept.querySelector('use')).toHaveAttribute('href', '#p');
  });

  it.each(armed.map((entry) => [entry.name, entry.payload] as const))(
    '%s: leaves nothing that runs or loads',
    (_name, payload) => {
      const kept = drawn(safeSvgBody(`${PATH}${payload}<g>${payload}</g>`));
      expect(injectionFindings(kept)).toEqual([]);
      expect(kept.querySelector('path')).toHaveAttribute('d', 'M19 6.41L17.59 5L12 10.59z');
      expect(kept.textContent).toBe('');
    },
  );

  it('drops references that leave the icon and every event handler', () => {
    const body =
      '<use href="https://evil.example/x.svg#a"/><use xlink:href="javascript:alert(1)"/>' +
      '<path d="M0 0" fill="url(https://evil.example/x)" onclick="alert(1)" style="x"/>' +
      '<image href="x" onerror="alert(1)"/><foreignObject><img src="x"></foreignObject>' +
      '<animate attributeName="href" to="javascript:alert(1)"/><text>hi</text>';
    expect(safeSvgBody(body)).toBe('<use></use><use></use><path d="M0 0"></path>');
  });
});

describe('Icon with a hostile icon service', () => {
  it('draws only the icon, whatever else the answer holds', async () => {
    const body = PATH + armed.map((entry) => entry.payload).join('');
    const set: IconifyJSON = { prefix: 'mdi', width: 24, height: 24, icons: { close: { body } } };
    const loader = createIconLoader({
      bases: ['/icons'],
      fetch: () => Promise.resolve(new Response(JSON.stringify(set))),
      logger: { warn: () => undefined },
    });
    const { container } = render(
      <IconLoaderContext.Provider value={loader}>
        <Icon name="close" />
      </IconLoaderContext.Provider>,
    );
    await waitFor(() => expect(container.querySelector('svg path')).not.toBeNull());
    expect(injectionFindings(container)).toEqual([]);
    expect(container.querySelector('svg')?.innerHTML).toBe(
      '<path fill="currentColor" d="M19 6.41L17.59 5L12 10.59z"></path>',
    );
  });
});
