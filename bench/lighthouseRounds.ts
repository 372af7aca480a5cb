import type { startLighthouse } from './lighthouseScores';
import { lighthouseFigures, type LighthouseFigures } from './lighthouseScores';
import { loadAverage } from './machine';
import { progress } from './progress';

/** One address's figures in one round: the medians of its runs, and the load average after them. */
export interface RoundFigures extends LighthouseFigures {
  /** the machine's 1-minute load average when the round's runs of this address ended */
  load: number;
}

export interface LighthouseTarget {
  key: string;
  url: string;
}

/**
 * `rounds` rounds; in each, the targets one after the other (the floor first, so each page has
 * a floor figure measured minutes before it, under much the same load), each the median of
 * `runs` Lighthouse runs. A target whose runs all fail in a round has no figures there (NaN):
 * that round is then its worst.
 */
export async function lighthouseRounds(
  lighthouse: Awaited<ReturnType<typeof startLighthouse>>,
  targets: readonly LighthouseTarget[],
  rounds: number,
  runs: number,
): Promise<Record<string, RoundFigures[]>> {
  const figures: Record<string, RoundFigures[]> = {};
  for (let round = 1; round <= rounds; round += 1) {
    for (const target of targets) {
      progress(`Lighthouse round ${round}/${rounds}: ${target.key}`);
      let result: LighthouseFigures;
      try {
        result = await lighthouseFigures(lighthouse, target.url, runs);
      } catch (error) {
        progress(`  Lighthouse round ${round} of ${target.key} failed: ${String(error)}`);
        const none = Number.NaN;
        result = { performance: none, lcpMs: none, fcpMs: none, tbtMs: none, cls: none, runs: 0 };
      }
      (figures[target.key] ??= []).push({ ...result, load: loadAverage() });
    }
  }
  return figures;
}
