import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { encodedPage } from './pageBody';

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
