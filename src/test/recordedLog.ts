/**
 * A jest helper that turns a recorded action log into a regression test:
 *
 *   describeRecordedLog('the checkout journey', path.join(__dirname, 'fixtures/checkout.log.json'), (state) => {
 *     expect(state.checkout.waitingForPaymentProvider).toBe(true);
 *   });
 *
 * The log (downloaded from the storefront: Ctrl+Alt+Shift+L, or the ?debug=1 panel) is read, checked and
 * replayed through today's root reducer; every slice the recording had must come out as it was
 * when each page was left and when the log was exported. Slices added since are not compared (reported only). A failure means
 * a reducer now handles the recorded actions differently: fix the reducer, or record the log again.
 * For tests only (it imports the app's root reducer): it lives with the test helpers, so the debug
 * tools, below the app, import nothing above them.
 */
import { readFileSync } from 'node:fs';
import { rootReducer } from '../app/store';
import type { RootState } from '../state/rootState';
import { parseActionLog, type ActionLog } from '../tools/debug/actionLog';
import { withLocalApiUid } from '../tools/debug/localApiUid';
import { replayActionLog, type ReplayResult } from '../tools/debug/replay';

/** Replays a log (a file path, the file's text, or a parsed log) through the root reducer. */
export function replayRecordedLog(
  source: string | ActionLog,
): ReplayResult<RootState> & { log: ActionLog } {
  const log =
    typeof source !== 'string'
      ? source
      : parseActionLog(source.trimStart().startsWith('{') ? source : readFileSync(source, 'utf8'));
  return { log, ...replayActionLog(log, rootReducer, { prepareAction: withLocalApiUid }) };
}

export function describeRecordedLog(
  title: string,
  file: string,
  expectations?: (state: RootState, log: ActionLog) => void,
): void {
  describe(`the recorded log: ${title}`, () => {
    let result: ReturnType<typeof replayRecordedLog>;
    beforeAll(() => {
      result = replayRecordedLog(file);
    });

    it('replays to the state it was recorded with, each page load to its own', () => {
      expect({ differingSlices: result.differingSlices }).toEqual({ differingSlices: [] });
      expect(
        result.pageLoads
          .filter((load) => load.differingSlices.length > 0)
          .map((load) => load.number),
      ).toEqual([]);
      if (result.newSlices.length === 0) expect(result.hash.hash).toBe(result.recorded.hash);
    });

    if (expectations) {
      it('ends as expected', () => {
        expectations(result.state, result.log);
      });
    }
  });
}
