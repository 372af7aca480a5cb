import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlacementOption } from '../../../api/types';
import CheckboxField from '../../../components/fields/CheckboxField';
import { localise } from '../../../lib/localisedText';
import { formatMoney } from '../../../lib/money';
import { offeredOptions } from '../flowSteps';
import StepForm from './StepForm';
import type { StepAnswers, StepScreenProps } from './stepTypes';

const sameOption = (a: PlacementOption, b: PlacementOption) =>
  a.articleId === b.articleId && a.variantId === b.variantId;

/**
 * Options: per item a group of checkboxes, the placement's article options then its general
 * ones, each named by its article with the variant's price. Nothing is required.
 */
export default function OptionsStep({
  entries,
  shop,
  lang,
  onAnswer,
  onCancel,
  finishesWith,
  focusOnMount,
}: StepScreenProps) {
  const { t } = useTranslation('customisation');
  const [chosen, setChosen] = useState<Record<number, PlacementOption[]>>(() =>
    Object.fromEntries(entries.map(({ index, item }) => [index, item.options ?? []])),
  );

  const answers = (): StepAnswers =>
    Object.fromEntries(
      entries.map(({ index, item }) => {
        const { options: _previous, ...rest } = item;
        const list = chosen[index] ?? [];
        return [index, list.length > 0 ? { ...rest, options: list } : rest];
      }),
    );

  const describe = (option: PlacementOption) => {
    const article = shop.articles.find((candidate) => candidate.id === option.articleId);
    const variant = shop.variants.find((candidate) => candidate.id === option.variantId);
    const name = localise(article?.name, lang) || localise(variant?.label, lang);
    const price = variant ? (variant.totalDiscounted ?? variant.price) : 0;
    return t('options.option', { name, price: formatMoney(price, shop.currency, lang) });
  };

  return (
    <StepForm
      intro={t('options.intro')}
      finishes={finishesWith(answers())}
      focusOnMount={focusOnMount}
      onCancel={onCancel}
      onSubmit={() => {
        onAnswer(answers());
        return true;
      }}
    >
      {entries.map(({ index, name, context }) => (
        <fieldset key={index} className="customisation-options">
          <legend className="customisation-options__legend">
            {t('options.label', { item: name })}
          </legend>
          {offeredOptions(context.placement).map((option, position) => {
            const list = chosen[index] ?? [];
            return (
              <CheckboxField
                key={`${option.articleId}/${option.variantId}`}
                name={`options-${index}-${position}`}
                label={describe(option)}
                checked={list.some((picked) => sameOption(picked, option))}
                onChange={(checked) =>
                  setChosen((current) => {
                    const others = (current[index] ?? []).filter(
                      (picked) => !sameOption(picked, option),
                    );
                    return { ...current, [index]: checked ? [...others, option] : others };
                  })
                }
              />
            );
          })}
        </fieldset>
      ))}
    </StepForm>
  );
}
