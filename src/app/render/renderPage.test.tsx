/**
 * @jest-environment node
 */
import { startDemoServer, type DemoServer } from '../../../server/listen';
import { renderPage, type PageRequest } from './renderPage';

let server: DemoServer;
beforeAll(async () => {
  server = await startDemoServer({ port: 0 });
});
afterAll(() => server.close());

const request = (url: string, cookies: Record<string, string> = {}): PageRequest => ({
  url,
  origin: 'https://shop.example',
  cookies,
  userAgent: 'Mozilla/5.0',
  now: Date.parse('2026-11-28T10:00:00Z'),
});

const services = () => ({
  apiOrigin: server.url,
  fetchFn: fetch,
  retryBackoff: () => Promise.resolve(),
});

describe('renderPage', () => {
  it('renders the categories home', async () => {
    const page = await renderPage(request('/de'), services());
    if (page.kind !== 'page') throw new Error(JSON.stringify(page));
    console.log(page.status, page.head.slice(0, 500), page.html.length, page.html.slice(0, 3000));
  });
});
