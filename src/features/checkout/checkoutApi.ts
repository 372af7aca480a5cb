/**
 * POST /order/{id}/checkout { form, paymentMethod } (spec section 7), for the checkout saga. Same
 * call as shopApi.checkout, but a refusal keeps the server's field problems (errors[].field, e.g.
 * 'form.email', 'paymentMethod'): the shared ApiError holds only the first detail, and the checkout
 * form shows each problem under its field.
 */
import { callKeepingFieldProblems } from '../../api/fieldProblems';
import { API_PREFIX } from '../../api/headers';
import { shopApi, type CheckoutArgs } from '../../api/shopApi';
import type { CheckoutAnswer } from '../../api/types';

export type { FieldProblem as CheckoutFieldProblem } from '../../api/fieldProblems';
export { fieldProblemsOf, fieldProblemsOfError } from '../../api/fieldProblems';

export const checkoutApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    payOrder: build.mutation<CheckoutAnswer, CheckoutArgs>({
      queryFn: ({ orderId, form, paymentMethod, expectedTotal }, _api, _extraOptions, baseQuery) =>
        callKeepingFieldProblems<CheckoutAnswer>(baseQuery, {
          url: `${API_PREFIX}/order/${encodeURIComponent(orderId)}/checkout`,
          method: 'POST',
          body:
            expectedTotal === undefined
              ? { form, paymentMethod }
              : { form, paymentMethod, expectedTotal },
        }),
      invalidatesTags: (_result, _error, { orderId }) => [
        { type: 'Order', id: orderId },
        { type: 'OrderStatus', id: orderId },
      ],
    }),
  }),
});
