import path from 'node:path';
import type webpack from 'webpack';
import type { Configuration } from 'webpack';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { CompileHintsPlugin } from './compileHints';
import { PrecompressPlugin } from './precompress';

/**
 * The webpack settings every build of ours shares: the storefront's (webpack.config.ts) and the
 * benchmark's floor app (bench/floor), so the floor is built exactly as the storefront is and
 * cannot drift from it. Babel's settings (babel.config.js, .browserslistrc) are the project's
 * own files, read by babel-loader for both. What only the storefront has (its entry, HTML,
 * public files, build id, first-page manifest, dev server) stays in webpack.config.ts.
 */

const ROOT = path.resolve(__dirname, '..');

/** formik, yup and what they bring: the 'forms' chunk (personalisation, checkout, the cart's checks). */
const FORMS_PACKAGES =
  /[\\/]node_modules[\\/](formik|yup|lodash|lodash-es|deepmerge|hoist-non-react-statics|react-fast-compare|tiny-warning|property-expr|tiny-case|toposort)[\\/]/;

/** The chunk of a style sheet several pages share: styles-<its file name>, e.g. styles-catalog. */
const sharedStylesName = (module: webpack.Module): string =>
  `styles-${path.basename(module.nameForCondition() ?? 'shared', '.css')}`;

/** react-router's production build (its package.json points every condition at the development one). */
const reactRouterBuild = path.join(ROOT, 'node_modules/react-router/dist/production');
const productionReactRouter = {
  'react-router$': path.join(reactRouterBuild, 'index.mjs'),
  'react-router/dom$': path.join(reactRouterBuild, 'dom-export.mjs'),
};

export type SharedBuildSettings = Required<
  Pick<Configuration, 'output' | 'devtool' | 'resolve' | 'optimization' | 'module' | 'performance'>
> & { plugins: webpack.WebpackPluginInstance[] };

/** The shared settings for `production` or development builds; each build adds its own. */
export function sharedBuildSettings(production: boolean): SharedBuildSettings {
  return {
    output: {
      publicPath: '/',
      filename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    // no eval in development either: the Content-Security-Policy allows no 'unsafe-eval'
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.json'],
      // react-router's package exports only its development build; production uses its own
      alias: production ? productionReactRouter : {},
    },
    optimization: {
      // exports named by how often they are used (a, b, …), not by a hash of their name: main
      // −1.1 KiB gzip, each page chunk −0.1 to −0.2 (2026-12-02). Names change only in a module
      // whose exports change, and in the chunks that import it, which change with it anyway.
      mangleExports: production ? 'size' : false,
      // the minimiser's third pass finds what the second made possible: main −0.3 KiB gzip
      minimizeOptions: { javascript: { compress: { passes: 3 } } },
      // webpack's own JavaScript minimiser ('...'), and the style sheets minified too: webpack
      // minifies CSS only with its native CSS support, and ours are extracted by
      // MiniCssExtractPlugin (render-blocking, so every byte counts); declarations keep the order
      // they are written in (a longhand after its shorthand must stay after it)
      minimizer: [
        '...',
        new CssMinimizerPlugin({
          minimizerOptions: { preset: ['default', { cssDeclarationSorter: false }] },
        }),
      ],
      splitChunks: {
        cacheGroups: {
          // named chunks a journey and the bundle report recognise; none is on a first page
          forms: {
            name: 'forms',
            test: FORMS_PACKAGES,
            chunks: 'async',
            enforce: true,
            priority: 20,
          },
          seatsio: {
            name: 'seatsio',
            test: /[\\/]node_modules[\\/]@seatsio[\\/]/,
            chunks: 'async',
            enforce: true,
            priority: 20,
          },
          // a style sheet two or more pages or parts import (catalog.css: home, category,
          // article, seating) is a file of its own, styles-<file>, downloaded once and not again
          // with the next page; styles only (their JS stubs stay with the pages). From 2 KB: a
          // smaller one costs the loader more bytes on every first page than it saves.
          sharedStyles: {
            type: 'css/mini-extract',
            chunks: 'async',
            minChunks: 2,
            minSize: 2000,
            name: sharedStylesName,
            priority: 10,
          },
        },
      },
    },
    module: {
      rules: [
        { test: /\.[jt]sx?$/, exclude: /node_modules/, use: 'babel-loader' },
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        { test: /\.(svg|png|ico|woff2?)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new MiniCssExtractPlugin({
        filename: production ? 'assets/[name].[contenthash:8].css' : 'assets/[name].css',
      }),
      ...(production
        ? [
            // the start's chunk compiled off the main thread (config/compileHints.ts)
            new CompileHintsPlugin(['main']),
            // brotli 11 and gzip 9 copies of every text file, served as they are
            // (server/site/precompressed.ts)
            new PrecompressPlugin(),
          ]
        : []),
    ],
    performance: { hints: false },
  };
}
