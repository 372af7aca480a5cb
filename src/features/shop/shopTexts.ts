/**
 * The shop answer's texts in the language a navigation goes to. A server-rendered page carries
 * the answer cut to its own language and German (lib/localisedText.ts, textsFor); when the visitor
 * switches to another language, the whole answer is read again before the page is shown in it, as
 * its interface texts are (app/routePage.tsx), so no frame shows one language's names in another.
 */
import { siteConfig } from '../../../config/site';
import { holdsLanguage } from '../../lib/localisedText';
import type { Lang } from '../../lib/languages';
import type { AppStore } from '../../state/rootState';
import { selectShop } from './shopSelectors';
import { shopQuery } from './shopQuery';

/**
 * Resolves once the cached shop answer has texts in `lang`: at once when it has (or holds none
 * yet: the page reads it as usual), else after the answer is read again. Never rejects: a failed
 * read leaves the cut answer, whose German stands in, and the page says what failed as any read.
 */
export function shopTextsIn(
  store: Pick<AppStore, 'dispatch' | 'getState'>,
  lang: Lang,
): Promise<void> {
  const shop = selectShop(store.getState());
  if (!shop || !siteConfig.shopSlug || holdsLanguage(shop, lang)) return Promise.resolve();
  const read = store.dispatch(
    shopQuery.endpoints.getShop.initiate(siteConfig.shopSlug, {
      forceRefetch: true,
      subscribe: false,
    }),
  );
  return read.then(
    () => undefined,
    () => undefined,
  );
}
