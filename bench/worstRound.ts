/**
 * One round of a repeated measurement: the storefront's figure and the floor's from the same
 * round (measured one after the other), with the machine's load average after each.
 */
export interface PairedRound {
  value: number;
  floor: number;
  load: number;
  floorLoad: number;
}

/**
 * How a round is judged worst: 'highest' or 'lowest' own value (TBT, CLS), the 'highest ratio'
 * to the floor of its own round (LCP, FCP: what their budgets hold), or the 'lowest margin' over
 * the floor of its own round (value − floor: the score, held to the floor app's).
 */
export type Worst = 'highest' | 'lowest' | 'highest ratio' | 'lowest margin';

const badness = (round: PairedRound, worst: Worst): number => {
  const figure =
    worst === 'highest ratio'
      ? round.value / round.floor
      : worst === 'lowest margin'
        ? round.floor - round.value
        : worst === 'highest'
          ? round.value
          : -round.value;
  // a round without a figure is the worst of all: no run may hide a failure
  return Number.isNaN(figure) ? Number.POSITIVE_INFINITY : figure;
};

/**
 * The worst of the rounds (the table shows the worst round, never the best); on a tie the
 * earlier round. Throws for no rounds.
 */
export function worstRound(rounds: readonly PairedRound[], worst: Worst): PairedRound {
  if (rounds.length === 0) throw new Error('no rounds to judge');
  return rounds.reduce((worse, round) =>
    badness(round, worst) > badness(worse, worst) ? round : worse,
  );
}
