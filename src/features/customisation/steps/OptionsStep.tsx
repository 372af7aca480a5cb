import { useTranslation } from 'react-i18next';
import type { PlacementOption } from '../../../api/types';
import CheckboxField from '../../../components/fields/CheckboxField';
import { localise } from '../../../lib/localisedText';
import { formatMoney } from '../../../lib/money';
import { offeredOptions } from '../flowSteps';
import StepForm from './StepForm';
import type { StepAnswers, StepScreenProps } from './stepTypes';
import { useItemValues } from './useItemValues';

const sameOption = (a: PlacementOption, b: PlacementOption) =>
  a.articleId === b.articleId && a.variantId === b.variantId;

/**
 * Options: per item a group of checkboxes, the placement's article options then its general
 * ones, each named by its article with the variant's price. Nothing is required.
 */
export default function OptionsStep(screen: StepScreenProps) {
  const { entries, shop, lang } = screen;
  const { t } = useTranslation('customisation');
  const chosen = useItemValues(entries, ({ item }) => item.options ?? []);

  const answers: StepAnswers = Object.fromEntries(
    entries.map(({ index, item }) => {
      const { options: _previous, ...rest } = item;
      const list = chosen.values[index] ?? [];
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
    <StepForm screen={screen} intro={t('options.intro')} answers={answers}>
      {entries.map(({ index, name, context }) => (
        <fieldset key={index} className="customisation-options">
          <legend className="customisation-options__legend">
            {t('options.label', { item: name })}
          </legend>
          {offeredOptions(context.placement).map((option, position) => {
            const list = chosen.values[index] ?? [];
            return (
              <CheckboxField
                key={`${option.articleId}/${option.variantId}`}
                name={`options-${index}-${position}`}
                label={describe(option)}
                checked={list.some((picked) => sameOption(picked, option))}
                onChange={(checked) => {
                  const others = list.filter((picked) => !sameOption(picked, option));
                  chosen.change(index, checked ? [...others, option] : others);
                }}
              />
            );
          })}
        </fieldset>
      ))}
    </StepForm>
  );
}
