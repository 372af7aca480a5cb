import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { Lang, Placement, Variant } from '../../api/types';
import { useAppSelector } from '../../state/hooks';
import { buttonClassName } from '../../components/buttonClassName';
import ShopPicture from '../../components/ShopPicture';
import { localise } from '../../lib/localisedText';
import NotFound from '../errors/NotFound';
import { RedirectToOwnAddress } from '../navigation/PageRedirect';
import PageHead from '../seo/PageHead';
import EventJsonLd from '../seo/EventJsonLd';
import { placementAvailability } from '../shop/availability';
import { mainPicture } from '../shop/mainPicture';
import { categoryPath } from '../shop/categories';
import {
  selectArticlesById,
  selectEventsById,
  selectSeatingChartsByPlacement,
  selectVariantsById,
  selectVisiblePlacements,
} from '../shop/shopSelectors';
import { useShop } from '../shop/useShop';
import { TrackArticleView } from '../tracking/PageTracking';
import AccommodationFacts from './AccommodationFacts';
import EventFacts from './ArticleEventFacts';
import Breadcrumbs from './Breadcrumbs';
import DeliveryOptions from './DeliveryOptions';
import {
  findPlacement,
  isCanonicalPlacementParam,
  placementHref,
  seatingChartHref,
} from './placementPath';
import PlacementOptions from './PlacementOptions';
import PlacementVariants from './PlacementVariants';
import SafeHtml from './SafeHtml';
import ShopPending from './ShopPending';
import { useRouteLanguage } from '../locale/useRouteLanguage';
import './catalog.css';
import './articlePage.css';

/**
 * The article (placement) page at /{lang}/a/{slug}-{placementId}. A wrong slug with a known id
 * redirects to the placement's own address; an unknown (or hidden, without token) placement is a 404.
 */
export default function ArticlePage() {
  const { t } = useTranslation('catalog');
  const lang = useRouteLanguage();
  const { placementPath = '' } = useParams();
  const { data: shop, isError, refetch } = useShop();
  const placements = useAppSelector(selectVisiblePlacements);

  if (!shop) return <ShopPending failed={isError} onRetry={() => void refetch()} />;

  const placement = findPlacement(placementPath, placements);
  if (!placement) return <NotFound detail={t('placementNotFound')} />;
  if (!isCanonicalPlacementParam(placementPath, placement)) {
    return <RedirectToOwnAddress pathname={placementHref(lang, placement)} />;
  }
  return (
    <ArticleDetails key={placement.id} placement={placement} lang={lang} currency={shop.currency} />
  );
}

interface ArticleDetailsProps {
  placement: Placement;
  lang: Lang;
  currency: string;
}

function ArticleDetails({ placement, lang, currency }: ArticleDetailsProps) {
  const { t } = useTranslation('catalog');
  const { data: shop } = useShop();
  const articles = useAppSelector(selectArticlesById);
  const variants = useAppSelector(selectVariantsById);
  const events = useAppSelector(selectEventsById);
  const chart = useAppSelector(selectSeatingChartsByPlacement).get(placement.id);

  const article = articles.get(placement.articleId);
  if (!article) return <NotFound detail={t('placementNotFound')} />;
  const event = article.eventId ? events.get(article.eventId) : undefined;
  const name = localise(article.name, lang) || placement.slug;
  const placementVariants = placement.variantIds
    .map((id) => variants.get(id))
    .filter((variant): variant is Variant => variant !== undefined);
  const seated = article.seatsio !== null;
  const path = shop ? categoryPath(shop.categories, placement.categoryId) : [];
  const soldOut = placementAvailability(placement, placementVariants) === 'SOLD_OUT';
  const picture = mainPicture(placement, article, event);
  // what the prices of the variants and options are shown with
  const priced = { variants, currency, lang };

  return (
    <article className="catalog-page article-page">
      <PageHead
        title={name}
        description={localise(article.description, lang) || null}
        image={picture}
      />
      {event && (
        <EventJsonLd
          placement={placement}
          article={article}
          event={event}
          variants={placementVariants}
          picture={picture}
          currency={currency}
          lang={lang}
        />
      )}
      <TrackArticleView placementId={placement.id} />
      <Breadcrumbs path={path} lang={lang} currentTitle={name} />
      <div className={`article-page__intro${picture ? ' article-page__intro--picture' : ''}`}>
        <header className="catalog-page__header">
          <h1>{name}</h1>
          {event && <EventFacts event={event} articleName={name} lang={lang} />}
          {soldOut && <p className="article-page__sold-out">{t('article.soldOutPlacement')}</p>}
        </header>
        {picture && (
          // the page's largest picture on the first screen: its LCP element, loaded at once
          <ShopPicture
            className="article-page__picture"
            picture={picture}
            lang={lang}
            sizes="(min-width: 56rem) 34rem, calc(100vw - 2rem)"
            priority
          />
        )}
      </div>
      <SafeHtml className="article-page__description" html={localise(article.description, lang)} />

      {seated && chart && !soldOut && (
        <div className="article-page__seats">
          <p>{t('article.seatedHint')}</p>
          <Link className={buttonClassName()} to={seatingChartHref(lang, chart)}>
            {t('article.chooseSeats')}
          </Link>
        </div>
      )}

      <PlacementVariants
        {...priced}
        placement={placement}
        placementVariants={placementVariants}
        seated={seated}
        soldOut={soldOut}
      />
      <PlacementOptions {...priced} placement={placement} articles={articles} />
      {article.type === 'ACCOMMODATION' && article.accommodation && (
        <AccommodationFacts article={article} lang={lang} />
      )}
      {article.deliveryOptions.length > 0 && (
        <DeliveryOptions options={article.deliveryOptions} currency={currency} lang={lang} />
      )}
    </article>
  );
}
