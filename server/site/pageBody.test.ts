/** @jest-environment node */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { encodedPage, sendPage } from './pageBody';

// a page in pieces as the render hands it: text beyond Latin-1 beside a kept answer's bytes
const markup = `<main><h1>„Sinfonie“ – 12 €</h1>${'<p>Bühne</p>'.repeat(200)}</main>`;
const answer = { name: 'Kulturhaus Zürich – Saison', placements: ['a', 'b'] };
const pieces = [markup, new TextEncoder().encode(JSON.stringify(answer)), '</body></html>'];
const whole = `${markup}${JSON.stringify(answer)}</body></html>`;

describe('a page sent in pieces', () => {
  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
    ['identity', (bytes: Buffer) => bytes],
  ] as const)('is the same bytes as its whole text (%s)', (accepted, decode) => {
    const sent = encodedPage(pieces, accepted);
    expect(sent.encoding).toBe(accepted === 'identity' ? null : accepted);
    expect(decode(sent.bytes).equals(Buffer.from(whole))).toBe(true);
    expect(decode(encodedPage(whole, accepted).bytes).equals(Buffer.from(whole))).toBe(true);
  });
});

describe('a small page', () => {
  it('goes out as it is below 1 KiB, compressed from 1 KiB on', () => {
    const small = 'x'.repeat(1023);
    expect(encodedPage(small, 'br')).toEqual({ encoding: null, bytes: Buffer.from(small) });
    expect(encodedPage(`${small}x`, 'br').encoding).toBe('br');
    expect(encodedPage(`${small}x`, 'gzip').encoding).toBe('gzip');
  });
});

describe('a page answer', () => {
  /** What sendPage did to a response, for a request of `method`. */
  function sent(method: string) {
    const done: { status?: number; headers: Record<string, unknown>; body?: Buffer } = {
      headers: {},
    };
    const res = {
      status: (status: number) => (done.status = status),
      type: (type: string) => (done.headers.type = type),
      vary: (name: string) => (done.headers.vary = name),
      setHeader: (name: string, value: unknown) => (done.headers[name] = value),
      end: (body?: Buffer) => (done.body = body),
    };
    const req = { method, get: (name: string) => (name === 'Accept-Encoding' ? 'br' : undefined) };
    sendPage(req as never, res as never, 404, whole);
    return done;
  }

  it('carries its status, type, encoding and length; a HEAD gets them without the body', () => {
    const get = sent('GET');
    expect(get.status).toBe(404);
    expect(get.headers).toEqual({
      type: 'html',
      vary: 'Accept-Encoding',
      'Content-Encoding': 'br',
      'Content-Length': get.body?.length,
    });
    expect(brotliDecompressSync(get.body as Buffer).toString()).toBe(whole);
    const head = sent('HEAD');
    expect(head.headers).toEqual(get.headers);
    expect(head.body).toBeUndefined();
  });
});
