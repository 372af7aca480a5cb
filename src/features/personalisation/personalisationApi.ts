/**
 * POST /order/{id}/personalize { items: { [itemId]: FormData } } (spec section 7), for the
 * personalisation screen. Same call as shopApi.personalize, but a refusal keeps the server's field
 * problems (errors[].field, e.g. 'items.item-5.age'): the shared ApiError holds only the first
 * detail, and the screen shows each problem under its field. The answer (the order) becomes the
 * getOrder cache entry, as with every order mutation.
 */
import { API_PREFIX } from '../../api/headers';
import { callKeepingFieldProblems } from '../../api/fieldProblems';
import { shopApi, type PersonalizeArgs } from '../../api/shopApi';
import type { Order } from '../../api/types';

export type { FieldProblem } from '../../api/fieldProblems';
export { fieldProblemsOf, fieldProblemsOfError } from '../../api/fieldProblems';

export const personalisationApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    savePersonalisation: build.mutation<Order, PersonalizeArgs>({
      queryFn: ({ orderId, items }, _api, _extraOptions, baseQuery) =>
        callKeepingFieldProblems<Order>(baseQuery, {
          url: `${API_PREFIX}/order/${encodeURIComponent(orderId)}/personalize`,
          method: 'POST',
          body: { items },
        }),
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            shopApi.util.upsertQueryEntries([
              { endpointName: 'getOrder', arg: data.id, value: data },
            ]),
          );
        } catch {
          // a refusal changes nothing here; the screen shows it
        }
      },
    }),
  }),
});

export const { useSavePersonalisationMutation } = personalisationApi;
