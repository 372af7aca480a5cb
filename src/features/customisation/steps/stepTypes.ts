/** What every step screen is given: the items it asks about, the shop, and where the answers go. */
import type { Lang, NewOrderItem, Shop } from '../../../api/types';
import type { ItemContext } from '../../orderModel/customisationSteps';

/** One item the screen asks about. */
export interface StepEntry {
  /** the item's position in the flow's drafts */
  index: number;
  item: NewOrderItem;
  context: ItemContext;
  /** how the visitor tells this item from the others on the screen ('Adult, The Magic Flute (2 of 3)') */
  name: string;
}

/** The answered drafts, by position in the flow's drafts. */
export type StepAnswers = Record<number, NewOrderItem>;

export interface StepScreenProps {
  entries: readonly StepEntry[];
  shop: Shop;
  lang: Lang;
  /** the visitor completed the screen with these answers */
  onAnswer: (answers: StepAnswers) => void;
  onCancel: () => void;
  /** whether these answers end the flow (the submit button then says so) */
  finishesWith: (answers: StepAnswers) => boolean;
  /** focus the first field on mount (not on the dialog's first screen: the dialog does that) */
  focusOnMount: boolean;
}
