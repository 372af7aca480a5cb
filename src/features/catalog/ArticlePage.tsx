import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router-dom';
import type {
  Article,
  DeliveryOption,
  Lang,
  Placement,
  PlacementOption,
  ShopEvent,
  Variant,
} from '../../api/types';
import { useAppSelector } from '../../state/hooks';
import { buttonClassName } from '../../components/buttonClassName';
import ShopPicture from '../../components/ShopPicture';
import { formatEventDate, formatEventDates } from '../../lib/dates';
import { localise } from '../../lib/localisedText';
import NotFound from '../errors/NotFound';
import PageRedirect from '../navigation/PageRedirect';
import PageHead from '../seo/PageHead';
import EventJsonLd from '../seo/EventJsonLd';
import { placementAvailability, variantAvailability } from '../shop/availability';
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
import VariantAmount from './VariantAmount';
import Breadcrumbs from './Breadcrumbs';
import {
  findPlacement,
  isCanonicalPlacementParam,
  placementHref,
  seatingChartHref,
} from './placementPath';
import SafeHtml from './SafeHtml';
import ShopPending from './ShopPending';
import TextWithPrice from './TextWithPrice';
import { useRouteLanguage } from '../locale/useRouteLanguage';
import VariantPrice, { BundleContents } from './VariantPrice';
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
  const location = useLocation();
  const { data: shop, isError, refetch } = useShop();
  const placements = useAppSelector(selectVisiblePlacements);

  if (!shop) return <ShopPending failed={isError} onRetry={() => void refetch()} />;

  const placement = findPlacement(placementPath, placements);
  if (!placement) return <NotFound detail={t('placementNotFound')} />;
  if (!isCanonicalPlacementParam(placementPath, placement)) {
    return (
      <PageRedirect
        to={{
          pathname: placementHref(lang, placement),
          search: location.search,
          hash: location.hash,
        }}
      />
    );
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
  const pricesHeading = useId();

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

      {placementVariants.length > 0 && (
        <section className="catalog-section" aria-labelledby={pricesHeading}>
          <h2 id={pricesHeading}>{t('article.prices')}</h2>
          <ul className="variant-list">
            {placementVariants.map((variant) => {
              const label = localise(variant.label, lang) || variant.id;
              const left = soldOut ? 'SOLD_OUT' : variantAvailability(variant);
              const leftId = `${pricesHeading}-${variant.id}-left`;
              return (
                <li
                  key={variant.id}
                  className={`variant-row${left === 'SOLD_OUT' ? ' variant-row--sold-out' : ''}`}
                >
                  <div className="variant-row__text">
                    <span className="variant-row__label">{label}</span>
                    <span className="variant-row__price">
                      <VariantPrice
                        variant={variant}
                        variants={variants}
                        currency={currency}
                        lang={lang}
                      />
                    </span>
                    {left !== 'AVAILABLE' && (
                      <span
                        id={leftId}
                        className={`availability-note availability-note--${left === 'SOLD_OUT' ? 'sold-out' : 'few-left'}`}
                      >
                        {t(left === 'SOLD_OUT' ? 'article.soldOut' : 'article.fewLeft')}
                      </span>
                    )}
                    <BundleContents
                      variant={variant}
                      variants={variants}
                      currency={currency}
                      lang={lang}
                    />
                  </div>
                  {!seated && !soldOut && (
                    <VariantAmount
                      placementId={placement.id}
                      variantId={variant.id}
                      label={label}
                      soldOutReasonId={left === 'SOLD_OUT' ? leftId : undefined}
                    />
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      )}

      <OptionsSection
        placement={placement}
        articles={articles}
        variants={variants}
        currency={currency}
        lang={lang}
      />
      {article.type === 'ACCOMMODATION' && article.accommodation && (
        <AccommodationSection article={article} lang={lang} />
      )}
      {article.deliveryOptions.length > 0 && (
        <DeliverySection options={article.deliveryOptions} currency={currency} lang={lang} />
      )}
    </article>
  );
}

function EventFacts({
  event,
  articleName,
  lang,
}: {
  event: ShopEvent;
  articleName: string;
  lang: Lang;
}) {
  const { t } = useTranslation('catalog');
  const eventName = localise(event.name, lang);
  const date = formatEventDates(event.startsAt, event.endsAt, lang);
  return (
    <dl className="facts">
      {eventName && eventName !== articleName && (
        <div>
          <dt>{t('article.eventDetails')}</dt>
          <dd>{eventName}</dd>
        </div>
      )}
      {date && (
        <div>
          <dt>{t('article.date')}</dt>
          <dd>
            <time dateTime={event.startsAt}>{date}</time>
          </dd>
        </div>
      )}
      {event.venue && (
        <div>
          <dt>{t('article.venue')}</dt>
          <dd>
            <span>{event.venue}</span>
            {event.venueAddress && (
              <span className="article-page__address">
                {/* street, then postcode and place: the order of CH, DE, FR and IT */}
                {`${event.venueAddress.streetAddress}, ${event.venueAddress.postalCode} ${event.venueAddress.addressLocality}`}
              </span>
            )}
          </dd>
        </div>
      )}
    </dl>
  );
}

interface OptionsSectionProps {
  placement: Placement;
  articles: ReadonlyMap<string, Article>;
  variants: ReadonlyMap<string, Variant>;
  currency: string;
  lang: Lang;
}

function OptionsSection({ placement, articles, variants, currency, lang }: OptionsSectionProps) {
  const { t } = useTranslation('catalog');
  const heading = useId();
  const groups = [
    { key: 'article', title: t('article.articleOptions'), entries: placement.options.article },
    { key: 'general', title: t('article.generalOptions'), entries: placement.options.general },
  ].filter((group) => group.entries.length > 0);
  if (groups.length === 0) return null;

  const renderOption = (option: PlacementOption) => {
    const optionArticle = articles.get(option.articleId);
    const variant = variants.get(option.variantId);
    return (
      <li key={`${option.articleId}|${option.variantId}`} className="option-row">
        <span className="option-row__name">
          {localise(optionArticle?.name, lang) || option.articleId}
        </span>
        {variant && (
          <VariantPrice variant={variant} variants={variants} currency={currency} lang={lang} />
        )}
      </li>
    );
  };

  return (
    <section className="catalog-section" aria-labelledby={heading}>
      <h2 id={heading}>{t('article.options')}</h2>
      {groups.map((group) => (
        <div key={group.key} className="option-group">
          <h3>{group.title}</h3>
          <ul className="option-list">{group.entries.map(renderOption)}</ul>
        </div>
      ))}
    </section>
  );
}

function AccommodationSection({ article, lang }: { article: Article; lang: Lang }) {
  const { t } = useTranslation('catalog');
  const heading = useId();
  const stay = article.accommodation;
  if (!stay) return null;
  const amenities = localise(stay.amenities, lang);
  return (
    <section className="catalog-section" aria-labelledby={heading}>
      <h2 id={heading}>{t('article.accommodation')}</h2>
      <dl className="facts">
        <div>
          <dt>{t('article.checkIn')}</dt>
          <dd>
            <time dateTime={stay.checkIn}>{formatEventDate(stay.checkIn, lang)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('article.checkOut')}</dt>
          <dd>
            <time dateTime={stay.checkOut}>{formatEventDate(stay.checkOut, lang)}</time>
          </dd>
        </div>
        {stay.address && (
          <div>
            <dt>{t('article.address')}</dt>
            <dd>
              <address>{stay.address}</address>
            </dd>
          </div>
        )}
        {amenities && (
          <div>
            <dt>{t('article.amenities')}</dt>
            <dd>{amenities}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}

function DeliverySection({
  options,
  currency,
  lang,
}: {
  options: DeliveryOption[];
  currency: string;
  lang: Lang;
}) {
  const { t } = useTranslation('catalog');
  const heading = useId();
  return (
    <section className="catalog-section" aria-labelledby={heading}>
      <h2 id={heading}>{t('article.delivery')}</h2>
      <ul className="delivery-list">
        {options.map((option) => (
          <li key={option.code} className="delivery-row">
            <span>{t(`article.deliveryOption.${option.code}`)}</span>
            <span className="delivery-row__price">
              {option.price > 0 ? (
                <TextWithPrice
                  text={t('article.deliverySurcharge')}
                  amount={option.price}
                  currency={currency}
                  lang={lang}
                />
              ) : (
                t('article.deliveryFree')
              )}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
