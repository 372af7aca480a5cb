/**
 * GET /builds/latest.json: the newest build of the storefront, polled for freshness. Never
 * cached, by the browser or here; a failed poll is no news for the visitor (the shared error
 * alert stays quiet about it).
 */
import { shopApi } from '../../api/shopApi';
import type { BuildInfo } from '../../api/types';
import { answersFailuresItself } from '../../api/ownAnswers';

export const buildQuery = shopApi.injectEndpoints({
  endpoints: (build) => ({
    getLatestBuild: build.query<BuildInfo, void>({
      query: () => ({ url: '/builds/latest.json', params: { t: Date.now() }, cache: 'no-store' }),
      keepUnusedDataFor: 0,
    }),
  }),
});

answersFailuresItself((action) => buildQuery.endpoints.getLatestBuild.matchRejected(action));

export const { useGetLatestBuildQuery } = buildQuery;
