import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import CurrencyField from '../../../components/fields/CurrencyField';
import { formatMoney } from '../../../lib/money';
import { checkChoicePrice } from '../choicePrice';
import { CHOICE_PRICE_MAX } from '../../orderModel/customisationSteps';
import StepForm from './StepForm';
import type { StepAnswers, StepEntry, StepScreenProps } from './stepTypes';

const minimumOf = ({ context }: StepEntry) => context.variant.minPrice ?? 0;

/**
 * Choose your price: one amount per item of a CHOICE variant, a number not below the variant's
 * minimum and not above CHOICE_PRICE_MAX. The field keeps what the visitor typed, also when it
 * is refused; it starts at the variant's price (never below the minimum).
 */
export default function ChoicePriceStep({
  entries,
  shop,
  lang,
  onAnswer,
  onCancel,
  finishesWith,
  focusOnMount,
}: StepScreenProps) {
  const { t } = useTranslation('customisation');
  const money = (minor: number) => formatMoney(minor, shop.currency, lang);
  const [prices, setPrices] = useState<Record<number, number | null>>(() =>
    Object.fromEntries(
      entries.map((entry) => [
        entry.index,
        entry.item.price ?? Math.max(entry.context.variant.price, minimumOf(entry)),
      ]),
    ),
  );
  const [errors, setErrors] = useState<Record<number, string>>({});

  const answers = (): StepAnswers =>
    Object.fromEntries(
      entries.map(({ index, item }) => {
        const price = prices[index];
        return [index, price === null || price === undefined ? item : { ...item, price }];
      }),
    );

  const submit = (form: HTMLFormElement) => {
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
    setErrors(found);
    if (Object.keys(found).length > 0) return false;
    onAnswer(checked);
    return true;
  };

  return (
    <StepForm
      intro={t('choicePrice.intro')}
      finishes={finishesWith(answers())}
      focusOnMount={focusOnMount}
      onCancel={onCancel}
      onSubmit={submit}
    >
      {entries.map((entry) => (
        <CurrencyField
          key={entry.index}
          name={`price-${entry.index}`}
          label={t('choicePrice.label', { item: entry.name })}
          hint={t('choicePrice.hint', { min: money(minimumOf(entry)) })}
          required
          currency={shop.currency}
          value={prices[entry.index] ?? null}
          error={errors[entry.index]}
          onChange={(minor) => {
            setPrices((current) => ({ ...current, [entry.index]: minor }));
            setErrors(({ [entry.index]: _solved, ...rest }) => rest);
          }}
        />
      ))}
    </StepForm>
  );
}
