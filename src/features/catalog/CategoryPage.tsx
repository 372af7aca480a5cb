import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router-dom';
import { useAppSelector } from '../../state/hooks';
import { formatEventDate } from '../../lib/dates';
import { localise } from '../../lib/localisedText';
import NotFound from '../errors/NotFound';
import PageRedirect from '../navigation/PageRedirect';
import PageHead from '../seo/PageHead';
import { categoryPath, childCategories, rootCategory } from '../shop/categories';
import { selectCategoryPlacements, selectEvent } from '../shop/shopSelectors';
import { useShop } from '../shop/useShop';
import { TrackCategoryView } from '../tracking/PageTracking';
import Breadcrumbs from './Breadcrumbs';
import CategoryLinks from './CategoryLinks';
import { categoriesHomeHref } from './placementPath';
import PlacementList from './PlacementList';
import ShopPending from './ShopPending';
import { useRouteLanguage } from '../locale/useRouteLanguage';
import './catalog.css';

/** Category ids of this shape may name the root category; the root's page is the categories home. */
const mayBeRoot = (categoryId: string) =>
  categoryId.startsWith('root') || categoryId.startsWith('main');

/**
 * A category: breadcrumbs from the root, the name, its sub-categories and its visible placements
 * in sequence order. The root category redirects to the categories home; an unknown id is a 404.
 */
export default function CategoryPage() {
  const { t } = useTranslation('catalog');
  const lang = useRouteLanguage();
  const { categoryId = '' } = useParams();
  const location = useLocation();
  const { data: shop, isError, refetch } = useShop();
  const placements = useAppSelector((state) => selectCategoryPlacements(state, categoryId));
  const category = shop?.categories.find((candidate) => candidate.id === categoryId);
  const event = useAppSelector((state) =>
    category?.eventId ? selectEvent(state, category.eventId) : undefined,
  );
  const subHeading = useId();
  const offersHeading = useId();

  if (!shop) return <ShopPending failed={isError} onRetry={() => void refetch()} />;

  if (mayBeRoot(categoryId) && rootCategory(shop.categories)?.id === categoryId) {
    return <PageRedirect to={{ pathname: categoriesHomeHref(lang), search: location.search }} />;
  }
  if (!category) return <NotFound detail={t('categoryNotFound')} />;

  const path = categoryPath(shop.categories, category.id);
  const children = childCategories(shop.categories, category.id);
  const date = event ? formatEventDate(event.startsAt, lang) : '';
  const name = localise(category.name, lang) || category.id;

  return (
    <div className="catalog-page">
      <PageHead title={name} image={event?.media?.[0]} />
      <TrackCategoryView
        routeId="category"
        categoryId={category.id}
        placementIds={placements.map((p) => p.id)}
      />
      <Breadcrumbs path={path} lang={lang} />
      <header className="catalog-page__header">
        <h1>{name}</h1>
        {event && date && (
          <p className="catalog-page__event">
            <time dateTime={event.startsAt}>{date}</time>
            {event.venue && <span className="catalog-page__venue">{event.venue}</span>}
          </p>
        )}
      </header>
      {children.length > 0 && (
        <nav className="catalog-section" aria-labelledby={subHeading}>
          <h2 id={subHeading}>{t('subCategories')}</h2>
          <CategoryLinks categories={children} lang={lang} />
        </nav>
      )}
      {placements.length > 0 && (
        <section className="catalog-section" aria-labelledby={offersHeading}>
          <h2 id={offersHeading}>{t('offers')}</h2>
          <PlacementList categoryId={category.id} lang={lang} />
        </section>
      )}
      {placements.length === 0 && children.length === 0 && (
        <p className="catalog-empty">{t('noOffers')}</p>
      )}
    </div>
  );
}
