/**
 * POST /order/{id}/personalize (spec section 7): the ticket holders' details. It answers with
 * the order (written into the getOrder cache by the order lifecycle saga). A refusal (422) names
 * each field's problem (ApiError.fieldProblems): the form shows each under its field, so the
 * shared error alert stays quiet about it.
 */
import { shopApi } from '../../api/shopApi';
import type { Order, PersonalizeRequest } from '../../api/types';
import { answersFailuresItself } from '../../api/ownAnswers';
import { orderPath } from '../orderModel/orderRead';

export interface PersonalizeArgs extends PersonalizeRequest {
  orderId: string;
}

export const personalisationApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    savePersonalisation: build.mutation<Order, PersonalizeArgs>({
      query: ({ orderId, items }) => ({
        url: `${orderPath(orderId)}/personalize`,
        method: 'POST',
        body: { items },
      }),
    }),
  }),
});

answersFailuresItself(
  (action, status) =>
    personalisationApi.endpoints.savePersonalisation.matchRejected(action) && status === 422,
);

export const { useSavePersonalisationMutation } = personalisationApi;
