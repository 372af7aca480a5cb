import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import TextareaField from '../../../components/fields/TextareaField';
import { INSCRIPTION_MAX_LENGTH } from '../../orderModel/customisationSteps';
import StepForm from './StepForm';
import type { StepAnswers, StepScreenProps } from './stepTypes';

/** Inscription: one optional text per item, at most INSCRIPTION_MAX_LENGTH characters. */
export default function InscriptionStep({
  entries,
  onAnswer,
  onCancel,
  finishesWith,
  focusOnMount,
}: StepScreenProps) {
  const { t } = useTranslation('customisation');
  const [texts, setTexts] = useState<Record<number, string>>(() =>
    Object.fromEntries(entries.map(({ index, item }) => [index, item.inscription ?? ''])),
  );
  const [errors, setErrors] = useState<Record<number, string>>({});

  const answers = (): StepAnswers =>
    Object.fromEntries(
      entries.map(({ index, item }) => {
        const { inscription: _previous, ...rest } = item;
        const text = texts[index] ?? '';
        return [index, text.trim() === '' ? rest : { ...rest, inscription: text }];
      }),
    );

  const submit = () => {
    const tooLong = Object.fromEntries(
      entries
        .filter(({ index }) => (texts[index] ?? '').length > INSCRIPTION_MAX_LENGTH)
        .map(({ index }) => [index, t('inscription.tooLong', { max: INSCRIPTION_MAX_LENGTH })]),
    );
    setErrors(tooLong);
    if (Object.keys(tooLong).length > 0) return false;
    onAnswer(answers());
    return true;
  };

  return (
    <StepForm
      intro={t('inscription.intro')}
      finishes={finishesWith(answers())}
      focusOnMount={focusOnMount}
      onCancel={onCancel}
      onSubmit={submit}
    >
      {entries.map(({ index, name }) => (
        <TextareaField
          key={index}
          name={`inscription-${index}`}
          label={t('inscription.label', { item: name })}
          hint={t('inscription.hint', { max: INSCRIPTION_MAX_LENGTH })}
          maxLength={INSCRIPTION_MAX_LENGTH}
          rows={3}
          value={texts[index] ?? ''}
          error={errors[index]}
          onChange={(text) => {
            setTexts((current) => ({ ...current, [index]: text }));
            setErrors(({ [index]: _solved, ...rest }) => rest);
          }}
        />
      ))}
    </StepForm>
  );
}
