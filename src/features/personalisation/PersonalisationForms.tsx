/**
 * The personalisation screen's content: for every personalised item of the current order (grouped
 * by placement, each named by article, variant and seat) the fields of its form, in ONE Formik form
 * with one Save. Save checks every item first: while one is incomplete nothing is sent, the summary
 * names the incomplete items and focus goes to the first invalid field. Then one call saves all
 * items (POST /personalize, all or nothing on the server). A refusal shows the server's words under
 * its fields (and names the items), and the values stay as typed.
 *
 * Checkout embeds it as it is ('finish it right there'), outside its own <form>:
 *   {!personalisationComplete && <PersonalisationForms onComplete={…} headingLevel={3} />}
 */
import { useId, useState, type RefObject } from 'react';
import { Form as FormikForm, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../api/types';
import { useAppSelector } from '../../state/hooks';
import Button from '../../components/Button';
import VisuallyHidden from '../../components/VisuallyHidden';
import { useUiLang } from '../../components/uiText';
import FormFields, { FocusFirstInvalid, focusFirstInvalid } from '../../forms/FormFields';
import { serverErrorStatus, type DynamicFormStatus } from '../../forms/formStatus';
import { localise } from '../../lib/localisedText';
import { seatName } from '../../lib/seatName';
import { visitorMessageOf } from '../../api/errors';
import { selectCurrentOrder } from '../orderModel/currentOrder';
import {
  selectArticlesById,
  selectPlacementsById,
  selectVariantsById,
} from '../shop/shopSelectors';
import { fieldProblemsOfError } from '../../api/fieldProblems';
import {
  selectPersonalisationEntries,
  type PersonalisationEntry,
} from './personalisationSelectors';
import {
  groupEntries,
  initialPersonalisationValues,
  invalidItemIndexes,
  itemNumbers,
  itemPath,
  mapServerProblems,
  personalizeRequestItems,
  validatePersonalisation,
  type PersonalisationErrors,
  type PersonalisationValues,
} from './personalisationView';
import './personalisation.css';
import { useSavePersonalisationMutation } from './personalisationApi';

type HeadingLevel = 2 | 3 | 4;

export interface PersonalisationFormsProps {
  /** called once the server has saved every item's data */
  onComplete?: () => void;
  /** the level of the placement headings (the items' are one below); default 3 */
  headingLevel?: HeadingLevel;
  /** the item whose heading gets `focusItemRef` (the dialog focuses it on open) */
  focusItemId?: string;
  focusItemRef?: RefObject<HTMLHeadingElement>;
  /** default the interface language */
  lang?: Lang;
}

/** The screen's status beyond Formik's errors: the server's refusal. */
interface PersonalisationStatus extends DynamicFormStatus {
  /** the server's (or the network's) message for the refusal */
  failure?: string;
  /** positions of the items the server refused */
  refusedItems?: number[];
  /** the server's problems that belong to no field on screen */
  otherProblems?: string[];
}

interface ItemView {
  index: number;
  article: string;
  label: string;
}

/** Article names and item labels (variant, seat, number among equals) for the screen. */
function useItemViews(entries: readonly PersonalisationEntry[], lang: Lang) {
  const { t } = useTranslation('forms', { keyPrefix: 'personalisation' });
  const { t: tc } = useTranslation('common');
  const placements = useAppSelector(selectPlacementsById);
  const articles = useAppSelector(selectArticlesById);
  const variants = useAppSelector(selectVariantsById);
  const numbers = itemNumbers(entries);
  const articleName = (placementId: string) => {
    const placement = placements.get(placementId);
    const article = placement ? articles.get(placement.articleId) : undefined;
    return localise(article?.name, lang) || placement?.slug || placementId;
  };
  const views: ItemView[] = entries.map(({ item }, index) => {
    let label = localise(variants.get(item.variant)?.label, lang) || item.variant;
    if (item.seatLabel) label = [label, seatName(item.seatLabel, tc)].join(', ');
    const number = numbers[index];
    if (number !== null) label = t('numbered', { label, number });
    return { index, article: articleName(item.placementId), label };
  });
  return { views, articleName };
}

export default function PersonalisationForms({
  onComplete,
  headingLevel = 3,
  focusItemId,
  focusItemRef,
  lang: langProp,
}: PersonalisationFormsProps) {
  const uiLang = useUiLang();
  const lang = langProp ?? uiLang;
  const { t } = useTranslation('forms', { keyPrefix: 'personalisation' });
  const { t: errorText } = useTranslation('errors');
  const order = useAppSelector(selectCurrentOrder);
  const entries = useAppSelector(selectPersonalisationEntries);
  const [save] = useSavePersonalisationMutation();
  const [saved, setSaved] = useState(false);
  const { views, articleName } = useItemViews(entries, lang);
  const idBase = useId();

  if (!order || entries.length === 0) {
    return <p className="personalisation__nothing">{t('nothing')}</p>;
  }

  const submit = async (
    values: PersonalisationValues,
    helpers: FormikHelpers<PersonalisationValues>,
  ) => {
    helpers.setStatus(undefined);
    setSaved(false);
    const result = await save({
      orderId: order.id,
      items: personalizeRequestItems(entries, values),
    });
    if ('data' in result) {
      setSaved(true);
      onComplete?.();
      return;
    }
    const message = visitorMessageOf(result.error);
    const mapped = mapServerProblems(entries, fieldProblemsOfError(result.error));
    const status: PersonalisationStatus = {
      ...serverErrorStatus(mapped.fields, values),
      failure:
        message.detail ??
        errorText(message.messageKey === 'errors.network' ? 'network' : 'generic'),
      refusedItems: mapped.items,
      otherProblems: mapped.other.filter((detail) => detail !== message.detail),
    };
    helpers.setStatus(status);
  };

  const Group = `h${headingLevel}` as const;
  const Item = `h${headingLevel + 1}` as 'h3' | 'h4' | 'h5';

  return (
    <Formik<PersonalisationValues>
      // another set of items (an item removed, a new order) starts afresh
      key={entries.map(({ item }) => item.id).join(' ')}
      initialValues={initialPersonalisationValues(entries)}
      validate={(values) => validatePersonalisation(entries, values)}
      onSubmit={submit}
    >
      {({ isSubmitting }) => (
        <FormikForm noValidate className="personalisation">
          <p className="personalisation__intro">{t('intro')}</p>
          {groupEntries(entries).map(({ placementId, indexes }) => (
            <div key={placementId} className="personalisation__group">
              <Group className="personalisation__group-title">{articleName(placementId)}</Group>
              {indexes.map((index) => {
                const { item, form } = entries[index];
                const headingId = `${idBase}-item-${index}`;
                return (
                  <div
                    key={item.id}
                    role="group"
                    aria-labelledby={headingId}
                    className="personalisation__item"
                    data-item-index={index}
                  >
                    <Item
                      id={headingId}
                      className="personalisation__item-title"
                      tabIndex={-1}
                      ref={item.id === focusItemId ? focusItemRef : undefined}
                    >
                      {views[index].label}
                    </Item>
                    <FormFields form={form} lang={lang} path={itemPath(index)} />
                  </div>
                );
              })}
            </div>
          ))}
          <Summary views={views} />
          <div className="personalisation__actions">
            <Button type="submit" loading={isSubmitting}>
              {t('save')}
            </Button>
          </div>
          <VisuallyHidden role="status" aria-live="polite">
            {saved ? t('saved') : ''}
          </VisuallyHidden>
          <FocusFirstInvalid />
        </FormikForm>
      )}
    </Formik>
  );
}

/**
 * After a blocked save: which items are incomplete (each a button to its first invalid field);
 * after a refusal: the server's message and the items it refused.
 */
function Summary({ views }: { views: readonly ItemView[] }) {
  const { t } = useTranslation('forms', { keyPrefix: 'personalisation' });
  const { errors, submitCount, isSubmitting, status } = useFormikContext<PersonalisationValues>();
  const refused = status as PersonalisationStatus | undefined;
  const blocked =
    submitCount > 0 && !isSubmitting ? invalidItemIndexes(errors as PersonalisationErrors) : [];
  const listed = blocked.length > 0 ? blocked : (refused?.refusedItems ?? []);
  if (listed.length === 0 && !refused?.failure) return null;

  const jump = (from: HTMLElement, index: number) => {
    const section = from
      .closest('form')
      ?.querySelector(`.personalisation__item[data-item-index="${index}"]`);
    if (!focusFirstInvalid(section))
      section?.querySelector<HTMLElement>('[tabindex="-1"]')?.focus();
  };
  return (
    <div className="personalisation__summary" role="alert">
      <p className="personalisation__summary-title">
        {blocked.length > 0
          ? t('blocked', { count: blocked.length })
          : refused?.refusedItems?.length
            ? t('rejected')
            : refused?.failure}
      </p>
      {listed.length > 0 && (
        <ul className="personalisation__summary-list">
          {listed.map((index) => (
            <li key={index}>
              <button
                type="button"
                className="personalisation__jump"
                onClick={(event) => jump(event.currentTarget, index)}
              >
                {t('incompleteItem', { article: views[index].article, item: views[index].label })}
              </button>
            </li>
          ))}
        </ul>
      )}
      {blocked.length === 0 && refused?.refusedItems?.length ? (
        <p className="personalisation__summary-detail">{refused.failure}</p>
      ) : null}
      {blocked.length === 0 &&
        refused?.otherProblems?.map((detail) => (
          <p key={detail} className="personalisation__summary-detail">
            {detail}
          </p>
        ))}
    </div>
  );
}
