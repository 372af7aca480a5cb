import type { Article, Picture, Placement, ShopEvent } from '../../api/types';

/**
 * The picture that shows an offer: the placement's own first, else its article's, else its
 * event's (a ticket shows its evening's poster); undefined when none has one.
 */
export function mainPicture(
  placement: Pick<Placement, 'media'> | undefined,
  article: Pick<Article, 'media'> | undefined,
  event: Pick<ShopEvent, 'media'> | undefined,
): Picture | undefined {
  return placement?.media?.[0] ?? article?.media?.[0] ?? event?.media?.[0];
}
