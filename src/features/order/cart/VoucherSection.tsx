import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeatureSaga } from '../../../state/featureSagas';
import { basketSaga } from '../basketSaga';
import type { AppliedVoucher, Lang, Order } from '../../../api/types';
import Button from '../../../components/Button';
import Price from '../../../components/Price';
import TextField from '../../../components/fields/TextField';
import { useAppDispatch } from '../../../state/hooks';
import { voucherRedeemed, voucherRemoved } from '../../orderModel/basketEvents';
import { basketChangeKey } from '../basketChanges';
import { useBasketChange, useSayWhenGone } from './useBasketChange';

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

/**
 * Redeeming a voucher code and the vouchers already applied. Every outcome is said right at the
 * field and announced: a redeemed or removed voucher in the section's status line under the
 * form, a refused code (unknown, used up, another shop's, already applied) under the field as an
 * alert, the code kept in the field to correct it. The message is scrolled into view
 * (in the cart panel it could lie below the visible part, behind the panel's footer), and focus
 * stays in the section: on the field after "Einlösen" and after a removal. The basket is left as
 * it was after a refusal; other failures are the error toast's. Redeeming and taking off are
 * visitor events (basket/voucherRedeemed, basket/voucherRemoved) the basket saga carries out;
 * what the section says follows from how they went (basketChanges.ts).
 */
export default function VoucherSection({ order, lang }: VoucherSectionProps) {
  // the basket's changes are carried out by its saga: running before one can be asked for
  useFeatureSaga(basketSaga);
  const { t } = useTranslation('cart');
  const headingId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const messageRef = useRef<HTMLParagraphElement>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<VoucherNotice | null>(null);
  /** something was said (a notice or a refusal): focus and view follow it */
  const [said, setSaid] = useState(0);
  const sayings = useRef(0);
  const say = useCallback((text: string | null) => {
    sayings.current += 1;
    if (text !== null) setNotice({ text, id: sayings.current });
    setSaid(sayings.current);
  }, []);
  const dispatch = useAppDispatch();
  const redemption = useBasketChange(basketChangeKey.voucherField, (change) => {
    if (change.status === 'failed') {
      // anything else than a refusal is told by the shared error alert (what failed, and why)
      setError(change.refusal ?? null);
      say(null);
      return;
    }
    setCode('');
    say(t('voucher.redeemed', { code: change.code }));
  });
  const redeeming = redemption?.status === 'pending';
  const removing = useSayWhenGone(
    order.vouchers,
    useCallback(
      (message: string) => {
        setError(null);
        say(message);
      },
      [say],
    ),
  );

  // a new message: focus back on the field (the busy button lost it), the message in view
  useEffect(() => {
    if (said === 0) return;
    const active = document.activeElement;
    const section = messageRef.current?.closest('.cart-vouchers');
    if (!active || active === document.body || section?.contains(active)) inputRef.current?.focus();
    messageRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [said]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
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
    dispatch(voucherRedeemed({ code: wanted }));
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
              voucher={voucher}
              currency={order.currency}
              lang={lang}
              onRemoving={removing}
            />
          ))}
        </ul>
      )}
      <form className="cart-vouchers__form" noValidate onSubmit={submit}>
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
  voucher: AppliedVoucher;
  currency: string;
  lang: Lang;
  /** the visitor asked to take it off: `message` says so once it is gone (null: it failed) */
  onRemoving: (voucherId: string, message: string | null) => void;
}

/** An applied voucher: its code, what it takes off, and a remove button. */
function AppliedVoucherRow({ voucher, currency, lang, onRemoving }: AppliedVoucherRowProps) {
  const { t } = useTranslation('cart');
  const dispatch = useAppDispatch();
  const removal = useBasketChange(basketChangeKey.voucher(voucher.id), (change) => {
    if (change.status === 'failed') onRemoving(voucher.id, null);
  });

  const remove = () => {
    onRemoving(voucher.id, t('voucher.removed', { code: voucher.code }));
    dispatch(voucherRemoved({ voucherId: voucher.id }));
  };

  return (
    <li className="cart-vouchers__item">
      <span className="cart-vouchers__code">{t('voucher.code', { code: voucher.code })}</span>
      <Price amount={-voucher.discount} currency={currency} lang={lang} />
      <Button
        variant="neutral"
        size="tiny"
        loading={removal?.status === 'pending'}
        aria-label={t('voucher.removeLabel', { code: voucher.code })}
        onClick={remove}
      >
        {t('voucher.remove')}
      </Button>
    </li>
  );
}
