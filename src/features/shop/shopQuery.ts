/** GET /shop/{slug} (spec section 7): the shop's programme, forms and settings. */
import { skipToken } from '@reduxjs/toolkit/query/react';
import { siteConfig } from '../../../config/site';
import { shopPath } from '../../api/headers';
import { shopApi } from '../../api/shopApi';
import type { Shop } from '../../api/types';

export const shopQuery = shopApi.injectEndpoints({
  endpoints: (build) => ({
    getShop: build.query<Shop, string>({
      query: shopPath,
      providesTags: ['Shop'],
    }),
  }),
});

/** The argument for useGetShopQuery: the configured shop, or skip when none is configured. */
export const shopQueryArg = (): string | typeof skipToken => siteConfig.shopSlug ?? skipToken;

export const { useGetShopQuery } = shopQuery;
