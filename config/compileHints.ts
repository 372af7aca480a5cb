import webpack from 'webpack';

/**
 * V8's explicit compile hint (Chrome 136 and later): a file that begins with this comment has
 * every function compiled eagerly, on a background thread while the file streams in, instead of
 * lazily on the main thread the first time each one is called.
 */
export const ALL_FUNCTIONS_CALLED_ON_LOAD = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks the scripts of the named chunks with V8's compile hint. For the chunk the start runs
 * through (main: the libraries and the shell), nearly every function runs on the first page,
 * and compiling them on the main thread was most of the start's work
 * (docs/decisions/start-in-short-steps.md, "Compiled while it downloads"). The comment goes in after minification (which would drop it) and
 * before the source maps are written (which it moves down by one line).
 */
export class CompileHintsPlugin {
  constructor(private readonly chunkNames: readonly string[]) {}

  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'CompileHintsPlugin',
          stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
        },
        () => {
          for (const chunk of compilation.chunks) {
            if (!chunk.name || !this.chunkNames.includes(chunk.name)) continue;
            for (const file of chunk.files) {
              if (!file.endsWith('.js')) continue;
              compilation.updateAsset(
                file,
                (source) => new webpack.sources.ConcatSource(ALL_FUNCTIONS_CALLED_ON_LOAD, source),
              );
            }
          }
        },
      );
    });
  }
}
