/**
 * "A new version is available" with a Reload button, in a polite status region, once the
 * freshness poll found a newer build. Mount it once, in the app shell.
 */
import { useTranslation } from 'react-i18next';
import Button from '../../components/Button';
import { useAppSelector } from '../../state/hooks';
import { selectNewBuildAvailable } from './freshnessSlice';
import './NewBuildNotice.css';

export interface NewBuildNoticeProps {
  /** default: window.location.reload() */
  onReload?: () => void;
}

const reloadPage = () => window.location.reload();

export default function NewBuildNotice({ onReload = reloadPage }: NewBuildNoticeProps) {
  const { t } = useTranslation('order');
  const available = useAppSelector(selectNewBuildAvailable);
  // the status region is always there, so the text appearing in it is announced
  return (
    <div role="status" aria-live="polite">
      {available && (
        <div className="new-build-notice">
          <p className="new-build-notice__text">{t('freshness.newBuild')}</p>
          <Button size="small" onClick={onReload}>
            {t('freshness.reload')}
          </Button>
        </div>
      )}
    </div>
  );
}
