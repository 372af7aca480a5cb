/**
 * The fixture checker: reads a fixture's rows and values, and notes each problem at its path
 * ('$.shop.placements[3].articleId: no article art-x'). fixtureValidation.ts says what is checked.
 */
import { isLang } from '../../src/lib/languages';

type Problems = string[];
export type Row = Record<string, unknown>;

export const isRow = (value: unknown): value is Row =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
export const isString = (value: unknown): value is string => typeof value === 'string';
const isMinor = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** Reads rows of one list, noting problems at their paths. */
export class Checker {
  readonly problems: Problems = [];

  note(path: string, problem: string): void {
    this.problems.push(`${path}: ${problem}`);
  }

  list(value: unknown, path: string): Row[] {
    if (!Array.isArray(value)) {
      this.note(path, 'must be a list');
      return [];
    }
    return value.filter((row, index) => {
      if (isRow(row)) return true;
      this.note(`${path}[${index}]`, 'must be an object');
      return false;
    });
  }

  string(row: Row, key: string, path: string, pattern?: RegExp): void {
    const value = row[key];
    if (!isString(value) || value === '') this.note(`${path}.${key}`, 'must be a non-empty string');
    else if (pattern && !pattern.test(value)) this.note(`${path}.${key}`, `must match ${pattern}`);
  }

  oneOf(row: Row, key: string, path: string, allowed: readonly string[]): void {
    if (!allowed.includes(row[key] as string))
      this.note(`${path}.${key}`, `must be one of ${allowed.join(', ')}`);
  }

  boolean(row: Row, key: string, path: string): void {
    if (typeof row[key] !== 'boolean') this.note(`${path}.${key}`, 'must be true or false');
  }

  minor(row: Row, key: string, path: string, nullable = false): void {
    const value = row[key];
    if (!(isMinor(value) || (nullable && value === null)))
      this.note(`${path}.${key}`, `must be an amount in minor units${nullable ? ' or null' : ''}`);
  }

  /** A LocalisedText: language keys only, string values, at least one text. */
  localised(value: unknown, path: string): void {
    if (!isRow(value)) {
      this.note(path, 'must be a text per language');
      return;
    }
    const entries = Object.entries(value);
    if (!entries.some(([, text]) => isString(text) && text !== ''))
      this.note(path, 'must hold a text in at least one language');
    for (const [lang, text] of entries) {
      if (!isLang(lang)) this.note(`${path}.${lang}`, 'is not a shop language');
      else if (!isString(text)) this.note(`${path}.${lang}`, 'must be a string');
    }
  }

  /** Ids of `rows`, noting duplicates. */
  ids(rows: Row[], path: string): Set<string> {
    const seen = new Set<string>();
    rows.forEach((row, index) => {
      this.string(row, 'id', `${path}[${index}]`);
      if (isString(row.id) && seen.has(row.id))
        this.note(`${path}[${index}].id`, `${row.id} is used twice`);
      if (isString(row.id)) seen.add(row.id);
    });
    return seen;
  }

  ref(value: unknown, path: string, known: Set<string>, what: string): void {
    if (!isString(value) || !known.has(value)) this.note(path, `no ${what} ${String(value)}`);
  }
}
