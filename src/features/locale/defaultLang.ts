import type { Lang } from '../../api/types';

/** The shop's default interface language (spec section 9). */
export const DEFAULT_LANG: Lang = 'de';
