import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../state/hooks';
import { useVisitorMessage } from '../errors/useVisitorMessage';
import { selectAmountProblem } from '../order/orderSelectors';
import { useVariantAmount } from '../order/useVariantAmount';
import { MAX_VARIANT_AMOUNT } from '../order/pendingAmounts';
import AmountControl from './AmountControl';

/** The most of one variant a visitor can hold in one order from the article page. */
export const MAX_AMOUNT = MAX_VARIANT_AMOUNT;

interface VariantAmountProps {
  placementId: string;
  variantId: string;
  /** the variant's label, part of the controls' accessible names */
  label: string;
}

/**
 * The amount control of one variant, showing and changing that variant's amount in the order.
 * When the order could not be brought to the amount asked for (issue 17, point 5), it says
 * exactly what was not done and why, under the control, until the visitor asks again.
 */
export default function VariantAmount({ placementId, variantId, label }: VariantAmountProps) {
  const { t } = useTranslation('catalog');
  const messageOf = useVisitorMessage();
  const [amount, setAmount] = useVariantAmount(placementId, variantId);
  const problem = useAppSelector((state) => selectAmountProblem(state, placementId, variantId));
  const missing = problem ? problem.wanted - problem.held : 0;
  return (
    <>
      <AmountControl label={label} value={amount} min={0} max={MAX_AMOUNT} onChange={setAmount} />
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
