/**
 * The expiry confirmation (spec section 4): shown when the reservation countdown reached 0.
 * Confirming (the button, Escape or the close button: there is no way back to the old order)
 * discards the order, starts a new one and closes the cart. When the order's last answer said the
 * reservation can still be extended, the dialog offers that first (issue 17, point 3): the shop
 * takes the order up again if its seats are still free, else the dialog says why not (the
 * server's words) and only the new order is left. Mounted once, in the app shell, with the
 * reservation notices (their own chunk, ReservationNoticesLoader).
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '../../components/Button';
import Dialog from '../../components/Dialog';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { useVisitorMessage } from '../errors/useVisitorMessage';
import { reservationExtensionRequested, expiryConfirmed } from '../orderModel/orderEvents';
import {
  selectExpiryDialogOpen,
  selectExtensionOffered,
  selectReservationNotice,
} from './orderSelectors';
import './ExpiryDialog.css';

export default function ExpiryDialog() {
  const { t } = useTranslation(['order', 'reservation']);
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectExpiryDialogOpen);
  const offered = useAppSelector(selectExtensionOffered);
  const { extension, refusal } = useAppSelector(selectReservationNotice);
  const messageOf = useVisitorMessage();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const confirm = () => dispatch(expiryConfirmed());

  // the offer went (refused) while it had the focus: the remaining way on takes it
  useEffect(() => {
    if (open && !offered && document.activeElement === document.body) confirmRef.current?.focus();
  }, [open, offered]);

  return (
    <Dialog
      open={open}
      onClose={confirm}
      title={t('expiry.title')}
      footer={
        <>
          {offered && (
            <Button
              loading={extension === 'asked'}
              onClick={() => dispatch(reservationExtensionRequested())}
            >
              {t('reservation:extend')}
            </Button>
          )}
          <Button ref={confirmRef} variant={offered ? 'outline' : 'solid'} onClick={confirm}>
            {t('expiry.confirm')}
          </Button>
        </>
      }
    >
      <p>{t('expiry.message')}</p>
      {offered && <p>{t('reservation:expiry.extendable')}</p>}
      {refusal && (
        <p className="expiry-dialog__refusal" role="alert">
          {messageOf(refusal.message)}
        </p>
      )}
    </Dialog>
  );
}
