import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { siteConfig } from '../../../config/site';
import { useFeatureSaga } from '../../state/featureSagas';
import { useAppSelector } from '../../state/hooks';
import ShopPending from '../catalog/ShopPending';
import { useRouteLanguage } from '../locale/useRouteLanguage';
import NotFound from '../errors/NotFound';
import { RedirectToOwnAddress } from '../navigation/PageRedirect';
import { selectArticlesById, selectVisiblePlacements } from '../shop/shopSelectors';
import { useShop } from '../shop/useShop';
import SeatingChartView, { type SeatedArticle } from './SeatingChartView';
import { seatSaga } from './seatSaga';
import {
  findSeatingChart,
  isCanonicalChartParam,
  seatingChartHref,
} from '../catalog/placementPath';
import { seatsioWorkspace } from './seatingModel';
import '../catalog/catalog.css';
import './seating.css';

/**
 * The seating chart page at /{lang}/c/{categoryId}/{slug}-{seatingChartId}. A wrong slug or
 * category with a known chart redirects to the chart's own address; an unknown chart (or one whose
 * placement the visitor may not see) is a 404.
 */
export default function SeatingChartPage() {
  // the seats' calls: the saga is in this page's chunk and runs before a seat can be picked
  useFeatureSaga(seatSaga);
  const { t } = useTranslation('seating');
  const lang = useRouteLanguage();
  const { categoryId = '', seatingChart: param = '' } = useParams();
  const { data: shop, isError, refetch } = useShop();
  const placements = useAppSelector(selectVisiblePlacements);
  const articles = useAppSelector(selectArticlesById);

  if (!shop) return <ShopPending failed={isError} onRetry={() => void refetch()} />;

  const chart = findSeatingChart(param, shop.seatingCharts);
  const placement = chart && placements.find((candidate) => candidate.id === chart.placementId);
  const article = placement && articles.get(placement.articleId);
  if (!chart || !placement || !article?.seatsio) return <NotFound detail={t('notFound')} />;
  if (!isCanonicalChartParam(param, chart) || categoryId !== chart.categoryId) {
    return <RedirectToOwnAddress pathname={seatingChartHref(lang, chart)} />;
  }
  return (
    <SeatingChartView
      key={`${chart.seatingChartId} ${lang}`}
      chart={chart}
      placement={placement}
      article={article as SeatedArticle}
      lang={lang}
      currency={shop.currency}
      workspace={seatsioWorkspace(shop, siteConfig)}
    />
  );
}
