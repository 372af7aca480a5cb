import { useCallback, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiLang } from '../../components/uiText';
import { useAppSelector } from '../../state/hooks';
import { useVisitorMessage } from '../errors/useVisitorMessage';
import { selectCurrentOrder } from '../orderModel/currentOrder';
import {
  countVariantItems,
  selectAmountProblem,
  selectPendingAmounts,
} from '../order/orderSelectors';
import { useVariantAmount } from '../order/useVariantAmount';
import { amountKey, MAX_VARIANT_AMOUNT } from '../order/pendingAmounts';
import AmountConfirmation from './AmountConfirmation';
import AmountControl from './AmountControl';
import { lastAmountChange } from './lastAmountChange';

/** The most of one variant a visitor can hold in one order from the article page. */
export const MAX_AMOUNT = MAX_VARIANT_AMOUNT;

interface VariantAmountProps {
  placementId: string;
  variantId: string;
  /** the variant's label, part of the controls' accessible names */
  label: string;
  /**
   * sold out (issue 19): "one more" does nothing, and says why with the text of this id; what the
   * visitor already holds can still be taken out
   */
  soldOutReasonId?: string;
}

/**
 * The amount control of one variant, showing and changing that variant's amount in the order.
 * Once a change the visitor made here has settled (nothing of it pending, the server's order
 * holds what they asked for), it says what the basket holds (AmountConfirmation). When the order
 * could not be brought to the amount asked for (issue 17, point 5), it says exactly what was not
 * done and why, under the control, until the visitor asks again.
 */
/** A page as the server renders it: no amount changed yet. */
const noAmountChanged = (): null => null;

export default function VariantAmount({
  placementId,
  variantId,
  label,
  soldOutReasonId,
}: VariantAmountProps) {
  const { t } = useTranslation('catalog');
  const lang = useUiLang();
  const messageOf = useVisitorMessage();
  const [amount, setAmount] = useVariantAmount(placementId, variantId);
  const key = amountKey(placementId, variantId);
  const problem = useAppSelector((state) => selectAmountProblem(state, placementId, variantId));
  const pending = useAppSelector((state) => selectPendingAmounts(state)[key] !== undefined);
  const held = useAppSelector((state) =>
    countVariantItems(selectCurrentOrder(state), placementId, variantId),
  );
  // what the visitor last asked for here, on this page
  const [asked, setAsked] = useState<number | null>(null);
  const lastUsed =
    useSyncExternalStore(lastAmountChange.subscribe, lastAmountChange.get, noAmountChanged) === key;
  const change = useCallback(
    (next: number) => {
      setAsked(next);
      lastAmountChange.set(key);
      setAmount(next);
    },
    [key, setAmount],
  );
  // against what the order holds now: a change whose answer was lost may show up done in a later read
  const missing = problem ? problem.wanted - held : 0;
  const settled = lastUsed && asked !== null && !pending && !problem && held === asked;
  return (
    <>
      <AmountControl
        label={label}
        value={amount}
        min={0}
        max={soldOutReasonId ? Math.min(amount, MAX_AMOUNT) : MAX_AMOUNT}
        onChange={change}
        increaseDescribedBy={soldOutReasonId}
      />
      <AmountConfirmation settled={settled} lang={lang} />
      {problem && missing !== 0 && (
        <p className="variant-row__problem" role="alert">
          {missing > 0
            ? t('amount.notAdded', { count: missing, label })
            : t('amount.notRemoved', { count: -missing, label })}{' '}
          {messageOf(problem.message)}
        </p>
      )}
    </>
  );
}
