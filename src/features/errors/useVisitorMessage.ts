import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { visitorMessageOf, type VisitorMessage } from '../../api/errors';

/**
 * A failed call's message as text: the server's own words verbatim, else the errors namespace's
 * network or generic text (as the shared error alert words them).
 */
export function useVisitorMessage(): (message: VisitorMessage | unknown) => string {
  const { t } = useTranslation('errors');
  return useCallback(
    (message) => {
      const visitor = isVisitorMessage(message) ? message : visitorMessageOf(message);
      if (visitor.detail !== undefined) return visitor.detail;
      return visitor.messageKey === 'errors.network' ? t('network') : t('generic');
    },
    [t],
  );
}

function isVisitorMessage(value: unknown): value is VisitorMessage {
  if (typeof value !== 'object' || value === null || 'status' in value) return false;
  const { detail, messageKey } = value as Partial<VisitorMessage>;
  return (
    typeof detail === 'string' || messageKey === 'errors.network' || messageKey === 'errors.generic'
  );
}
