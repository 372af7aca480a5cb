import { useTranslation } from 'react-i18next';
import Button from '../../components/Button';
import PendingHeading from '../../components/PendingHeading';

export interface ShopPendingProps {
  failed: boolean;
  onRetry: () => void;
}

/**
 * What a catalog page shows until the shop is there: a heading standing in for the page's own
 * (the page's name comes with the shop), then a status line, or the failure and a retry.
 */
export default function ShopPending({ failed, onRetry }: ShopPendingProps) {
  const { t } = useTranslation('catalog');
  return (
    <section className="catalog-page">
      <PendingHeading>{t('pendingTitle')}</PendingHeading>
      {failed ? (
        <div role="alert" className="catalog-status">
          <p>{t('loadFailed')}</p>
          <Button variant="outline" onClick={onRetry}>
            {t('retry')}
          </Button>
        </div>
      ) : (
        <p role="status" className="catalog-status">
          {t('loading')}
        </p>
      )}
    </section>
  );
}
