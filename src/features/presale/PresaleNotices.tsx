/**
 * What the presale code asks and tells, on every page (a chunk of its own, 'presale-notices',
 * loaded when there is something to say): the question before a presale order replaces a basket
 * with items (how many; keeping the basket is the first choice, and Escape or closing keeps it),
 * and, once a presale order started, a note that presale access is active (a polite toast, on top
 * of the cart panel that opens with it).
 */
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import Button from '../../components/Button';
import Dialog from '../../components/Dialog';
import { Toast, ToastRegion } from '../../components/Toast';
import { useToastHost } from '../errors/useToastHost';
import {
  presaleBasketKept,
  presaleNoticeClosed,
  presaleReplaceConfirmed,
  selectPresaleQuestion,
  selectPresaleStarted,
} from './presaleSlice';

export default function PresaleNotices() {
  return (
    <>
      <ReplaceQuestion />
      <AccessNote />
    </>
  );
}

function ReplaceQuestion() {
  const { t } = useTranslation('checkout', { keyPrefix: 'presale.replace' });
  const dispatch = useAppDispatch();
  const question = useAppSelector(selectPresaleQuestion);
  const keepRef = useRef<HTMLButtonElement>(null);
  const keep = () => dispatch(presaleBasketKept());
  return (
    <Dialog
      open={question !== null}
      onClose={keep}
      title={t('title')}
      initialFocusRef={keepRef}
      className="presale-question"
      footer={
        <>
          <Button ref={keepRef} variant="outline" onClick={keep}>
            {t('keep')}
          </Button>
          <Button onClick={() => dispatch(presaleReplaceConfirmed())}>{t('confirm')}</Button>
        </>
      }
    >
      <p>
        {question?.itemCount == null
          ? t('messageUnknown')
          : t('message', { count: question.itemCount })}
      </p>
    </Dialog>
  );
}

function AccessNote() {
  const { t } = useTranslation('checkout', { keyPrefix: 'presale.started' });
  const dispatch = useAppDispatch();
  const started = useAppSelector(selectPresaleStarted);
  const host = useToastHost(started);
  if (!started || host === null) return null;
  return createPortal(
    <ToastRegion>
      <Toast
        tone="success"
        title={t('title')}
        closeLabel={t('close')}
        onClose={() => dispatch(presaleNoticeClosed())}
      >
        {t('message')}
      </Toast>
    </ToastRegion>,
    host,
  );
}
