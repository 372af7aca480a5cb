/**
 * @jest-environment ./src/test/nodeEnvironment.cjs
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * The docs' own rules (issue 35): a README a newcomer reads in one sitting, one short file per
 * decision with its index, and no relative link that leads nowhere.
 */
const ROOT = path.resolve(__dirname, '..');
const DECISIONS = path.join(ROOT, 'docs', 'decisions');
const DECISION_PARTS = ['Context', 'Decision', 'Consequences', 'Figures'];

function markdownFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return markdownFiles(full);
    return entry.name.endsWith('.md') ? [full] : [];
  });
}

const read = (file: string) => fs.readFileSync(file, 'utf8');
const lineCount = (file: string) => read(file).replace(/\n$/, '').split('\n').length;
const relative = (file: string) => path.relative(ROOT, file);

const withoutFences = (markdown: string) =>
  markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');

/** The text a reader sees as Markdown: fenced blocks and code spans are no links. */
const withoutCode = (markdown: string) => withoutFences(markdown).replace(/`[^`\n]*`/g, '');

/** Every link target: inline `[text](target "title")` and reference `[name]: target`. */
function linkTargets(markdown: string): string[] {
  const text = withoutCode(markdown);
  const inline = [...text.matchAll(/\]\(\s*(?:<([^>\n]+)>|([^)\s]+))(?:\s+"[^"]*")?\s*\)/g)].map(
    (m) => m[1] ?? m[2],
  );
  const references = [...text.matchAll(/^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)].map(
    (m) => m[1],
  );
  return [...inline, ...references];
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
function anchorsOf(markdown: string): Set<string> {
  const headings = [...withoutFences(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)];
  return new Set(
    headings.map(([, heading]) =>
      heading
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s_-]/gu, '')
        .replace(/\s/g, '-'),
    ),
  );
}

const isExternal = (target: string) => /^[a-z][a-z0-9+.-]*:/i.test(target);

/** What is wrong with one link of `file`, or null when it leads to an existing file (and heading). */
function brokenLink(file: string, target: string): string | null {
  if (isExternal(target)) return null;
  const [pathPart, anchor] = target.split('#', 2);
  const destination = pathPart
    ? path.resolve(path.dirname(file), decodeURIComponent(pathPart.split('?')[0]))
    : file;
  if (!fs.existsSync(destination)) return `${target}: no such file`;
  if (anchor && destination.endsWith('.md') && !anchorsOf(read(destination)).has(anchor))
    return `${target}: no heading #${anchor}`;
  return null;
}

const docs = [path.join(ROOT, 'README.md'), ...markdownFiles(path.join(ROOT, 'docs'))];
const decisionFiles = markdownFiles(DECISIONS).filter(
  (file) => path.basename(file) !== 'README.md',
);

describe('the docs', () => {
  it('keep the README to 160 lines at most', () => {
    expect(lineCount(path.join(ROOT, 'README.md'))).toBeLessThanOrEqual(160);
  });

  it.each(docs.map((file) => [relative(file), file]))(
    '%s: every relative link leads to an existing file and heading',
    (_name, file) => {
      const broken = linkTargets(read(file))
        .map((target) => brokenLink(file, target))
        .filter((problem) => problem !== null);
      expect(broken).toEqual([]);
    },
  );

  it('have one file per decision, each of at most 250 lines, in four parts', () => {
    expect(decisionFiles.length).toBeGreaterThan(0);
    const problems = decisionFiles.flatMap((file) => {
      const lines = lineCount(file);
      const headings = [...read(file).matchAll(/^## (.+)$/gm)].map((m) => m[1].trim());
      return [
        ...(lines > 250 ? [`${relative(file)}: ${lines} lines`] : []),
        ...DECISION_PARTS.filter((part) => !headings.includes(part)).map(
          (part) => `${relative(file)}: no "## ${part}"`,
        ),
      ];
    });
    expect(problems).toEqual([]);
  });

  it('list every decision in the index, docs/decisions/README.md', () => {
    const index = path.join(DECISIONS, 'README.md');
    const listed = new Set(
      linkTargets(read(index)).map((target) => path.resolve(DECISIONS, target.split('#')[0])),
    );
    const unlisted = decisionFiles.filter((file) => !listed.has(file)).map(relative);
    expect(unlisted).toEqual([]);
  });
});

describe('the link reader', () => {
  it('finds inline and reference links, and none in code', () => {
    const markdown = [
      'See [a](a.md) and [b](<b c.md> "title") and [c][ref].',
      '`[not](code.md)`',
      '```md',
      '[not](fenced.md)',
      '```',
      '[ref]: ref.md',
    ].join('\n');
    expect(linkTargets(markdown)).toEqual(['a.md', 'b c.md', 'ref.md']);
  });

  it('reads a heading as GitHub anchors it', () => {
    expect(anchorsOf("## The shop's answer (issue 19)\n# `npm run bench`")).toEqual(
      new Set(['the-shops-answer-issue-19', 'npm-run-bench']),
    );
  });
});
