/**
 * The navigation shows an address once its page is ready: the old one stays meanwhile, a later
 * navigation overtakes one still waiting, and a failed preparation still shows its address (the
 * page then throws to its error boundary).
 */
import { UNSAFE_createMemoryHistory as createMemoryHistory, type Location } from 'react-router-dom';
import { createShopNavigation, firstAddressShown } from './shopNavigation';

/** A navigation whose every address waits until `settle(pathname)`. */
function heldNavigation(path: string, firstAtOnce = true) {
  const waiting = new Map<string, { resolve: () => void; reject: (error: Error) => void }>();
  let first = firstAtOnce;
  const navigation = createShopNavigation(
    createMemoryHistory({ initialEntries: [path], v5Compat: true }),
    (location: Location) => {
      if (first) {
        first = false;
        return undefined;
      }
      return new Promise<void>((resolve, reject) =>
        waiting.set(location.pathname, { resolve, reject }),
      );
    },
  );
  const settle = async (pathname: string, error?: Error) => {
    const held = waiting.get(pathname);
    if (!held) throw new Error(`nothing waits for ${pathname}`);
    if (error) held.reject(error);
    else held.resolve();
    await Promise.resolve();
  };
  const shownPath = () => navigation.shown()?.location.pathname ?? null;
  return { navigation, settle, shownPath };
}

describe('the shop navigation', () => {
  it('shows the first address at once when its page needs nothing', () => {
    const { navigation, shownPath } = heldNavigation('/de');
    expect(shownPath()).toBe('/de');
    expect(navigation.shown()?.action).toBe('POP');
    expect(navigation.going()).toBeNull();
  });

  it('shows nothing before the first address is ready', async () => {
    const { navigation, settle, shownPath } = heldNavigation('/de/c/konzerte', false);
    expect(shownPath()).toBeNull();
    expect(navigation.going()?.pathname).toBe('/de/c/konzerte');
    await settle('/de/c/konzerte');
    expect(shownPath()).toBe('/de/c/konzerte');
    expect(navigation.going()).toBeNull();
  });

  it('tells when the first address is shown (the start mounts the app then)', async () => {
    const { navigation, settle } = heldNavigation('/de/c/konzerte', false);
    let shown = false;
    void firstAddressShown(navigation).then(() => {
      shown = true;
    });
    await Promise.resolve();
    expect(shown).toBe(false);
    await settle('/de/c/konzerte');
    await Promise.resolve();
    expect(shown).toBe(true);
    await expect(firstAddressShown(navigation)).resolves.toBeUndefined();
  });

  it('keeps the old address shown until the new one is ready, and tells its listeners', async () => {
    const { navigation, settle, shownPath } = heldNavigation('/de');
    const told: string[] = [];
    navigation.subscribe(() => told.push(`${shownPath()} → ${navigation.going()?.pathname}`));

    navigation.navigate('/de/a/jazz');
    expect(navigation.history.location.pathname).toBe('/de/a/jazz');
    expect(shownPath()).toBe('/de');
    await settle('/de/a/jazz');
    expect(shownPath()).toBe('/de/a/jazz');
    expect(navigation.shown()?.action).toBe('PUSH');
    expect(told).toEqual(['/de → /de/a/jazz', '/de/a/jazz → undefined']);
  });

  it('lets a later navigation overtake one still waiting', async () => {
    const { navigation, settle, shownPath } = heldNavigation('/de');
    navigation.navigate('/de/c/slow');
    navigation.navigate('/de/c/quick', { replace: true });
    await settle('/de/c/quick');
    expect(shownPath()).toBe('/de/c/quick');
    expect(navigation.shown()?.action).toBe('REPLACE');
    await settle('/de/c/slow'); // arrives late: not shown
    expect(shownPath()).toBe('/de/c/quick');
    expect(navigation.going()).toBeNull();
  });

  it('shows an address whose preparation failed (its page throws to the error boundary)', async () => {
    const { navigation, settle, shownPath } = heldNavigation('/de');
    navigation.navigate('/de/about/imprint');
    await settle('/de/about/imprint', new Error('chunk failed'));
    await Promise.resolve();
    expect(shownPath()).toBe('/de/about/imprint');
  });

  it('follows back and forward (POP) the same way', async () => {
    const { navigation, settle, shownPath } = heldNavigation('/de');
    navigation.navigate('/de/a/jazz');
    await settle('/de/a/jazz');
    navigation.history.go(-1);
    expect(shownPath()).toBe('/de/a/jazz');
    await settle('/de');
    expect(shownPath()).toBe('/de');
    expect(navigation.shown()?.action).toBe('POP');
  });

  it('after dispose, neither follows the history nor tells anyone', async () => {
    const { navigation, settle, shownPath } = heldNavigation('/de');
    const listener = jest.fn();
    navigation.subscribe(listener);
    navigation.navigate('/de/a/jazz');
    navigation.dispose();
    await settle('/de/a/jazz');
    expect(shownPath()).toBe('/de');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
