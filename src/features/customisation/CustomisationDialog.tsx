/**
 * The customisation flow's screens (spec section 4): ONE modal dialog, open while the flow waits
 * for the visitor, showing the current group's step (delivery, inscription, options or
 * choicePrice) for every item that needs it. Each screen keeps its fields to itself and hands
 * the answered drafts to the flow (stepCompleted); the flow decides what comes next. Escape,
 * the close button and Cancel cancel the whole flow. Rendered once, in the shop layout.
 */
import { useCallback, useMemo, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import type { Lang, NewOrderItem, Shop } from '../../api/types';
import Dialog from '../../components/Dialog';
import { useUiLang } from '../../components/uiText';
import { localise } from '../../lib/localisedText';
import { useShop } from '../shop/useShop';
import {
  cancelled,
  selectCustomisation,
  stepCompleted,
  type CustomisationStep,
} from './customisationSlice';
import { itemContext } from '../orderModel/customisationSteps';
import { itemsForStep, nextStep, type ContextualItem } from './flowSteps';
import ChoicePriceStep from './steps/ChoicePriceStep';
import DeliveryStep from './steps/DeliveryStep';
import InscriptionStep from './steps/InscriptionStep';
import OptionsStep from './steps/OptionsStep';
import type { StepAnswers, StepEntry, StepScreenProps } from './steps/stepTypes';
import './customisation.css';

const SCREENS: Record<CustomisationStep, ComponentType<StepScreenProps>> = {
  delivery: DeliveryStep,
  inscription: InscriptionStep,
  options: OptionsStep,
  choicePrice: ChoicePriceStep,
};

/** The drafts with their shop context; drafts the shop does not know are left out. */
function withContext(
  shop: Shop,
  items: readonly NewOrderItem[],
): (ContextualItem & { index: number })[] {
  return items.flatMap((item, index) => {
    const context = itemContext(shop, item);
    return context ? [{ item, context, index }] : [];
  });
}

export default function CustomisationDialog() {
  const { t } = useTranslation('customisation');
  const dispatch = useAppDispatch();
  const lang: Lang = useUiLang();
  const { active, run, group, step, items } = useAppSelector(selectCustomisation);
  const { data: shop } = useShop();
  const open = active && step !== null && shop !== undefined;

  const entries = useMemo((): StepEntry[] => {
    if (!open) return [];
    const known = withContext(shop, items);
    const positions = itemsForStep(step, known);
    const asked = positions.map((position) => known[position]);
    return asked.map(({ item, context, index }) => {
      const names = {
        variant: localise(context.variant.label, lang),
        article: localise(context.article.name, lang),
      };
      const alike = asked.filter(
        (other) =>
          other.item.placementId === item.placementId && other.item.variant === item.variant,
      );
      const name =
        alike.length > 1
          ? t('itemNumbered', {
              ...names,
              position: alike.findIndex((other) => other.index === index) + 1,
              count: alike.length,
            })
          : t('item', names);
      return { index, item, context, name };
    });
  }, [open, shop, items, step, lang, t]);

  const cancel = useCallback(() => dispatch(cancelled()), [dispatch]);

  const merged = useCallback(
    (answers: StepAnswers): NewOrderItem[] => items.map((item, index) => answers[index] ?? item),
    [items],
  );
  const answer = useCallback(
    (answers: StepAnswers) => {
      if (step) dispatch(stepCompleted({ step, items: merged(answers) }));
    },
    [dispatch, merged, step],
  );
  const finishesWith = useCallback(
    (answers: StepAnswers) =>
      shop !== undefined && nextStep(step, withContext(shop, merged(answers))) === null,
    [shop, merged, step],
  );

  const Screen = step ? SCREENS[step] : null;
  return (
    <Dialog
      open={open}
      onClose={cancel}
      closeOnBackdrop={false}
      title={step ? t(`${step}.title`) : ''}
      className="customisation-dialog"
    >
      {open && Screen && (
        <Screen
          // a new group (or flow) is a new screen: fresh fields, the focus on the first one
          key={`${run}/${group}`}
          entries={entries}
          shop={shop}
          lang={lang}
          onAnswer={answer}
          onCancel={cancel}
          finishesWith={finishesWith}
          focusOnMount={group > 0}
        />
      )}
    </Dialog>
  );
}
