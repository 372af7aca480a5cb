import { execFileSync } from 'node:child_process';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/support/chromium';

export { CHROMIUM_FLAGS, CHROMIUM_PATH };

/** A headless Chromium for the page measurements. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

/** The version of Debian's Chromium, e.g. '156.0.8078.108' ('unknown' when it does not say). */
export function chromiumVersion(): string {
  try {
    const said = execFileSync(CHROMIUM_PATH, ['--version'], {
      encoding: 'utf8',
      // Debian's wrapper script talks to stderr
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return /\d+(\.\d+)+/.exec(said)?.[0] ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
