import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeliveryCode } from '../../../api/types';
import RadioGroupField from '../../../components/fields/RadioGroupField';
import { formatMoney } from '../../../lib/money';
import StepForm from './StepForm';
import type { StepAnswers, StepScreenProps } from './stepTypes';

/** Delivery: one radio group per item, each option with its surcharge. Required. */
export default function DeliveryStep({
  entries,
  shop,
  lang,
  onAnswer,
  onCancel,
  finishesWith,
  focusOnMount,
}: StepScreenProps) {
  const { t } = useTranslation('customisation');
  const [chosen, setChosen] = useState<Record<number, DeliveryCode | null>>(() =>
    Object.fromEntries(entries.map(({ index, item }) => [index, item.deliveryOption ?? null])),
  );
  const [errors, setErrors] = useState<Record<number, string>>({});

  const answers = (): StepAnswers =>
    Object.fromEntries(
      entries.map(({ index, item }) => {
        const code = chosen[index];
        return [index, code ? { ...item, deliveryOption: code } : item];
      }),
    );

  const submit = () => {
    const missing = Object.fromEntries(
      entries
        .filter(({ index }) => !chosen[index])
        .map(({ index }) => [index, t('delivery.required')]),
    );
    setErrors(missing);
    if (Object.keys(missing).length > 0) return false;
    onAnswer(answers());
    return true;
  };

  return (
    <StepForm
      intro={t('delivery.intro')}
      finishes={finishesWith(answers())}
      focusOnMount={focusOnMount}
      onCancel={onCancel}
      onSubmit={submit}
    >
      {entries.map(({ index, name, context }) => (
        <RadioGroupField
          key={index}
          name={`delivery-${index}`}
          label={t('delivery.label', { item: name })}
          required
          value={chosen[index] ?? null}
          error={errors[index]}
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
          onChange={(code) => {
            setChosen((current) => ({ ...current, [index]: code as DeliveryCode }));
            setErrors(({ [index]: _solved, ...rest }) => rest);
          }}
        />
      ))}
    </StepForm>
  );
}
