import { useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import Dialog from '../../components/Dialog';
import PersonalisationForms from './PersonalisationForms';

export interface PersonalisationDialogProps {
  open: boolean;
  onClose: () => void;
  /** the item the visitor came for: its heading gets focus on open */
  focusItemId?: string;
}

/**
 * The personalisation screen as a kit Dialog over the page (and over the cart panel: it is rendered
 * into <body>, so the panel's own dialog keeps no hold on its keys). It closes once everything is
 * saved; focus then goes back to the button that opened it.
 */
export default function PersonalisationDialog({
  open,
  onClose,
  focusItemId,
}: PersonalisationDialogProps) {
  const { t } = useTranslation('forms', { keyPrefix: 'personalisation' });
  const focusItemRef = useRef<HTMLHeadingElement>(null);
  return createPortal(
    <Dialog
      open={open}
      onClose={onClose}
      title={t('title')}
      initialFocusRef={focusItemRef}
      closeOnBackdrop={false}
      className="personalisation-dialog"
    >
      <PersonalisationForms
        onComplete={onClose}
        headingLevel={3}
        focusItemId={focusItemId}
        focusItemRef={focusItemRef}
      />
    </Dialog>,
    document.body,
  );
}
