/**
 * What a store starts with, the same facts on the server and in the browser: the shop access
 * token, the address's language (so the first shop call says it, X-Locale) and the consent the
 * visitor gave on an earlier visit (the banner is not rendered for a visitor who has chosen).
 */
import type { ConsentRecord } from '../features/consent/consentCookie';
import consentReducer, { restored } from '../features/consent/consentSlice';
import type { Lang } from '../lib/languages';
import type { RootState } from '../state/rootState';

export interface VisitorFacts {
  accessToken: string | null;
  lang: Lang;
  consent?: ConsentRecord | null;
}

export const firstStoreState = ({
  accessToken,
  lang,
  consent,
}: VisitorFacts): Partial<RootState> => ({
  session: { accessToken },
  locale: { lang },
  ...(consent
    ? { consent: consentReducer(undefined, restored({ consentAll: consent.consentAll })) }
    : {}),
});
