/**
 * Renders the posters' files with sharp (librsvg for the SVG, libaom, libwebp and mozjpeg for the
 * formats), into a cache folder shared by every demo server and test on the machine. A file is
 * rendered the first time it is asked for and kept under its hashed name; it is written under a
 * temporary name and renamed, so two processes rendering the same file never expose half of it.
 */
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { plannedFiles, type PlannedFile } from './mediaPlan';

/** The render cache: next to other tools' caches, gone with node_modules (npm ci). */
export const MEDIA_CACHE_DIR = path.resolve(
  __dirname,
  '../../node_modules/.cache/billett-demo-media',
);

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/** The file's bytes, encoded from its SVG at its width. */
export async function renderFile(file: PlannedFile): Promise<Buffer> {
  const { format } = file;
  return sharp(Buffer.from(file.svg), { density: 72 })
    .resize(file.width, file.height)
    .toFormat(format.format, format.options)
    .toBuffer();
}

const inFlight = new Map<string, Promise<string>>();

/** The path of the file in the cache, rendered first when it is not there yet. */
export function ensureFile(file: PlannedFile, dir = MEDIA_CACHE_DIR): Promise<string> {
  const target = path.join(dir, file.name);
  const running = inFlight.get(target);
  if (running) return running;
  const job = (async () => {
    if (await exists(target)) return target;
    await mkdir(dir, { recursive: true });
    const temporary = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    await writeFile(temporary, await renderFile(file));
    await rename(temporary, target);
    return target;
  })().finally(() => inFlight.delete(target));
  inFlight.set(target, job);
  return job;
}

/** Every planned file in the cache, two at a time (the machine has two cores); how many were new. */
export async function renderAll(
  dir = MEDIA_CACHE_DIR,
): Promise<{ files: number; rendered: number }> {
  const queue = plannedFiles();
  let rendered = 0;
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      if (!(await exists(path.join(dir, file.name)))) rendered += 1;
      await ensureFile(file, dir);
    }
  };
  const files = queue.length;
  await Promise.all([worker(), worker()]);
  return { files, rendered };
}
