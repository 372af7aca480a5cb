/**
 * npm run replay -- <log.json> [--quiet] [--json] [--state]
 *
 * Rebuilds the storefront's state from an exported action log: the log's actions run through the
 * root reducer (no sagas, no network) from the log's starting state. Prints a readable timeline
 * and the final state's hash, and compares it with the hash the storefront recorded at export.
 *
 *   --quiet  no timeline
 *   --json   one JSON object instead of text: { hash, slices, recordedHash, sameAsRecorded, differingSlices, newSlices, pageLoads, actions }
 *   --state  also print the replayed (redacted) state as JSON
 *
 * Every page load of the log is checked: one that was left against the state recorded when it
 * was left, the last one against the state recorded at export.
 *
 * Exit status: 0 every page load replayed to its recorded state; 1 one did not (the page load and
 * its slices are named); 2 the log cannot be replayed (malformed, truncated, foreign) or the
 * command was wrong.
 */
import { readFileSync } from 'node:fs';
import { rootReducer } from '../src/app/store';
import { ActionLogError, parseActionLog } from '../src/tools/debug/actionLog';
import { withLocalApiUid } from '../src/tools/debug/localApiUid';
import { replayActionLog } from '../src/tools/debug/replay';
import { timelineLines } from '../src/tools/debug/timeline';

const USAGE = 'usage: npm run replay -- <log.json> [--quiet] [--json] [--state]';

function fail(message: string, status = 2): never {
  process.stderr.write(`replay: ${message}\n`);
  process.exit(status);
}

function main(argv: string[]): number {
  const flags = new Set(argv.filter((arg) => arg.startsWith('--')));
  const files = argv.filter((arg) => !arg.startsWith('--'));
  const unknown = [...flags].filter(
    (flag) => !['--quiet', '--json', '--state', '--help'].includes(flag),
  );
  if (flags.has('--help')) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  if (unknown.length > 0) fail(`unknown option ${unknown.join(', ')}\n${USAGE}`);
  if (files.length !== 1) fail(`give exactly one log file\n${USAGE}`);
  const [file] = files;

  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    fail(`cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
  }

  try {
    const log = parseActionLog(text);
    const result = replayActionLog(log, rootReducer, { prepareAction: withLocalApiUid });
    const status = result.sameAsRecorded ? 0 : 1;
    const actions = log.actions.length;

    if (flags.has('--json')) {
      const summary = {
        file,
        buildId: log.buildId,
        actions,
        hash: result.hash.hash,
        slices: result.hash.slices,
        recordedHash: result.recorded.hash,
        sameAsRecorded: result.sameAsRecorded,
        differingSlices: result.differingSlices,
        newSlices: result.newSlices,
        pageLoads: result.pageLoads,
        ...(flags.has('--state') ? { state: result.state } : {}),
      };
      process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
      return status;
    }

    const out: string[] = [];
    const first = log.actions[0];
    const last = log.actions[log.actions.length - 1];
    out.push(`Billett action log ${file}`);
    out.push(
      `  build ${log.buildId}, recording began ${log.startedAt}, exported ${log.exportedAt}`,
    );
    out.push(
      `  ${actions} actions${first ? ` (seq ${first.seq}–${last.seq})` : ''}` +
        (log.dropped > 0
          ? `; ${log.dropped} older ones left the ring buffer (their effect is in the base state)`
          : ''),
    );
    if (!flags.has('--quiet')) {
      out.push('', 'Timeline');
      const startTime = first?.time ?? 0;
      for (const line of timelineLines(log.actions, startTime)) out.push(`  ${line}`);
    }
    out.push('', 'Page loads');
    for (const load of result.pageLoads) {
      const span = `  ${load.number}. #${load.fromSeq}–#${load.toSeq}`;
      const against =
        load.checkedAt === 'left'
          ? 'the state recorded when the page was left'
          : load.checkedAt === 'export'
            ? 'the state recorded at export'
            : null;
      if (against === null)
        out.push(`${span}: not checked (no state was recorded when this page was left)`);
      else if (load.differingSlices.length === 0) out.push(`${span}: replays to ${against}`);
      else out.push(`${span}: DIFFERENT from ${against} in: ${load.differingSlices.join(', ')}`);
    }
    out.push('', 'Final state');
    out.push(`  sha256 ${result.hash.hash}`);
    if (result.differingSlices.length > 0) {
      out.push(`  recorded at export: ${result.recorded.hash}`);
      out.push(`  DIFFERENT in: ${result.differingSlices.join(', ')}`);
      out.push('  (a reducer handles these actions differently now, or the log was edited)');
    } else if (!result.sameAsRecorded) {
      const earlier = result.pageLoads.filter((load) => load.differingSlices.length > 0);
      out.push(
        `  the same state as at export, but page load ${earlier.map((load) => load.number).join(', ')} ` +
          'did not replay to its recorded state',
      );
      out.push('  (a reducer handles these actions differently now, or the log was edited)');
    } else if (result.hash.hash === result.recorded.hash) {
      out.push('  the same state the storefront had when the log was exported');
    } else {
      out.push(
        `  every recorded slice matches; slices added since the recording: ${result.newSlices.join(', ')}`,
      );
    }
    if (flags.has('--state')) out.push('', 'State', JSON.stringify(result.state, null, 2));
    process.stdout.write(`${out.join('\n')}\n`);
    return status;
  } catch (error) {
    if (error instanceof ActionLogError) fail(`${file}: ${error.message}`);
    throw error;
  }
}

process.exitCode = main(process.argv.slice(2));
