import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import webpack from 'webpack';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The build's text files that get compressed copies. Source maps do not: only developer tools
 * ask for them, and brotli 11 over the maps would double the build's compression time; they are
 * served as they are.
 */
export const PRECOMPRESSED_FILE = /\.(js|css|html|json|svg|txt|xml)$/;

/** The copies next to a file, by the Content-Encoding they are served with. */
export const COPY_SUFFIX = { br: '.br', gzip: '.gz' } as const;
export type CopyEncoding = keyof typeof COPY_SUFFIX;

/**
 * A file's brotli (quality 11, text mode) and gzip (level 9) copies; a copy that is not smaller
 * than the file itself is null (serving the file as it is costs fewer bytes).
 */
export async function compressedCopies(body: Buffer): Promise<Record<CopyEncoding, Buffer | null>> {
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: zlib.Z_BEST_COMPRESSION }),
  ]);
  const smaller = (copy: Buffer) => (copy.length < body.length ? copy : null);
  return { br: smaller(br), gzip: smaller(gz) };
}

/**
 * Writes `<file>.br` and `<file>.gz` next to every text file of the build (PRECOMPRESSED_FILE),
 * after everything else has made its files (the HTML, the manifests, the content hashes), so
 * `npm run serve` never compresses a file per request.
 */
export class PrecompressPlugin {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        {
          name: 'PrecompressPlugin',
          stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT + 1,
        },
        async (assets) => {
          const names = Object.keys(assets).filter((name) => PRECOMPRESSED_FILE.test(name));
          await Promise.all(
            names.map(async (name) => {
              const asset = compilation.getAsset(name);
              if (!asset) return;
              const copies = await compressedCopies(asset.source.buffer());
              for (const encoding of Object.keys(COPY_SUFFIX) as CopyEncoding[]) {
                const copy = copies[encoding];
                if (!copy) continue;
                compilation.emitAsset(
                  name + COPY_SUFFIX[encoding],
                  new webpack.sources.RawSource(copy),
                  { compressed: true, immutable: asset.info.immutable },
                );
              }
            }),
          );
        },
      );
    });
  }
}
