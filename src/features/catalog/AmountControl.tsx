import { useTranslation } from 'react-i18next';
import Stepper from '../../components/Stepper';

export interface AmountControlProps {
  value: number;
  onChange: (value: number) => void;
  /** what is counted, e.g. the variant's name; part of every accessible name */
  label: string;
  min?: number;
  max?: number;
  /** the id of the text that says why "one more" does nothing (e.g. sold out), read with the button */
  increaseDescribedBy?: string;
}

/** − value +, for one variant on the article page (the UI kit's Stepper, with the catalog's words). */
export default function AmountControl({
  value,
  onChange,
  label,
  min,
  max,
  increaseDescribedBy,
}: AmountControlProps) {
  const { t } = useTranslation('catalog');
  return (
    <Stepper
      value={value}
      onChange={onChange}
      min={min}
      max={max}
      increaseDescribedBy={increaseDescribedBy}
      names={{
        group: t('amount.value', { label }),
        decrease: t('amount.decrease', { label }),
        increase: t('amount.increase', { label }),
      }}
    />
  );
}
