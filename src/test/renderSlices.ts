/**
 * For tests of React rendering in slices (a transition): real timers, and React told it is not
 * in act(), which would render everything at once.
 */

/** Keeps the main thread busy for `ms`: what rendering a real component costs. */
export function spendMainThread(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // busy, as a render is
  }
}

type ActFlag = { IS_REACT_ACT_ENVIRONMENT?: boolean };

/** The tests of the surrounding describe render outside act(). */
export function renderOutsideAct(): void {
  const before = (globalThis as ActFlag).IS_REACT_ACT_ENVIRONMENT;
  beforeEach(() => {
    (globalThis as ActFlag).IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(() => {
    (globalThis as ActFlag).IS_REACT_ACT_ENVIRONMENT = before;
  });
}
