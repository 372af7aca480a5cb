import { skipToken } from '@reduxjs/toolkit/query';
import { siteConfig } from '../../../config/site';
import { useGetShopQuery } from './shopQuery';

/** The configured shop and its loading state; nothing is fetched when no shop slug is configured. */
export function useShop() {
  return useGetShopQuery(siteConfig.shopSlug ?? skipToken);
}
