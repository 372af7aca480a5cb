import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/errors';
import { useAddVoucherMutation, useRemoveVoucherMutation } from '../../../api/shopApi';
import type { AppliedVoucher, Lang, Order } from '../../../api/types';
import Button from '../../../components/Button';
import Price from '../../../components/Price';
import TextField from '../../../components/fields/TextField';

export interface VoucherSectionProps {
  order: Order;
  lang: Lang;
  /** a voucher was redeemed or taken off; `message` says which */
  onAnnounce: (message: string) => void;
}

/** The server's own words for a refused code (422: invalid, used up, already applied), else null. */
function refusalOf(error: unknown): string | null {
  if (!isApiError(error) || error.detail === undefined) return null;
  return error.status === 422 ? error.detail : null;
}

/**
 * Redeeming a voucher code and the vouchers already applied. A refused code is explained under
 * the field and stays in it so the visitor can correct it; the basket is left as it was.
 */
export default function VoucherSection({ order, lang, onAnnounce }: VoucherSectionProps) {
  const { t } = useTranslation('cart');
  const headingId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [addVoucher, { isLoading: redeeming }] = useAddVoucherMutation();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (redeeming) return;
    const wanted = code.trim();
    if (wanted === '') {
      setError(t('voucher.required'));
      inputRef.current?.focus();
      return;
    }
    setError(null);
    const result = await addVoucher({ orderId: order.id, code: wanted });
    if ('error' in result) {
      // anything else than a refusal is told by the shared error alert
      setError(refusalOf(result.error));
      inputRef.current?.focus();
      return;
    }
    setCode('');
    const applied = result.data.vouchers.find(
      (voucher) => voucher.code.toLowerCase() === wanted.toLowerCase(),
    );
    onAnnounce(t('voucher.redeemed', { code: applied?.code ?? wanted }));
  };

  return (
    <div className="cart-vouchers" role="group" aria-labelledby={headingId}>
      <h3 id={headingId} className="cart-section__title">
        {t('voucher.heading')}
      </h3>
      {order.vouchers.length > 0 && (
        <ul className="cart-vouchers__list" aria-label={t('voucher.applied')}>
          {order.vouchers.map((voucher) => (
            <AppliedVoucherRow
              key={voucher.id}
              orderId={order.id}
              voucher={voucher}
              currency={order.currency}
              lang={lang}
              onRemoved={(message) => {
                onAnnounce(message);
                inputRef.current?.focus();
              }}
            />
          ))}
        </ul>
      )}
      <form className="cart-vouchers__form" noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          ref={inputRef}
          name="voucherCode"
          className="cart-vouchers__field"
          label={t('voucher.label')}
          value={code}
          onChange={(value) => {
            setCode(value);
            if (error) setError(null);
          }}
          error={error}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          markOptional={false}
        />
        <Button
          type="submit"
          variant="outline"
          loading={redeeming}
          className="cart-vouchers__submit"
        >
          {t('voucher.submit')}
        </Button>
      </form>
    </div>
  );
}

interface AppliedVoucherRowProps {
  orderId: string;
  voucher: AppliedVoucher;
  currency: string;
  lang: Lang;
  onRemoved: (message: string) => void;
}

/** An applied voucher: its code, what it takes off, and a remove button. */
function AppliedVoucherRow({
  orderId,
  voucher,
  currency,
  lang,
  onRemoved,
}: AppliedVoucherRowProps) {
  const { t } = useTranslation('cart');
  const [removeVoucher, { isLoading: removing }] = useRemoveVoucherMutation();

  const remove = async () => {
    const result = await removeVoucher({ orderId, voucherId: voucher.id });
    if ('data' in result) onRemoved(t('voucher.removed', { code: voucher.code }));
  };

  return (
    <li className="cart-vouchers__item">
      <span className="cart-vouchers__code">{t('voucher.code', { code: voucher.code })}</span>
      <Price amount={-voucher.discount} currency={currency} lang={lang} />
      <Button
        variant="neutral"
        size="tiny"
        loading={removing}
        aria-label={t('voucher.removeLabel', { code: voucher.code })}
        onClick={() => void remove()}
      >
        {t('voucher.remove')}
      </Button>
    </li>
  );
}
