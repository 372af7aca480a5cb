/**
 * The shared error alert (spec section 8): the UI kit's non-modal toast at the bottom
 * right (full width on phones) with a title, the message and a close button that
 * clears the error. The server's detail is shown verbatim; a message key is translated.
 */
import { useTranslation } from 'react-i18next';
import type { ErrorMessageKey } from '../../api/errors';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Toast, ToastRegion } from '../../components/Toast';
import { dismissed, selectErrorAlert } from './errorAlertSlice';

/** The text key (namespace errors) of each message key. */
const MESSAGE_TEXT = {
  'errors.network': 'network',
  'errors.generic': 'generic',
} as const satisfies Record<ErrorMessageKey, string>;

export default function ErrorAlert() {
  const { t } = useTranslation('errors');
  const dispatch = useAppDispatch();
  const { visible, detail, messageKey } = useAppSelector(selectErrorAlert);
  if (!visible) return null;

  return (
    <ToastRegion>
      <Toast
        tone="error"
        title={t('title')}
        closeLabel={t('close')}
        onClose={() => dispatch(dismissed())}
      >
        {detail ?? t(MESSAGE_TEXT[messageKey ?? 'errors.generic'])}
      </Toast>
    </ToastRegion>
  );
}
