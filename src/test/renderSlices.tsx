/**
 * For tests of React rendering in slices (a transition): real timers, React told it is not in
 * act() (which would render everything at once), and a page that takes a while to render.
 */
import { useLayoutEffect, type ComponentType } from 'react';

/** Keeps the main thread busy for `ms`: what rendering a real component costs. */
function spendMainThread(ms: number): void {
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

/** Waits (in real time) until `done()`. */
export async function until(done: () => boolean): Promise<void> {
  while (!done()) await new Promise((resolve) => setTimeout(resolve, 5));
}

export interface CostlyPage {
  /** 30 offers, each costing the main thread 2 ms to render */
  Page: ComponentType;
  /** whether the page has been committed */
  committed(): boolean;
  /**
   * Whether a task of the browser's, queued when the page's render began, ran before the page
   * was committed (null until it ran): true when React rendered in slices, false for one block.
   */
  taskRanBeforeCommit(): boolean | null;
}

export function costlyPage(): CostlyPage {
  let committed = false;
  let taskRan: boolean | null = null;
  let queued = false;
  const queueTask = () => {
    if (queued) return;
    queued = true;
    setTimeout(() => {
      taskRan = !committed;
    }, 0);
  };
  function Offer() {
    queueTask();
    spendMainThread(2);
    return <li>Angebot</li>;
  }
  function Page() {
    useLayoutEffect(() => {
      committed = true;
    }, []);
    return (
      <ul>
        {Array.from({ length: 30 }, (_, index) => (
          <Offer key={index} />
        ))}
      </ul>
    );
  }
  return { Page, committed: () => committed, taskRanBeforeCommit: () => taskRan };
}
