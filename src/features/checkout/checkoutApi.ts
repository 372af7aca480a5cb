/**
 * The checkout's own calls (spec section 7):
 * - POST /order/{id}/checkout { form, paymentMethod, expectedTotal }, for the checkout saga. A
 *   refusal names each field's problem (errors[].field, e.g. 'form.email', 'paymentMethod'): the
 *   base query keeps them in ApiError.fieldProblems, and the checkout page shows each under its
 *   field and the refusal above its button (so the shared error alert stays quiet about 409/422).
 * - GET /order/{id}/status, for the order status page.
 */
import { shopApi } from '../../api/shopApi';
import type { CheckoutAnswer, CheckoutRequest, OrderStatusAnswer } from '../../api/types';
import { answersFailuresItself } from '../../api/ownAnswers';
import { orderPath } from '../orderModel/orderRead';

export interface CheckoutArgs extends CheckoutRequest {
  orderId: string;
}

export const checkoutApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    payOrder: build.mutation<CheckoutAnswer, CheckoutArgs>({
      query: ({ orderId, form, paymentMethod, expectedTotal }) => ({
        url: `${orderPath(orderId)}/checkout`,
        method: 'POST',
        // JSON leaves out an undefined expectedTotal: the server then checks no total
        body: { form, paymentMethod, expectedTotal },
      }),
      invalidatesTags: (_result, _error, { orderId }) => [
        { type: 'Order', id: orderId },
        { type: 'OrderStatus', id: orderId },
      ],
    }),
    getOrderStatus: build.query<OrderStatusAnswer, string>({
      query: (orderId) => `${orderPath(orderId)}/status`,
      providesTags: (_result, _error, orderId) => [{ type: 'OrderStatus', id: orderId }],
    }),
  }),
});

answersFailuresItself(
  (action, status) =>
    checkoutApi.endpoints.payOrder.matchRejected(action) && (status === 409 || status === 422),
);

export const { useGetOrderStatusQuery } = checkoutApi;
