/** A call as the browser saw it: when it went out and when its answer had arrived (ms). */
export interface TimedCall {
  start: number;
  end: number;
}

/**
 * The calls grouped into rounds: sorted by start, a call opens a new round when it starts
 * `gapMs` or more after every earlier call had finished (a pause like the amount debounce);
 * calls that follow one another closely or overlap stay in one round.
 */
export function groupRounds<T extends TimedCall>(calls: readonly T[], gapMs: number): T[][] {
  const sorted = [...calls].sort((a, b) => a.start - b.start);
  const rounds: T[][] = [];
  let lastEnd = Number.NEGATIVE_INFINITY;
  for (const call of sorted) {
    if (rounds.length === 0 || call.start - lastEnd >= gapMs) rounds.push([call]);
    else rounds[rounds.length - 1].push(call);
    lastEnd = Math.max(lastEnd, call.end);
  }
  return rounds;
}
