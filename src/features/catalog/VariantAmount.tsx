import { useVariantAmount } from '../order/useVariantAmount';
import AmountControl from './AmountControl';

/** The most of one variant a visitor can hold in one order from the article page. */
export const MAX_AMOUNT = 20;

interface VariantAmountProps {
  placementId: string;
  variantId: string;
  /** the variant's label, part of the controls' accessible names */
  label: string;
}

/** The amount control of one variant, showing and changing that variant's amount in the order. */
export default function VariantAmount({ placementId, variantId, label }: VariantAmountProps) {
  const [amount, setAmount] = useVariantAmount(placementId, variantId);
  return (
    <AmountControl label={label} value={amount} min={0} max={MAX_AMOUNT} onChange={setAmount} />
  );
}
