/** @jest-environment ./src/test/nodeEnvironment.cjs */
import { join, resolve } from 'node:path';
import { fileInside } from './precompressed';

const ROOT = resolve('/srv/dist');

describe('fileInside', () => {
  it('names the file of a request path inside the build', () => {
    expect(fileInside(ROOT, '/assets/main.3f2a9c1b.js')).toBe(
      join(ROOT, 'assets', 'main.3f2a9c1b.js'),
    );
    expect(fileInside(ROOT, '/index.html')).toBe(join(ROOT, 'index.html'));
    expect(fileInside(ROOT, '/assets/a%20b.js')).toBe(join(ROOT, 'assets', 'a b.js'));
  });

  it('names nothing outside the build, no dotfile, folder or undecodable path', () => {
    for (const path of [
      '/../etc/passwd',
      '/assets/%2e%2e/%2e%2e/etc/passwd',
      '/assets/..%2f..%2fetc/passwd',
      '/.env',
      '/assets/.hidden.js',
      '/assets/',
      '/',
      '/%E0%A4%A',
      '/main.js%00.br',
    ])
      expect([path, fileInside(ROOT, path)]).toEqual([path, null]);
  });
});
