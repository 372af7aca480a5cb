/**
 * The first pages' downloads, as the build lists them for the server (issue 9): the core texts of
 * each language and the chunks of each page a visitor can land on. The build writes the list
 * (config/firstPageManifest.ts), the server reads it at start and answers each page with preload
 * hints for what that page will download (server/site/firstPageHints.ts).
 */
import type { Lang } from '../src/api/types';
import { LANGUAGES } from '../src/lib/languages';

/** Where the build writes the list, beside builds/latest.json: not hashed, served no-cache. */
export const FIRST_PAGE_MANIFEST = 'builds/first-pages.json';

/** The pages a visitor lands on, each with its chunk group (src/app/routes.tsx, webpackChunkName). */
export const FIRST_PAGE_GROUPS = {
  'categories-home': 'page-categories-home',
  category: 'page-category',
  article: 'page-article',
} as const;

export type FirstPage = keyof typeof FIRST_PAGE_GROUPS;

export const FIRST_PAGES = Object.keys(FIRST_PAGE_GROUPS) as FirstPage[];

/** The chunk group of a language's core texts (src/features/locale/textLoader.ts). */
export const textsGroup = (lang: Lang): string => `texts-${lang}`;

/** A chunk group's files as the browser asks for them (public path included), in load order. */
export interface FirstPageFiles {
  js: string[];
  css: string[];
}

export interface FirstPageManifest {
  texts: Record<Lang, FirstPageFiles>;
  pages: Record<FirstPage, FirstPageFiles>;
}

/** A path from the root made of the characters a build's file names have (nothing to break a header). */
const FILE_PATH = /^\/[\w.~@+%/-]*$/;

const isFileList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((file) => typeof file === 'string' && FILE_PATH.test(file));

const isFiles = (value: unknown): value is FirstPageFiles =>
  typeof value === 'object' &&
  value !== null &&
  isFileList((value as Partial<FirstPageFiles>).js) &&
  isFileList((value as Partial<FirstPageFiles>).css);

/** Whether `value` is a whole manifest (every language, every page, paths from the root). */
export function isFirstPageManifest(value: unknown): value is FirstPageManifest {
  if (typeof value !== 'object' || value === null) return false;
  const { texts, pages } = value as Partial<Record<keyof FirstPageManifest, unknown>>;
  if (typeof texts !== 'object' || texts === null) return false;
  if (typeof pages !== 'object' || pages === null) return false;
  return (
    LANGUAGES.every((lang) => isFiles((texts as Record<string, unknown>)[lang])) &&
    FIRST_PAGES.every((page) => isFiles((pages as Record<string, unknown>)[page]))
  );
}
