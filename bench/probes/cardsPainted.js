/*
 * Runs in the page before the storefront loads (page.addInitScript), after
 * window.__benchExpectedCards was set. Notes when the shop API's answer has arrived (its
 * resource timing's responseEnd), when the expected number of placement cards is in the DOM, and
 * when the frame holding them has been painted (a task queued from the next animation frame runs
 * after that frame). window.__benchCards.expect(n) waits for n cards again (the next page of a
 * paged list) and notes the last click before them. All times are ms since navigation start;
 * window.__benchCards.read() reads them; window.__benchCardsPainted(), when the bench exposed it,
 * is called once the frame is painted.
 */
(() => {
  const cards = document.getElementsByClassName('placement-card');
  const state = {
    expected: window.__benchExpectedCards || 0,
    apiMs: null,
    clickMs: null,
    domMs: null,
    paintedMs: null,
    count: 0,
    firstCardMs: null,
    lastChangeMs: null,
  };

  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (state.apiMs === null && /\/api\/shop\/v2\/shop\//.test(entry.name))
        state.apiMs = entry.responseEnd;
    }
  }).observe({ type: 'resource', buffered: true });

  // the visitor's click, before the page's own handlers
  window.addEventListener('click', () => (state.clickMs = performance.now()), { capture: true });

  const afterPaint = (done) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => done(performance.now());
      channel.port2.postMessage(null);
    });

  const watch = new MutationObserver(() => {
    if (cards.length === state.count) return;
    state.count = cards.length;
    state.lastChangeMs = performance.now();
    if (state.firstCardMs === null) state.firstCardMs = state.lastChangeMs;
    if (state.domMs === null && state.expected > 0 && state.count >= state.expected) {
      state.domMs = state.lastChangeMs;
      watch.disconnect();
      afterPaint((time) => {
        state.paintedMs = time;
        // the bench waits for this call rather than polling the page (see bigCategoryRender.ts)
        if (typeof window.__benchCardsPainted === 'function') window.__benchCardsPainted();
      });
    }
  });
  const start = () => watch.observe(document.documentElement, { childList: true, subtree: true });
  if (document.documentElement) start();
  else document.addEventListener('DOMContentLoaded', start);

  window.__benchCards = {
    read: () => ({ ...state, count: cards.length }),
    expect: (count) => {
      Object.assign(state, { expected: count, clickMs: null, domMs: null, paintedMs: null });
      start();
    },
  };
})();
