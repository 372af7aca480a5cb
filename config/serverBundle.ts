/**
 * The server render's bundle (src/app/render/renderPage.tsx): the same code as the browser's,
 * built by the same loaders for Node, into one file the server requires (server/site/renderBundle.ts).
 * Every dynamic import is inside it (a page's chunk, a language's texts): the server has them all
 * at hand. Style sheets are the browser's (the server links the page's files); pictures and icons
 * get the browser build's addresses (same content hash), without being written twice.
 */
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import type { SharedBuildSettings } from './buildSettings';

/** The bundle's file, under the build folder (not one a static host needs; it serves it harmlessly). */
export const SERVER_BUNDLE = 'server/render.js';

const EMPTY_MODULE = path.resolve(__dirname, 'emptyModule.js');

export function serverBundleConfig(options: {
  production: boolean;
  shared: SharedBuildSettings;
  defined: Record<string, string>;
  outputDir: string;
  name?: string;
  dependencies?: string[];
}): Configuration {
  const { production, shared, defined, outputDir } = options;
  return {
    name: options.name ?? 'server',
    dependencies: options.dependencies,
    mode: production ? 'production' : 'development',
    target: 'node',
    entry: { render: './src/app/render/renderPage.tsx' },
    output: {
      path: path.join(outputDir, path.dirname(SERVER_BUNDLE)),
      filename: path.basename(SERVER_BUNDLE),
      library: { type: 'commonjs2' },
      publicPath: shared.output.publicPath,
      assetModuleFilename: shared.output.assetModuleFilename,
      clean: true,
    },
    devtool: 'source-map',
    resolve: shared.resolve,
    module: {
      rules: [
        { test: /\.[jt]sx?$/, exclude: /node_modules/, use: 'babel-loader' },
        { test: /\.(svg|png|ico|woff2?)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    optimization: { minimize: false, splitChunks: false },
    plugins: [
      new webpack.DefinePlugin({ ...defined, 'process.env.BILLETT_SERVER_RENDER': '"1"' }),
      // the browser's style sheets are the browser build's
      new webpack.NormalModuleReplacementPlugin(/\.css$/, EMPTY_MODULE),
      // one file: the server has every page and every language's texts at hand
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
