import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../state/hooks';
import { localise } from '../../lib/localisedText';
import PageHead from '../seo/PageHead';
import { childCategories, rootCategory } from '../shop/categories';
import { selectCategoryPlacements } from '../shop/shopSelectors';
import { useShop } from '../shop/useShop';
import { TrackCategoryView } from '../tracking/PageTracking';
import CategoryLinks from './CategoryLinks';
import Programme from './Programme';
import SafeHtml from './SafeHtml';
import ShopPending from './ShopPending';
import { useRouteLanguage } from '../locale/useRouteLanguage';
import './catalog.css';

/**
 * The categories home, treated as the root category's page: the shop's name, its description
 * (server HTML, sanitized), the main categories (the root's children) as cards, and the
 * programme: every upcoming event and article the visitor may see, by date, to search and filter.
 */
export default function CategoriesHomePage() {
  const { t } = useTranslation('catalog');
  const lang = useRouteLanguage();
  const { data: shop, isError, refetch } = useShop();
  const root = shop ? rootCategory(shop.categories) : undefined;
  const placements = useAppSelector((state) => selectCategoryPlacements(state, root?.id ?? ''));
  const categoriesHeading = useId();

  if (!shop) return <ShopPending failed={isError} onRetry={() => void refetch()} />;
  const mains = root ? childCategories(shop.categories, root.id) : [];

  return (
    <div className="catalog-page">
      <PageHead title={root ? localise(root.name, lang) : null} />
      <TrackCategoryView
        routeId="categories-home"
        categoryId={root?.id}
        placementIds={placements.map((p) => p.id)}
      />
      <header className="catalog-page__header">
        <h1>{shop.name}</h1>
        <SafeHtml className="catalog-page__description" html={localise(shop.description, lang)} />
      </header>
      {mains.length > 0 && (
        <nav className="catalog-section" aria-labelledby={categoriesHeading}>
          <h2 id={categoriesHeading}>{t('mainCategories')}</h2>
          <CategoryLinks categories={mains} lang={lang} />
        </nav>
      )}
      <Programme lang={lang} categories={mains} />
    </div>
  );
}
