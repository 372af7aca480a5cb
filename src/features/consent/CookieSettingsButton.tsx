import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../state/hooks';
import { dialogReopened } from './consentSlice';
import './consent.css';

/** The footer's 'Cookie settings': reopens the consent dialog so the visitor can change the choice. */
export default function CookieSettingsButton() {
  const { t } = useTranslation('consent');
  const dispatch = useAppDispatch();
  return (
    <button
      type="button"
      className="cookie-settings-button"
      aria-haspopup="dialog"
      onClick={() => dispatch(dialogReopened())}
    >
      {t('footer.cookieSettings')}
    </button>
  );
}
