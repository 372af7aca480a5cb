import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderItem } from '../../api/types';
import { useAppSelector } from '../../state/hooks';
import Button from '../../components/Button';
import { Part, preloadablePart } from '../navigation/preloadablePart';
import type { PersonalisationDialogProps } from './PersonalisationDialog';
import {
  selectItemPersonalisationValid,
  selectPersonalisationEntries,
} from './personalisationSelectors';

export interface PersonaliseButtonProps {
  item: OrderItem;
  /** for the button's accessible name: 'Erwachsene, Improtheater-Abend personalisieren' */
  names: { variant: string; article: string };
}

/** The personalisation screen (formik, yup: the 'forms' chunk) loads when it is first opened. */
const personalisationDialog = preloadablePart<PersonalisationDialogProps>(
  () => import(/* webpackChunkName: "personalisation" */ './PersonalisationDialog'),
  ['forms'],
);

/**
 * The cart's way into the personalisation screen, on each personalised item: 'Personalisieren'
 * while the item is incomplete, 'Angaben ändern' once it is valid. Nothing for an item that needs
 * no personalisation or whose form the order does not carry (nothing to fill in; it counts as valid).
 */
export default function PersonaliseButton({ item, names }: PersonaliseButtonProps) {
  const { t } = useTranslation('forms', { keyPrefix: 'personalisation' });
  const [open, setOpen] = useState(false);
  const valid = useAppSelector((state) => selectItemPersonalisationValid(state, item.id));
  const fillable = useAppSelector((state) =>
    selectPersonalisationEntries(state).some((entry) => entry.item.id === item.id),
  );
  const close = useCallback(() => setOpen(false), []);
  if (!fillable) return null;
  return (
    <>
      <Button
        variant={valid ? 'outline' : 'solid'}
        size="tiny"
        className="personalise-button"
        aria-label={t(valid ? 'editLabel' : 'openLabel', names)}
        onClick={() => setOpen(true)}
      >
        {t(valid ? 'edit' : 'open')}
      </Button>
      {open && (
        <Part
          part={personalisationDialog}
          wanted
          props={{ open, onClose: close, focusItemId: item.id }}
        />
      )}
    </>
  );
}
