import { currentVisibility, onVisibilityChange, onVisibleAgain } from './visibility';

let state: DocumentVisibilityState = 'visible';
beforeAll(() => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
});
afterAll(() => {
  delete (document as { visibilityState?: unknown }).visibilityState;
});
beforeEach(() => {
  state = 'visible';
});

const become = (next: DocumentVisibilityState) => {
  state = next;
  document.dispatchEvent(new Event('visibilitychange'));
};

describe('visibility', () => {
  it('reads the current visibility', () => {
    expect(currentVisibility()).toBe('visible');
    state = 'hidden';
    expect(currentVisibility()).toBe('hidden');
  });

  it('reports every change until unsubscribed', () => {
    const seen: string[] = [];
    const stop = onVisibilityChange((visibility) => seen.push(visibility));
    become('hidden');
    become('visible');
    stop();
    become('hidden');
    expect(seen).toEqual(['hidden', 'visible']);
  });

  it('calls back only on the return after being hidden', () => {
    const back = jest.fn();
    const stop = onVisibleAgain(back);
    become('visible');
    expect(back).not.toHaveBeenCalled();
    become('hidden');
    become('hidden');
    expect(back).not.toHaveBeenCalled();
    become('visible');
    become('visible');
    expect(back).toHaveBeenCalledTimes(1);
    become('hidden');
    become('visible');
    expect(back).toHaveBeenCalledTimes(2);
    stop();
    become('hidden');
    become('visible');
    expect(back).toHaveBeenCalledTimes(2);
  });

  it('counts a page that starts hidden as hidden', () => {
    state = 'hidden';
    const back = jest.fn();
    const stop = onVisibleAgain(back);
    become('visible');
    expect(back).toHaveBeenCalledTimes(1);
    stop();
  });
});
