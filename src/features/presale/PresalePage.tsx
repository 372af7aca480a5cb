/**
 * The presale page (/{lang}/order/presale): a presale code starts a presale order. The code goes
 * to the presale saga (presaleTokenEntered), like ?presaleToken= on any page; this page reads the
 * call's shared state. Accepted: the order is current, the cart opens, and the address gets
 * ?token=<code> (the token rule makes it the access token, so presale placements show). Refused:
 * the server's message under the field (its description; focus goes there), the code left in it
 * to correct, and no error alert saying it again. Other failures are the error alert's.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../state/hooks';
import Button from '../../components/Button';
import TextField from '../../components/fields/TextField';
import { useUiLang } from '../../components/uiText';
import { useVisitorMessage } from '../errors/useVisitorMessage';
import { presaleCodeSubmitted } from '../orderModel/orderEvents';
import { PageHead } from '../seo/PageHead';
import { isPresaleRefusal, PRESALE_REQUEST } from './presaleRequest';
import './presale.css';
import { useCreatePresaleOrderMutation } from '../order/orderApi';

export default function PresalePage() {
  const { t } = useTranslation('checkout', { keyPrefix: 'presale' });
  const messageOf = useVisitorMessage();
  const lang = useUiLang();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  /** the code this page sent; the shared call state counts only for it */
  const [sent, setSent] = useState<string | null>(null);
  const [, presale] = useCreatePresaleOrderMutation({ fixedCacheKey: PRESALE_REQUEST });
  // the call's state counts once this page sent a code (dispatching it made the state pending)
  const ours = sent !== null;
  const busy = ours && presale.isLoading;
  // the code itself was refused: said under the field (other failures: the error alert)
  const refused = ours && presale.isError && isPresaleRefusal(presale.error);

  useEffect(() => {
    if (!ours) return;
    if (presale.isSuccess && sent !== null) {
      // the presale placements show with the access token: the shop's home, the cart open
      void navigate(`/${lang}?token=${encodeURIComponent(sent)}`);
    } else if (refused) {
      inputRef.current?.focus();
    }
  }, [ours, presale.isSuccess, refused, sent, lang, navigate]);

  let error: string | null = null;
  if (missing) error = t('required');
  else if (refused) error = messageOf(presale.error);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const token = code.trim();
    if (token === '') {
      setMissing(true);
      inputRef.current?.focus();
      return;
    }
    setMissing(false);
    setSent(token);
    dispatch(presaleCodeSubmitted(token));
  };

  return (
    <section className="presale-page">
      <PageHead title={t('title')} />
      <h1>{t('title')}</h1>
      <p className="presale-page__intro">{t('intro')}</p>
      <form className="presale-page__form" noValidate onSubmit={submit}>
        <TextField
          ref={inputRef}
          name="presaleToken"
          label={t('label')}
          value={code}
          onChange={(value) => {
            setCode(value);
            if (missing) setMissing(false);
          }}
          error={error}
          required
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
        />
        <Button type="submit" loading={busy} className="presale-page__submit">
          {t('submit')}
        </Button>
      </form>
    </section>
  );
}
