/** @jest-environment ./src/test/nodeEnvironment.cjs */
import { chooseEncoding } from './contentEncoding';

const OURS = ['br', 'gzip'] as const;

describe('chooseEncoding', () => {
  it('takes brotli from a browser that accepts it, gzip from one that does not', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd', OURS)).toBe('br');
    expect(chooseEncoding('gzip, deflate', OURS)).toBe('gzip');
    expect(chooseEncoding('x-gzip', OURS)).toBe('gzip');
  });

  it('sends the file as it is without the header, or when nothing of ours is acceptable', () => {
    expect(chooseEncoding(undefined, OURS)).toBeNull();
    expect(chooseEncoding('', OURS)).toBeNull();
    expect(chooseEncoding('identity', OURS)).toBeNull();
    expect(chooseEncoding('deflate, zstd', OURS)).toBeNull();
    expect(chooseEncoding('br;q=0, gzip;q=0', OURS)).toBeNull();
    expect(chooseEncoding('*;q=0', OURS)).toBeNull();
  });

  it('follows the weights, ours on a tie, and * for what the header does not name', () => {
    expect(chooseEncoding('gzip;q=1.0, br;q=0.8', OURS)).toBe('gzip');
    expect(chooseEncoding('gzip;q=0.5, br;q=0.5', OURS)).toBe('br');
    expect(chooseEncoding('br;q=0, *', OURS)).toBe('gzip');
    expect(chooseEncoding('*', OURS)).toBe('br');
    expect(chooseEncoding('GZIP ; Q=0.3', OURS)).toBe('gzip');
  });

  it('chooses among the copies a file has', () => {
    expect(chooseEncoding('gzip, br', ['gzip'])).toBe('gzip');
    expect(chooseEncoding('br', ['gzip'])).toBeNull();
  });

  it('reads a weight only from a parameter that is exactly q, with a number', () => {
    // not q: br keeps its 1
    expect(chooseEncoding('gzip;q=0.9, br;level=3;xq=0', OURS)).toBe('br');
    expect(chooseEncoding('gzip;q=0.9, br;qq=0', OURS)).toBe('br');
    expect(chooseEncoding('gzip;q=0.9, br;q=0.1abc', OURS)).toBe('br');
    // spaces around it are allowed
    expect(chooseEncoding('gzip;q=0.9, br; q = 0.1 ', OURS)).toBe('gzip');
    // a weight that is no number drops the coding: * stands in for it
    expect(chooseEncoding('br;q=1.2.3, *;q=0.5', OURS)).toBe('br');
    expect(chooseEncoding('br;q=1.2.3, gzip;q=0.4', OURS)).toBe('gzip');
  });
});
