/** @jest-environment ./src/test/nodeEnvironment.cjs */
import { gunzipSync, gzipSync } from 'node:zlib';
import { gzipSize, gzipTotals, type LoadedAsset } from './gzipSize';

const script = Buffer.from('export const answer = 42;\n'.repeat(200));
const styles = Buffer.from('.card { color: red; }\n'.repeat(100));

describe('gzipSize', () => {
  it('is the length of the body gzipped at level 9', () => {
    expect(gzipSize(script)).toBe(gzipSync(script, { level: 9 }).length);
    expect(gzipSize(script)).toBeLessThan(script.length / 10);
    expect(gunzipSync(gzipSync(script, { level: 9 })).equals(script)).toBe(true);
  });
});

describe('gzipTotals', () => {
  const asset = (url: string, kind: LoadedAsset['kind'], body: Buffer): LoadedAsset => ({
    url,
    kind,
    body,
    sent: Math.ceil(body.length / 5),
  });

  it('gzips each file on its own and sums per kind', () => {
    const other = Buffer.from('console.log("lazy chunk");');
    const totals = gzipTotals([
      asset('/assets/main.js', 'js', script),
      asset('/assets/page.css', 'css', styles),
      asset('/assets/lazy.js', 'js', other),
    ]);
    expect(totals).toEqual({
      jsGzip: gzipSize(script) + gzipSize(other),
      cssGzip: gzipSize(styles),
      jsRaw: script.length + other.length,
      cssRaw: styles.length,
      jsSent: Math.ceil(script.length / 5) + Math.ceil(other.length / 5),
      cssSent: Math.ceil(styles.length / 5),
      jsFiles: 2,
      cssFiles: 1,
    });
  });

  it('counts a file loaded twice once', () => {
    const totals = gzipTotals([
      asset('/assets/main.js', 'js', script),
      asset('/assets/main.js', 'js', script),
    ]);
    expect(totals.jsFiles).toBe(1);
    expect(totals.jsGzip).toBe(gzipSize(script));
  });

  it('is all zero when nothing was loaded', () => {
    expect(gzipTotals([])).toEqual({
      jsGzip: 0,
      cssGzip: 0,
      jsRaw: 0,
      cssRaw: 0,
      jsSent: 0,
      cssSent: 0,
      jsFiles: 0,
      cssFiles: 0,
    });
  });
});
