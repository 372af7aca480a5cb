/** Encoded tabs and line breaks leave the path before the router reads it (addressRepair.ts). */
import { repairAddress, repairedPath } from './addressRepair';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('repairedPath', () => {
  it('drops %09, %0A and %0D in either case, anywhere in the path', () => {
    expect(repairedPath('/%09/a%20b')).toBe('//a%20b');
    expect(repairedPath('/%0A/de/c/main%0d%0a-konzerte')).toBe('//de/c/main-konzerte');
    expect(repairedPath('/de/c/main-konzerte')).toBe('/de/c/main-konzerte');
  });

  it('keeps every other escape', () => {
    expect(repairedPath('/de/%00/%2F/%E0%A4%A/%2509')).toBe('/de/%00/%2F/%E0%A4%A/%2509');
  });
});

describe('repairAddress', () => {
  it("replaces the window's address on this origin, query and hash kept", () => {
    window.history.replaceState(null, '', '/%0A/example.com/x?page=2#top');
    repairAddress();
    expect(window.location.href).toBe('http://localhost//example.com/x?page=2#top');
  });

  it('leaves an address without them alone', () => {
    window.history.replaceState({ kept: true }, '', '/de/c/main-konzerte?page=2');
    repairAddress();
    expect(window.location.pathname + window.location.search).toBe('/de/c/main-konzerte?page=2');
    expect(window.history.state).toEqual({ kept: true });
  });
});
