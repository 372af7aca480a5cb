import { useTranslation } from 'react-i18next';
import CurrencyField from '../../../components/fields/CurrencyField';
import { formatMoney } from '../../../lib/money';
import { checkChoicePrice } from '../choicePrice';
import { CHOICE_PRICE_MAX } from '../../orderModel/customisationSteps';
import StepForm from './StepForm';
import type { StepAnswers, StepEntry, StepScreenProps } from './stepTypes';
import { useItemValues } from './useItemValues';

const minimumOf = ({ context }: StepEntry) => context.variant.minPrice ?? 0;

/**
 * Choose your price: one amount per item of a CHOICE variant, a number not below the variant's
 * minimum and not above CHOICE_PRICE_MAX. The field keeps what the visitor typed, also when it
 * is refused; it starts at the variant's price (never below the minimum).
 */
export default function ChoicePriceStep(screen: StepScreenProps) {
  const { entries, shop, lang } = screen;
  const { t } = useTranslation('customisation');
  const money = (minor: number) => formatMoney(minor, shop.currency, lang);
  const prices = useItemValues<number | null>(
    entries,
    (entry) => entry.item.price ?? Math.max(entry.context.variant.price, minimumOf(entry)),
  );

  const answers: StepAnswers = Object.fromEntries(
    entries.map(({ index, item }) => {
      const price = prices.values[index];
      return [index, price === null || price === undefined ? item : { ...item, price }];
    }),
  );

  const check = (form: HTMLFormElement) => {
    const found: Record<number, string> = {};
    const checked: StepAnswers = {};
    for (const entry of entries) {
      // the text as typed (the field reports null for both empty and unreadable text)
      const input = form.elements.namedItem(`price-${entry.index}`);
      const text = input instanceof HTMLInputElement ? input.value : '';
      const result = checkChoicePrice(text, shop.currency, minimumOf(entry));
      if ('price' in result) {
        checked[entry.index] = { ...entry.item, price: result.price };
      } else {
        found[entry.index] = t(`choicePrice.${result.problem}`, {
          min: money(minimumOf(entry)),
          max: money(CHOICE_PRICE_MAX),
        });
      }
    }
    return prices.accept(found) ? checked : null;
  };

  return (
    <StepForm screen={screen} intro={t('choicePrice.intro')} answers={answers} check={check}>
      {entries.map((entry) => (
        <CurrencyField
          key={entry.index}
          name={`price-${entry.index}`}
          label={t('choicePrice.label', { item: entry.name })}
          hint={t('choicePrice.hint', { min: money(minimumOf(entry)) })}
          required
          currency={shop.currency}
          value={prices.values[entry.index] ?? null}
          error={prices.errors[entry.index]}
          onChange={(minor) => prices.change(entry.index, minor)}
        />
      ))}
    </StepForm>
  );
}
