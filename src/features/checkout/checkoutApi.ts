/**
 * POST /order/{id}/checkout { form, paymentMethod, expectedTotal } (spec section 7): the checkout
 * feature's own call, for the checkout saga. A refusal names each field's problem (errors[].field,
 * e.g. 'form.email', 'paymentMethod'): the base query keeps them in ApiError.fieldProblems, and the
 * checkout form shows each under its field.
 */
import { API_PREFIX } from '../../api/headers';
import { shopApi } from '../../api/shopApi';
import type { CheckoutAnswer, CheckoutRequest } from '../../api/types';

export interface CheckoutArgs extends CheckoutRequest {
  orderId: string;
}

export const checkoutApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    payOrder: build.mutation<CheckoutAnswer, CheckoutArgs>({
      query: ({ orderId, form, paymentMethod, expectedTotal }) => ({
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
