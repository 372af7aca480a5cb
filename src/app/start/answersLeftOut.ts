/**
 * The answers a server render left out of its page (too large to travel in it,
 * app/render/pageData.ts), asked for again before the page hydrates (firstState.ts).
 */
import { shopApi } from '../../api/shopApi';
import type { AnswerLeftOut } from '../render/pageData';
import type { AppStore, RootState } from '../store';

/** An endpoint as an answer left out of the page names it (pageData.ts, AnswerLeftOut). */
type AskedAgain = Record<
  string,
  | {
      initiate?: (
        args: unknown,
        options: { subscribe: false },
      ) => Parameters<AppStore['dispatch']>[0];
    }
  | undefined
>;

/**
 * The answers the server left out of the page (too large to travel in it), asked for again
 * through their endpoints, which the page's chunk has injected by now: true when every one came,
 * so the page can hydrate from the same data the server rendered from.
 */
export async function answersAskedAgain(
  store: AppStore,
  left: readonly AnswerLeftOut[],
): Promise<boolean> {
  const endpoints = shopApi.endpoints as unknown as AskedAgain;
  const asked = await Promise.all(
    left.map(async ({ endpointName, originalArgs }) => {
      const endpoint = endpoints[endpointName];
      if (!endpoint?.initiate) return false;
      const answer = (await store.dispatch(
        endpoint.initiate(originalArgs, { subscribe: false }),
      )) as unknown as { isSuccess?: boolean };
      return answer.isSuccess === true;
    }),
  );
  return asked.every(Boolean);
}

/**
 * The state the page hydrates from: what the server rendered with (`rendered`, its data block),
 * the answers it left out added once asked for again; null when one could not be had (the page
 * is then rendered anew in the browser).
 */
export async function withAnswersLeftOut(
  store: AppStore,
  left: readonly AnswerLeftOut[],
  rendered: RootState,
): Promise<RootState | null> {
  if (!(await answersAskedAgain(store, left))) return null;
  return { ...rendered, shopApi: store.getState().shopApi };
}
