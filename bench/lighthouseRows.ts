import { BUDGETS } from './figureRows';
import type { RoundFigures } from './lighthouseRounds';
import { formatLoad, formatMs, formatRatio, NONE, type BenchRow } from './table';
import { worstRound, type PairedRound, type Worst } from './worstRound';

/** The two floors a page's Lighthouse figures stand beside, each measured in the same rounds. */
export interface LighthouseFloors {
  /** the same page as plain HTML, every script removed, served by the same server (bench/htmlFloor.ts) */
  html: readonly RoundFigures[];
  /** the floor app (bench/floor): the same libraries rendering one h1 in the browser */
  app: readonly RoundFigures[];
}

const HTML_FLOOR = 'floor: the page as HTML without scripts';
const APP_FLOOR = 'floor: the floor app';

/** One figure of each round, paired with the floor's of the same round. */
const paired = (
  page: readonly RoundFigures[],
  floor: readonly RoundFigures[],
  figure: (round: RoundFigures) => number,
): PairedRound[] =>
  page.map((round, index) => ({
    value: figure(round),
    floor: floor[index] ? figure(floor[index]) : Number.NaN,
    load: round.load,
    floorLoad: floor[index]?.load ?? Number.NaN,
  }));

/** value ÷ floor at most `ratio` (divided, not multiplied: 1,150 ÷ 1,000 is exactly 1.15) */
const withinRatio = (value: number, floor: number, ratio: number): boolean =>
  Number.isFinite(value) && Number.isFinite(floor) && floor > 0 && value / floor <= ratio;

const cell = (value: number, text: (value: number) => string): string =>
  Number.isFinite(value) ? text(value) : 'n/a';

/** CLS as Lighthouse gives it, three significant digits: 0, 0.0421, 0.000012. */
const clsText = (value: number): string => String(Number(value.toPrecision(3)));

/**
 * A page's Lighthouse figures over the rounds (issue 33): each row shows the page's worst round
 * with its floor's figure of that same round and the load averages then. The score stands
 * beside the floor app's (worst: the lowest margin over it; budget: not below it); LCP and FCP
 * beside the page's HTML floor (worst: the highest ratio; LCP's budget ≤ 1.15×); TBT beside the
 * floor app's (the HTML floor runs no script); CLS beside the HTML floor's (worst: the highest;
 * budget 0). `scoreBudget: false` shows the score beside the floor app's without a budget (a large
 * shop's page: the issue asks its LCP to stay within budget, not its score).
 */
export function lighthouseRows(
  label: string,
  page: readonly RoundFigures[],
  floors: LighthouseFloors,
  { scoreBudget = true }: { scoreBudget?: boolean } = {},
): BenchRow[] {
  const runs = Math.max(0, ...page.map((round) => round.runs));
  const worst = (
    floor: readonly RoundFigures[],
    figure: (round: RoundFigures) => number,
    how: Worst,
  ) => worstRound(paired(page, floor, figure), how);
  const ms = (name: string, floorName: string, round: PairedRound, budget?: number): BenchRow => ({
    measure: `${name}, ${label} (Lighthouse mobile, ms; ${floorName})`,
    value: formatMs(round.value),
    floor: formatMs(round.floor),
    ratio: formatRatio(round.value, round.floor),
    target: budget === undefined ? NONE : `≤ ${budget}× floor`,
    met: budget === undefined ? null : withinRatio(round.value, round.floor, budget),
    load: formatLoad(round.load, round.floorLoad),
  });
  const score = worst(floors.app, (round) => round.performance, 'lowest margin');
  const cls = worst(floors.html, (round) => round.cls, 'highest');
  const rounds = `${page.length} ${page.length === 1 ? 'round' : 'rounds'}`;
  return [
    {
      measure: `Lighthouse mobile performance, ${label} (worst of ${rounds}, each the median of ${runs}; ${APP_FLOOR})`,
      value: cell(score.value, String),
      floor: cell(score.floor, String),
      ratio: NONE,
      target: scoreBudget ? '≥ floor' : NONE,
      met: scoreBudget ? Number.isFinite(score.value) && score.value >= score.floor : null,
      load: formatLoad(score.load, score.floorLoad),
    },
    ms(
      'LCP',
      HTML_FLOOR,
      worst(floors.html, (round) => round.lcpMs, 'highest ratio'),
      BUDGETS.lcpToHtmlFloor,
    ),
    ms(
      'FCP',
      HTML_FLOOR,
      worst(floors.html, (round) => round.fcpMs, 'highest ratio'),
    ),
    ms(
      'TBT',
      APP_FLOOR,
      worst(floors.app, (round) => round.tbtMs, 'highest'),
    ),
    {
      measure: `CLS, ${label} (Lighthouse mobile; ${HTML_FLOOR})`,
      value: cell(cls.value, clsText),
      floor: cell(cls.floor, clsText),
      ratio: NONE,
      target: String(BUDGETS.cls),
      met: Number.isFinite(cls.value) && cls.value <= BUDGETS.cls,
      load: formatLoad(cls.load, cls.floorLoad),
    },
  ];
}
