/**
 * POST /order/{id}/personalize { items: { [itemId]: FormData } } (spec section 7), for the
 * personalisation screen. Same call as shopApi.personalize, but a refusal keeps the server's field
 * problems (errors[].field, e.g. 'items.item-5.age'): the shared ApiError holds only the first
 * detail, and the screen shows each problem under its field. The answer (the order) becomes the
 * getOrder cache entry, as with every order mutation.
 */
import { API_PREFIX } from '../../api/headers';
import type { ApiError } from '../../api/errors';
import { shopApi, type PersonalizeArgs } from '../../api/shopApi';
import type { Order } from '../../api/types';

/** One problem the server names a field for. */
export interface FieldProblem {
  field: string;
  detail: string;
}

/** A refused save: the visitor's message plus every field problem of the answer. */
export type PersonalisationError = ApiError & { fieldProblems: FieldProblem[] };

/** The field problems of an answer body shaped like ApiErrorBody. */
export function fieldProblemsOf(body: unknown): FieldProblem[] {
  const errors = (body as { errors?: unknown } | null | undefined)?.errors;
  if (!Array.isArray(errors)) return [];
  const problems: FieldProblem[] = [];
  for (const entry of errors as unknown[]) {
    const { field, detail } = (entry ?? {}) as { field?: unknown; detail?: unknown };
    if (typeof field === 'string' && typeof detail === 'string') problems.push({ field, detail });
  }
  return problems;
}

/** The field problems a failed save carries (none for any other error). */
export const fieldProblemsOfError = (error: unknown): FieldProblem[] => {
  const problems = (error as Partial<PersonalisationError> | null | undefined)?.fieldProblems;
  return Array.isArray(problems) ? problems : [];
};

const readBody = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

export const personalisationApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    savePersonalisation: build.mutation<Order, PersonalizeArgs>({
      async queryFn({ orderId, items }, _api, _extraOptions, baseQuery) {
        let body: unknown = null;
        const result = await baseQuery({
          url: `${API_PREFIX}/order/${encodeURIComponent(orderId)}/personalize`,
          method: 'POST',
          body: { items },
          // the answer is read here too, so its field problems survive the base query's mapping
          responseHandler: async (response) => {
            body = await readBody(response);
            return body;
          },
        });
        if (result.error) {
          const error: PersonalisationError = {
            ...result.error,
            fieldProblems: fieldProblemsOf(body),
          };
          return { error };
        }
        return { data: result.data as Order };
      },
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
