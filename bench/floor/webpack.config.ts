import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Configuration } from 'webpack';
import { sharedBuildSettings } from '../../config/buildSettings';

const ROOT = path.resolve(__dirname, '../..');
/** Where the floor's build goes (the bench gives a temporary folder). */
const DIST = path.resolve(ROOT, process.env.BENCH_FLOOR_DIST || 'dist-floor');

/**
 * The benchmark's floor app (bench/floor/index.tsx), built for production with the settings every
 * build of ours shares (config/buildSettings.ts: minifier, targets, split chunks, compile hints,
 * compressed copies) and babel.config.js with .browserslistrc, as the storefront is.
 */
export default (): Configuration => {
  const shared = sharedBuildSettings(true);
  return {
    mode: 'production',
    context: ROOT,
    entry: { main: './bench/floor/index.tsx' },
    ...shared,
    output: { ...shared.output, path: DIST },
    plugins: [new HtmlWebpackPlugin({ template: 'bench/floor/index.html' }), ...shared.plugins],
    stats: 'errors-warnings',
  };
};
