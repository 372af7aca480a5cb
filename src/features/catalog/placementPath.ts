/**
 * The addresses of the catalog pages. Every link to a placement is made by placementHref, and
 * the article page finds its placement back with findPlacement; the seating chart page finds its
 * chart with findSeatingChart. The server answers an address's status by the same rules
 * (server/site/pageStatus.ts).
 */
import type { Lang, Placement, SeatingChart } from '../../api/types';

/** The article page of a placement: /{lang}/a/{slug}-{placementId}. */
export function placementHref(lang: Lang, placement: Pick<Placement, 'id' | 'slug'>): string {
  return `/${lang}/a/${placement.slug}-${placement.id}`;
}

/** The category page: /{lang}/c/{categoryId}. */
export function categoryHref(lang: Lang, categoryId: string): string {
  return `/${lang}/c/${categoryId}`;
}

/** The categories home (the root category's page): /{lang}. */
export function categoriesHomeHref(lang: Lang): string {
  return `/${lang}`;
}

/** The seating chart page: /{lang}/c/{categoryId}/{slug}-{seatingChartId}. */
export function seatingChartHref(
  lang: Lang,
  chart: Pick<SeatingChart, 'categoryId' | 'slug' | 'seatingChartId'>,
): string {
  return `/${lang}/c/${chart.categoryId}/${chart.slug}-${chart.seatingChartId}`;
}

/**
 * The placement a `{slug}-{placementId}` path segment names. Ids contain dashes themselves
 * ('pl-jazz-nacht'), so the segment matches a placement when it ends with '-' + its id, whatever
 * the slug before it; when several ids match ('…-nacht' and '…-jazz-nacht'), the longest wins.
 */
export function findPlacement<P extends Pick<Placement, 'id'>>(
  param: string | undefined,
  placements: readonly P[],
): P | undefined {
  if (!param) return undefined;
  let best: P | undefined;
  for (const placement of placements) {
    if (placement.id === '' || !param.endsWith(`-${placement.id}`)) continue;
    if (!best || placement.id.length > best.id.length) best = placement;
  }
  return best;
}

/** Whether the segment is exactly the placement's own `{slug}-{id}` (else the page redirects to it). */
export function isCanonicalPlacementParam(
  param: string,
  placement: Pick<Placement, 'id' | 'slug'>,
): boolean {
  return param === `${placement.slug}-${placement.id}`;
}

/**
 * The chart a `{slug}-{seatingChartId}` segment names. Ids contain dashes themselves
 * ('chart-grosser-saal'), so the segment matches when it ends with '-' + the id, whatever the
 * slug; when several ids match, the longest wins.
 */
export function findSeatingChart(
  param: string | undefined,
  charts: readonly SeatingChart[],
): SeatingChart | undefined {
  if (!param) return undefined;
  let best: SeatingChart | undefined;
  for (const chart of charts) {
    if (chart.seatingChartId === '' || !param.endsWith(`-${chart.seatingChartId}`)) continue;
    if (!best || chart.seatingChartId.length > best.seatingChartId.length) best = chart;
  }
  return best;
}

/** Whether the segment is exactly the chart's own `{slug}-{seatingChartId}`. */
export const isCanonicalChartParam = (param: string, chart: SeatingChart): boolean =>
  param === `${chart.slug}-${chart.seatingChartId}`;
