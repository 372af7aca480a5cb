/**
 * POST /order/{id}/checkout { form, paymentMethod } (spec section 7), for the checkout saga. Same
 * call as shopApi.checkout, but a refusal keeps the server's field problems (errors[].field, e.g.
 * 'form.email', 'paymentMethod'): the shared ApiError holds only the first detail, and the checkout
 * form shows each problem under its field.
 */
import type { ApiError } from '../../api/errors';
import { API_PREFIX } from '../../api/headers';
import { shopApi, type CheckoutArgs } from '../../api/shopApi';
import type { CheckoutAnswer } from '../../api/types';

/** One problem the server names a field for. */
export interface CheckoutFieldProblem {
  field: string;
  detail: string;
}

/** A refused checkout: the visitor's message plus every field problem of the answer. */
export type CheckoutError = ApiError & { fieldProblems: CheckoutFieldProblem[] };

export function fieldProblemsOf(body: unknown): CheckoutFieldProblem[] {
  const errors = (body as { errors?: unknown } | null | undefined)?.errors;
  if (!Array.isArray(errors)) return [];
  const problems: CheckoutFieldProblem[] = [];
  for (const entry of errors as unknown[]) {
    const { field, detail } = (entry ?? {}) as { field?: unknown; detail?: unknown };
    if (typeof field === 'string' && typeof detail === 'string') problems.push({ field, detail });
  }
  return problems;
}

/** The field problems a refused checkout carries (none for any other error). */
export const fieldProblemsOfError = (error: unknown): CheckoutFieldProblem[] => {
  const problems = (error as Partial<CheckoutError> | null | undefined)?.fieldProblems;
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

export const checkoutApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    payOrder: build.mutation<CheckoutAnswer, CheckoutArgs>({
      async queryFn({ orderId, form, paymentMethod }, _api, _extraOptions, baseQuery) {
        let body: unknown = null;
        const result = await baseQuery({
          url: `${API_PREFIX}/order/${encodeURIComponent(orderId)}/checkout`,
          method: 'POST',
          body: { form, paymentMethod },
          // the answer is read here too, so its field problems survive the base query's mapping
          responseHandler: async (response) => {
            body = await readBody(response);
            return body;
          },
        });
        if (result.error) {
          const error: CheckoutError = {
            ...(result.error as ApiError),
            fieldProblems: fieldProblemsOf(body),
          };
          return { error };
        }
        return { data: result.data as CheckoutAnswer };
      },
      invalidatesTags: (_result, _error, { orderId }) => [
        { type: 'Order', id: orderId },
        { type: 'OrderStatus', id: orderId },
      ],
    }),
  }),
});
