/**
 * The shared error alert (spec section 8): the UI kit's non-modal toast at the bottom
 * right (full width on phones; moved where it covers neither the focused control nor the
 * countdown, ToastRegion) with a title, the message and a close button that clears the error.
 * The title says what failed when the failed call is known ('Das Ticket konnte nicht entfernt
 * werden'), else the shared error title. The server's detail is shown verbatim; a message key is
 * translated.
 *
 * It is rendered into its own element (useToastHost), which lies inside the open modal dialog
 * when there is one, so that a failure in the cart panel is seen, heard and can be closed. Every
 * raised error is a new toast, also when its message is the same as the one shown: the visitor
 * who tried again and failed again is told again (a screen reader announces a new alert).
 */
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { ErrorMessageKey } from '../../api/errors';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { Toast, ToastRegion } from '../../components/Toast';
import { dismissed, selectErrorAlert, type ErrorAlertState } from './errorAlertSlice';
import { useToastHost } from './useToastHost';

/** The text key (namespace errors) of each message key. */
const MESSAGE_TEXT = {
  'errors.network': 'network',
  'errors.generic': 'generic',
} as const satisfies Record<ErrorMessageKey, string>;

/** A number that changes with every raised error: errorRaised always makes a new state object. */
function useRaisedCount(alert: ErrorAlertState): number {
  const [seen, setSeen] = useState({ alert, count: 0 });
  if (seen.alert !== alert) {
    const next = { alert, count: seen.count + 1 };
    setSeen(next);
    return next.count;
  }
  return seen.count;
}

export default function ErrorAlert() {
  const { t } = useTranslation('errors');
  const dispatch = useAppDispatch();
  const alert = useAppSelector(selectErrorAlert);
  const raised = useRaisedCount(alert);
  const host = useToastHost(alert.visible);
  if (!alert.visible || host === null) return null;

  return createPortal(
    <ToastRegion>
      <Toast
        key={raised}
        tone="error"
        title={alert.failed ? t(`failed.${alert.failed}`) : t('title')}
        closeLabel={t('close')}
        onClose={() => dispatch(dismissed())}
      >
        {alert.detail ?? t(MESSAGE_TEXT[alert.messageKey ?? 'errors.generic'])}
      </Toast>
    </ToastRegion>,
    host,
  );
}
