/**
 * The chosen price of a CHOICE variant, checked as the visitor typed it (pure): a number, not
 * below the variant's minimum, not above CHOICE_PRICE_MAX.
 */
import { parseMajorToMinor } from '../../lib/moneyInput';
import { CHOICE_PRICE_MAX } from '../orderModel/customisationSteps';

export type ChoicePriceProblem = 'required' | 'notANumber' | 'tooLow' | 'tooHigh';

export type ChoicePriceCheck = { price: number } | { problem: ChoicePriceProblem };

/** `text` as typed (major units, '25', '25.50', '25,50'); `min` in minor units. */
export function checkChoicePrice(text: string, currency: string, min: number): ChoicePriceCheck {
  if (text.trim() === '') return { problem: 'required' };
  const price = parseMajorToMinor(text, currency);
  if (price === null) return { problem: 'notANumber' };
  if (price < min) return { problem: 'tooLow' };
  if (price > CHOICE_PRICE_MAX) return { problem: 'tooHigh' };
  return { price };
}
