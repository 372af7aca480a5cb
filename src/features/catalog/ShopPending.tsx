import { useTranslation } from 'react-i18next';
import Button from '../../components/Button';

export interface ShopPendingProps {
  failed: boolean;
  onRetry: () => void;
}

/** What a catalog page shows until the shop is there: a status line, or the failure and a retry. */
export default function ShopPending({ failed, onRetry }: ShopPendingProps) {
  const { t } = useTranslation('catalog');
  if (!failed) {
    return (
      <p role="status" className="catalog-status">
        {t('loading')}
      </p>
    );
  }
  return (
    <div role="alert" className="catalog-status">
      <p>{t('loadFailed')}</p>
      <Button variant="outline" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}
