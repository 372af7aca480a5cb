/** @jest-environment ./src/test/nodeEnvironment.cjs */
import type { Configuration } from 'webpack';
import { storefrontBuilds } from '../../webpack.config';
import makeFloorConfig from './webpack.config';

const storefront: Configuration = storefrontBuilds({ mode: 'production' }).browser;
const floor: Configuration = makeFloorConfig();
const pluginNames = (config: Configuration) =>
  (config.plugins ?? []).map((plugin) => (plugin ? plugin.constructor.name : String(plugin)));

/** webpack's own minifier ('...') and each other minimizer's name and options */
const minimizers = (config: Configuration) =>
  (config.optimization?.minimizer ?? []).map((minimizer) =>
    typeof minimizer === 'string' || !minimizer
      ? minimizer
      : [
          minimizer.constructor.name,
          JSON.stringify(
            (minimizer as unknown as { options: { minimizer: { options: unknown } } }).options
              .minimizer.options,
          ),
        ],
  );

describe('the floor app’s build', () => {
  it('is a production build with the storefront’s minifier, targets, split chunks, loaders and names', () => {
    expect(floor.mode).toBe('production');
    expect(floor.optimization?.splitChunks).toEqual(storefront.optimization?.splitChunks);
    expect(minimizers(floor)).toEqual(minimizers(storefront));
    expect(minimizers(floor)).toEqual([
      '...',
      ['CssMinimizerPlugin', '{"preset":["default",{"cssDeclarationSorter":false}]}'],
    ]);
    expect(floor.module).toEqual(storefront.module);
    expect(floor.resolve).toEqual(storefront.resolve);
    expect(floor.devtool).toBe(storefront.devtool);
    expect(floor.performance).toEqual(storefront.performance);
    // its own folder, cleaned whole: it has no server render bundle to keep beside it
    const bare = (output: typeof floor.output) => ({ ...output, path: null, clean: null });
    expect(bare(floor.output)).toEqual(bare(storefront.output));
    expect(floor.output?.path).not.toBe(storefront.output?.path);
  });

  it('has the storefront’s build plugins (style sheets, compile hints, compressed copies), with its own HTML', () => {
    const shared = pluginNames(floor).filter((name) => name !== 'HtmlWebpackPlugin');
    expect(shared).toEqual(['MiniCssExtractPlugin', 'CompileHintsPlugin', 'PrecompressPlugin']);
    expect(pluginNames(storefront)).toEqual(
      expect.arrayContaining([...shared, 'HtmlWebpackPlugin']),
    );
  });
});
