import { useTranslation } from 'react-i18next';
import type { DeliveryCode } from '../../../api/types';
import RadioGroupField from '../../../components/fields/RadioGroupField';
import { formatMoney } from '../../../lib/money';
import StepForm from './StepForm';
import type { StepAnswers, StepScreenProps } from './stepTypes';
import { useItemValues } from './useItemValues';

/** Delivery: one radio group per item, each option with its surcharge. Required. */
export default function DeliveryStep(screen: StepScreenProps) {
  const { entries, shop, lang } = screen;
  const { t } = useTranslation('customisation');
  const chosen = useItemValues<DeliveryCode | null>(
    entries,
    ({ item }) => item.deliveryOption ?? null,
  );

  const answers: StepAnswers = Object.fromEntries(
    entries.map(({ index, item }) => {
      const code = chosen.values[index];
      return [index, code ? { ...item, deliveryOption: code } : item];
    }),
  );

  const check = () => {
    const missing = Object.fromEntries(
      entries
        .filter(({ index }) => !chosen.values[index])
        .map(({ index }) => [index, t('delivery.required')]),
    );
    return chosen.accept(missing) ? answers : null;
  };

  return (
    <StepForm screen={screen} intro={t('delivery.intro')} answers={answers} check={check}>
      {entries.map(({ index, name, context }) => (
        <RadioGroupField
          key={index}
          name={`delivery-${index}`}
          label={t('delivery.label', { item: name })}
          required
          value={chosen.values[index] ?? null}
          error={chosen.errors[index]}
          options={context.article.deliveryOptions.map((option) => ({
            value: option.code,
            label: t(`delivery.option.${option.code}`),
            hint:
              option.price > 0
                ? t('delivery.surcharge', {
                    price: formatMoney(option.price, shop.currency, lang),
                  })
                : t('delivery.free'),
          }))}
          onChange={(code) => chosen.change(index, code as DeliveryCode)}
        />
      ))}
    </StepForm>
  );
}
