import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** Debian's libxml2-utils puts it here; CI installs that package to get the XSD check. */
export const XMLLINT = '/usr/bin/xmllint';
/** The sitemaps.org 0.9 schema, with lax wildcards for the xhtml:link alternates. */
export const SITEMAP_XSD = join(__dirname, '..', 'sitemap.xsd');

export const hasXmllint = (): boolean => existsSync(XMLLINT);

/**
 * Validates a document against sitemap.xsd with xmllint (no network): the messages of
 * xmllint, empty when valid. Throws when xmllint is not installed (ask hasXmllint first).
 */
export function xmllintProblems(xml: string, schema = SITEMAP_XSD): string[] {
  const run = spawnSync(XMLLINT, ['--noout', '--nonet', '--schema', schema, '-'], {
    input: xml,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (run.error) throw run.error;
  if (run.status === 0) return [];
  const lines = run.stderr
    .split('\n')
    .filter((line) => line.trim() !== '' && !/ validates$/.test(line));
  return lines.length > 0 ? lines : [`xmllint exited with ${run.status}`];
}
