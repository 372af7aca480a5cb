/*
 * Runs in the page before React loads (page.addInitScript). A minimal React DevTools hook: after
 * each commit it walks the fibers that were worked on, finds the components that rendered, and
 * sorts them into "inside the countdown" (everything the component put on screen lies inside the
 * countdown, the element around [role="timer"]) and "outside". window.__benchCommits reads and
 * resets the counts; window.__benchTicks counts the countdown's clock changes.
 */
(() => {
  // fiber tags (react-reconciler/src/ReactWorkTags.js)
  const COMPONENT_TAGS = new Set([0, 1, 11, 15]); // function, class, forwardRef, simple memo
  const HOST_TAGS = new Set([5, 6, 26, 27]); // host component, text, hoistable, singleton
  const HOST_PORTAL = 4;
  const PERFORMED_WORK = 1;

  const counts = { commits: 0, outsideCommits: 0, inside: 0, outside: 0, names: {} };

  const countdowns = () =>
    Array.from(document.querySelectorAll('[role="timer"]'), (timer) =>
      timer.parentElement && timer.parentElement.classList.contains('countdown')
        ? timer.parentElement
        : timer,
    );

  // the nearest host nodes a fiber put on screen (portals count as elsewhere)
  const hostNodes = (fiber) => {
    const nodes = [];
    const stack = fiber.child ? [fiber.child] : [];
    while (stack.length > 0) {
      const current = stack.pop();
      if (current.sibling) stack.push(current.sibling);
      if (HOST_TAGS.has(current.tag)) nodes.push(current.stateNode);
      else if (current.tag === HOST_PORTAL) nodes.push(current.stateNode.containerInfo);
      else if (current.child) stack.push(current.child);
    }
    return nodes;
  };

  const insideCountdown = (fiber, timers) => {
    if (timers.length === 0) return false;
    const nodes = hostNodes(fiber);
    return (
      nodes.length > 0 &&
      nodes.every((node) => timers.some((timer) => timer === node || timer.contains(node)))
    );
  };

  const componentName = (fiber) => {
    const type = fiber.elementType || fiber.type;
    if (!type) return 'anonymous';
    if (typeof type === 'function') return type.displayName || type.name || 'anonymous';
    return type.displayName || (type.render && type.render.name) || 'anonymous';
  };

  const onCommit = (root) => {
    const timers = countdowns();
    let inside = 0;
    let outside = 0;
    // [fiber, mounted]: descend where the children were worked on in this commit
    const stack = [[root.current, false]];
    while (stack.length > 0) {
      const [fiber, mounting] = stack.pop();
      const previous = fiber.alternate;
      const mounted = mounting || previous === null;
      if (COMPONENT_TAGS.has(fiber.tag) && (mounted || (fiber.flags & PERFORMED_WORK) !== 0)) {
        if (insideCountdown(fiber, timers)) inside += 1;
        else {
          outside += 1;
          const name = componentName(fiber);
          counts.names[name] = (counts.names[name] || 0) + 1;
        }
      }
      if (mounted || (previous && fiber.child !== previous.child)) {
        for (let child = fiber.child; child; child = child.sibling) stack.push([child, mounted]);
      }
    }
    counts.commits += 1;
    counts.inside += inside;
    counts.outside += outside;
    if (outside > 0) counts.outsideCommits += 1;
  };

  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) {
      this.renderers.set(1, renderer);
      return 1;
    },
    onCommitFiberRoot(_id, root) {
      try {
        onCommit(root);
      } catch (error) {
        counts.error = String(error);
      }
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };

  window.__benchCommits = {
    read: () => JSON.parse(JSON.stringify(counts)),
    reset: () => {
      Object.assign(counts, { commits: 0, outsideCommits: 0, inside: 0, outside: 0, names: {} });
      delete counts.error;
    },
  };

  // the clock's changes, counted from the DOM, independent of React
  const ticks = { count: 0 };
  const inTimer = (node) => {
    const element = node.nodeType === Node.ELEMENT_NODE ? node : node.parentElement;
    return Boolean(element && element.closest('[role="timer"]'));
  };
  const watch = new MutationObserver((records) => {
    if (records.some((record) => inTimer(record.target))) ticks.count += 1;
  });
  const startWatching = () =>
    watch.observe(document.documentElement, {
      subtree: true,
      characterData: true,
      childList: true,
    });
  if (document.documentElement) startWatching();
  else document.addEventListener('DOMContentLoaded', startWatching);
  window.__benchTicks = {
    read: () => ticks.count,
    reset: () => {
      ticks.count = 0;
    },
  };
})();
