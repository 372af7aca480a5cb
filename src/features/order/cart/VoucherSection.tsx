import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/errors';
import type { AppliedVoucher, Lang, Order } from '../../../api/types';
import Button from '../../../components/Button';
import Price from '../../../components/Price';
import TextField from '../../../components/fields/TextField';
import { useAddVoucherMutation, useRemoveVoucherMutation } from '../orderApi';

export interface VoucherSectionProps {
  order: Order;
  lang: Lang;
}

/** A voucher redeemed or taken off, said under the form. */
interface VoucherNotice {
  text: string;
  /** a new one each time, so the same words said again are announced again */
  id: number;
}

/** The server's own words for a refused code (422: invalid, used up, already applied), else null. */
function refusalOf(error: unknown): string | null {
  if (!isApiError(error) || error.detail === undefined) return null;
  return error.status === 422 ? error.detail : null;
}

/**
 * Redeeming a voucher code and the vouchers already applied. Every outcome is said right at the
 * field and announced: a redeemed or removed voucher in the section's status line under the
 * form, a refused code (unknown, used up, another shop's, already applied) under the field as an
 * alert, the code kept in the field to correct it. The message is scrolled into view
 * (in the cart panel it could lie below the visible part, behind the panel's footer), and focus
 * stays in the section: on the field after "Einlösen" and after a removal. The basket is left as
 * it was after a refusal; other failures are the error toast's.
 */
export default function VoucherSection({ order, lang }: VoucherSectionProps) {
  const { t } = useTranslation('cart');
  const headingId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const messageRef = useRef<HTMLParagraphElement>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<VoucherNotice | null>(null);
  /** something was said (a notice or a refusal): focus and view follow it */
  const [said, setSaid] = useState(0);
  const say = (text: string | null) => {
    if (text !== null) setNotice({ text, id: said + 1 });
    setSaid(said + 1);
  };
  const [addVoucher, { isLoading: redeeming }] = useAddVoucherMutation();

  // a new message: focus back on the field (the busy button lost it), the message in view
  useEffect(() => {
    if (said === 0) return;
    const active = document.activeElement;
    const section = messageRef.current?.closest('.cart-vouchers');
    if (!active || active === document.body || section?.contains(active)) inputRef.current?.focus();
    messageRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [said]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (redeeming) return;
    const wanted = code.trim();
    if (wanted === '') {
      setError(t('voucher.required'));
      say(null);
      return;
    }
    setError(null);
    setNotice(null);
    const result = await addVoucher({ orderId: order.id, code: wanted });
    if ('error' in result) {
      // anything else than a refusal is told by the shared error alert (what failed, and why)
      setError(refusalOf(result.error));
      say(null);
      return;
    }
    setCode('');
    const applied = result.data.vouchers.find(
      (voucher) => voucher.code.toLowerCase() === wanted.toLowerCase(),
    );
    say(t('voucher.redeemed', { code: applied?.code ?? wanted }));
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
                setError(null);
                say(message);
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
            if (notice) setNotice(null);
          }}
          error={error}
          errorRole="alert"
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
      <p ref={messageRef} className="cart-vouchers__message" role="status">
        {notice ? <span key={notice.id}>{notice.text}</span> : null}
      </p>
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
