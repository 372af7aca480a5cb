import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

let source: string | null = null;
const axeSource = (): string =>
  (source ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));

/** Runs axe-core (from npm, injected into the page) and returns its violations, one readable line each. */
export async function axeViolations(page: Page): Promise<string[]> {
  // evaluated, not added as an inline <script>: the pages' Content-Security-Policy allows none;
  // once per document (axe-core is half a megabyte of script to parse)
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource());
  // the colours axe measures must be the ones the visitor sees: a button that has just changed
  // its look fades for 120 ms (Button.css), and its colours half-way fail the contrast check.
  // Finite transitions and animations are waited out; endless ones (a spinner) are not.
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getTiming().iterations === Infinity,
        ),
    undefined,
    { polling: 50, timeout: 10_000 },
  );
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations;
  });
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}
