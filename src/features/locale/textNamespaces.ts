/**
 * Which texts load when. The core namespaces are what every page's layout and the catalog pages
 * show; they come in one chunk per language (texts/<lng>.ts), loaded before the first render.
 * Every other namespace is its own chunk per language, loaded with the page or dialog that
 * shows it (routes.tsx, the parts that load with their texts).
 */
import type { Namespace } from './resources';

export type { Namespace };

export const CORE_NAMESPACES = [
  'common',
  'ui',
  'layout',
  'errors',
  'catalog',
  'consent',
  'order',
] as const satisfies readonly Namespace[];

export type CoreNamespace = (typeof CORE_NAMESPACES)[number];
/** the namespaces loaded on demand, each in its own chunk per language */
export type FeatureNamespace = Exclude<Namespace, CoreNamespace>;

export const isCoreNamespace = (namespace: Namespace): namespace is CoreNamespace =>
  (CORE_NAMESPACES as readonly Namespace[]).includes(namespace);
