import { useTranslation } from 'react-i18next';
import TextareaField from '../../../components/fields/TextareaField';
import { INSCRIPTION_MAX_LENGTH } from '../../orderModel/customisationSteps';
import StepForm from './StepForm';
import type { StepAnswers, StepScreenProps } from './stepTypes';
import { useItemValues } from './useItemValues';

/** Inscription: one optional text per item, at most INSCRIPTION_MAX_LENGTH characters. */
export default function InscriptionStep(screen: StepScreenProps) {
  const { entries } = screen;
  const { t } = useTranslation('customisation');
  const texts = useItemValues(entries, ({ item }) => item.inscription ?? '');

  const answers: StepAnswers = Object.fromEntries(
    entries.map(({ index, item }) => {
      const { inscription: _previous, ...rest } = item;
      const text = texts.values[index] ?? '';
      return [index, text.trim() === '' ? rest : { ...rest, inscription: text }];
    }),
  );

  const check = () => {
    const tooLong = Object.fromEntries(
      entries
        .filter(({ index }) => (texts.values[index] ?? '').length > INSCRIPTION_MAX_LENGTH)
        .map(({ index }) => [index, t('inscription.tooLong', { max: INSCRIPTION_MAX_LENGTH })]),
    );
    return texts.accept(tooLong) ? answers : null;
  };

  return (
    <StepForm screen={screen} intro={t('inscription.intro')} answers={answers} check={check}>
      {entries.map(({ index, name }) => (
        <TextareaField
          key={index}
          name={`inscription-${index}`}
          label={t('inscription.label', { item: name })}
          hint={t('inscription.hint', { max: INSCRIPTION_MAX_LENGTH })}
          maxLength={INSCRIPTION_MAX_LENGTH}
          rows={3}
          value={texts.values[index] ?? ''}
          error={texts.errors[index]}
          onChange={(text) => texts.change(index, text)}
        />
      ))}
    </StepForm>
  );
}
