/**
 * The expiry confirmation (spec section 4): shown when the reservation countdown reached 0.
 * Confirming (the button, Escape or the close button: there is no way back to the old order)
 * discards the order, starts a new one and closes the cart. Mounted once, in the app shell, through
 * ExpiryDialogLoader (its own chunk).
 */
import { useTranslation } from 'react-i18next';
import Button from '../../components/Button';
import Dialog from '../../components/Dialog';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { expiryConfirmed } from './orderEvents';
import { selectExpiryDialogOpen } from './orderSelectors';

export default function ExpiryDialog() {
  const { t } = useTranslation('order');
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectExpiryDialogOpen);
  const confirm = () => dispatch(expiryConfirmed());
  return (
    <Dialog
      open={open}
      onClose={confirm}
      title={t('expiry.title')}
      footer={<Button onClick={confirm}>{t('expiry.confirm')}</Button>}
    >
      <p>{t('expiry.message')}</p>
    </Dialog>
  );
}
