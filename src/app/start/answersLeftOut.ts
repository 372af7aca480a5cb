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

/** The store's cache entries of the answers left out, under their cache keys. */
function entriesOf(store: AppStore, left: readonly AnswerLeftOut[]) {
  const asked = (entry: unknown) => {
    const { endpointName, originalArgs } = (entry ?? {}) as Partial<AnswerLeftOut>;
    return left.some(
      (answer) =>
        answer.endpointName === endpointName &&
        JSON.stringify(answer.originalArgs) === JSON.stringify(originalArgs),
    );
  };
  return Object.fromEntries(
    Object.entries(store.getState().shopApi.queries).filter(([, entry]) => asked(entry)),
  );
}

/**
 * The state the page hydrates from: what the server rendered with (`rendered`, its data block),
 * the answers it left out added once asked for again; null when one could not be had (the page
 * is then rendered anew in the browser). Only those entries are taken from the store: by now it
 * may have let go of an answer the page carried that no component holds yet (the seats, kept 0 s
 * unused), which the page was rendered with all the same.
 */
export async function withAnswersLeftOut(
  store: AppStore,
  left: readonly AnswerLeftOut[],
  rendered: RootState,
): Promise<RootState | null> {
  if (!(await answersAskedAgain(store, left))) return null;
  const queries = { ...rendered.shopApi.queries, ...entriesOf(store, left) };
  return { ...rendered, shopApi: { ...rendered.shopApi, queries } };
}
