import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router-dom';
import { siteConfig } from '../../../config/site';
import type {
  Article,
  DeliveryCode,
  Lang,
  Placement,
  SeatingChart,
  SeatsioSettings,
} from '../../api/types';
import { useFeatureSaga } from '../../state/featureSagas';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import Button from '../../components/Button';
import VisuallyHidden from '../../components/VisuallyHidden';
import { usePageContext } from '../../components/pageContext';
import { useInBrowser } from '../../components/useInBrowser';
import { isBotUserAgent } from '../../lib/bots';
import { formatEventDate } from '../../lib/dates';
import { localise } from '../../lib/localisedText';
import Breadcrumbs from '../catalog/Breadcrumbs';
import { placementHref, seatingChartHref } from '../catalog/placementPath';
import ShopPending from '../catalog/ShopPending';
import { useRouteLanguage } from '../locale/useRouteLanguage';
import NotFound from '../errors/NotFound';
import PageRedirect from '../navigation/PageRedirect';
import { opened as cartOpened } from '../order/cartSlice';
import { selectOrderExpiresAt, selectOrderPhase } from '../order/orderSelectors';
import { selectCurrentOrder } from '../orderModel/currentOrder';
import PageHead from '../seo/PageHead';
import { categoryPath } from '../shop/categories';
import {
  selectArticlesById,
  selectEventsById,
  selectVariantsById,
  selectVisiblePlacements,
} from '../shop/shopSelectors';
import { useShop } from '../shop/useShop';
import SeatList from './SeatList';
import SeatMap, { type ChartSeatRef, type SeatMapControl } from './SeatMap';
import SeatMessages, { type ChartRefusal } from './SeatMessages';
import SeatSummary from './SeatSummary';
import { latestSeatCall, selectSeatCalls } from './seatCalls';
import { seatSaga } from './seatSaga';
import { seatStatusSeen, useGetEventSeatsQuery } from './seatingApi';
import {
  seatDeselected,
  seatingChartOpened,
  seatSelected,
  seatTicketTypeChanged,
} from './seatingEvents';
import {
  chartPricing,
  findSeatingChart,
  isCanonicalChartParam,
  priceRange,
  seatDelivery,
  seatItems,
  seatListGroups,
  seatsFromEvent,
  seatsioWorkspace,
  variantForSeat,
  variantsByCategory,
} from './seatingModel';
import {
  selectedSeats,
  spentIntents,
  withIntent,
  withoutIntents,
  type SeatIntents,
} from './seatSelection';
import '../catalog/catalog.css';
import './seating.css';

type SeatedArticle = Article & { seatsio: { eventKey: string } };

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
  const location = useLocation();
  const { data: shop, isError, refetch } = useShop();
  const placements = useAppSelector(selectVisiblePlacements);
  const articles = useAppSelector(selectArticlesById);

  if (!shop) return <ShopPending failed={isError} onRetry={() => void refetch()} />;

  const chart = findSeatingChart(param, shop.seatingCharts);
  const placement = chart && placements.find((candidate) => candidate.id === chart.placementId);
  const article = placement && articles.get(placement.articleId);
  if (!chart || !placement || !article?.seatsio) return <NotFound detail={t('notFound')} />;
  if (!isCanonicalChartParam(param, chart) || categoryId !== chart.categoryId) {
    return (
      <PageRedirect
        to={{
          pathname: seatingChartHref(lang, chart),
          search: location.search,
          hash: location.hash,
        }}
      />
    );
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

interface ViewProps {
  chart: SeatingChart;
  placement: Placement;
  article: SeatedArticle;
  lang: Lang;
  currency: string;
  /** the shop's seats.io workspace, else the site configuration's */
  workspace: SeatsioSettings;
}

function SeatingChartView({ chart, placement, article, lang, currency, workspace }: ViewProps) {
  const { t } = useTranslation('seating');
  const dispatch = useAppDispatch();
  const { data: shop } = useShop();
  const variants = useAppSelector(selectVariantsById);
  const events = useAppSelector(selectEventsById);
  const order = useAppSelector(selectCurrentOrder);
  const phase = useAppSelector(selectOrderPhase);
  const calls = useAppSelector((state) => selectSeatCalls(state, placement.id));
  // calls made before the page opened are not news
  const [callsBefore] = useState(() => latestSeatCall(calls)?.startedAt ?? 0);
  const [intents, setIntents] = useState<SeatIntents>(() => new Map());
  const [chartFailed, setChartFailed] = useState(false);
  const [refusal, setRefusal] = useState<ChartRefusal | null>(null);
  const control = useRef<SeatMapControl | null>(null);
  // a search engine or preview crawler: it gets the chart to look at, but no order is made for it
  const crawler = isBotUserAgent(usePageContext().userAgent);
  // the chart is seats.io's, drawn in the browser: the server's page keeps its place
  const inBrowser = useInBrowser();
  // a visitor's order is made when the page opens (and again after an empty one ran out): the
  // chart holds seats with its hold token (docs/decisions/seat-holds.md). Asked
  // once until an order is active, so a failed creation is not tried again and again.
  const askedForOrder = useRef(false);
  useEffect(() => {
    if (crawler) return;
    if (phase === 'active') askedForOrder.current = false;
    else if ((phase === 'none' || phase === 'expiredConfirmed') && !askedForOrder.current) {
      askedForOrder.current = true;
      dispatch(seatingChartOpened());
    }
  }, [crawler, phase, dispatch]);
  const holdToken =
    phase === 'active' || phase === 'expired' ? (order?.seating?.holdToken ?? null) : null;
  // the chart's session ends with the reservation: the page takes the chart down before seats.io's
  // own expiry dialog could show (chartSession.ts); a renewed reservation or a new token brings it back
  const reservationEndsAt = useAppSelector(selectOrderExpiresAt);
  const chartSession = `${holdToken ?? ''} ${reservationEndsAt ?? ''}`;
  const currentSession = useRef(chartSession);
  useEffect(() => {
    currentSession.current = chartSession;
  }, [chartSession]);
  const [endedSession, setEndedSession] = useState<string | null>(null);
  const endSession = useCallback(() => setEndedSession(currentSession.current), []);
  const chartEnded = holdToken !== null && (phase === 'expired' || endedSession === chartSession);
  // the chart waits while the order (and its token) is on its way; a crawler, or a visitor whose
  // order could not be made, gets it without a session
  const chartWaits = !crawler && (phase === 'starting' || (phase === 'active' && !order));
  const [delivery, setDelivery] = useState<DeliveryCode | null>(
    () => seatDelivery(article) ?? null,
  );
  const chartHeading = useId();

  const byCategory = useMemo(() => variantsByCategory(placement, variants), [placement, variants]);
  const pricing = useMemo(() => chartPricing(byCategory, lang), [byCategory, lang]);
  const prices = useMemo(
    () => new Map([...byCategory].map(([key, list]) => [key, priceRange(list)])),
    [byCategory],
  );
  const held = useMemo(() => seatItems(order, placement.id), [order, placement.id]);
  const heldLabels = useMemo(() => new Set(held.keys()), [held]);

  // clicks the saga has answered (or can no longer answer) are forgotten
  const spent = spentIntents(intents, heldLabels, calls, phase);
  if (spent.length > 0) setIntents(withoutIntents(intents, spent));

  const selected = useMemo(
    () => selectedSeats(heldLabels, calls, intents, phase),
    [heldLabels, calls, intents, phase],
  );
  const selectedList = useMemo(() => [...selected].sort(), [selected]);
  const eventSeats = useGetEventSeatsQuery(article.seatsio.eventKey);
  const seats = useMemo(
    () => (eventSeats.data ? seatsFromEvent(eventSeats.data, lang) : null),
    [eventSeats.data, lang],
  );
  const seatsByLabel = useMemo(
    () => new Map((seats ?? []).map((seat) => [seat.label, seat])),
    [seats],
  );
  const groups = useMemo(() => (seats ? seatListGroups(seats, selected) : null), [seats, selected]);
  const busy = useMemo(
    () =>
      new Set(
        [...calls.values()]
          .filter((call) => call.status === 'pending')
          .map((call) => call.seatLabel),
      ),
    [calls],
  );

  /** The visitor wants a seat (or not): false when that cannot be done now. */
  const toggle = useCallback(
    (seat: { label: string; category: string }, wanted: boolean, ticketType?: string): boolean => {
      if (selected.has(seat.label) === wanted) return true;
      if (wanted && phase === 'expired') return false; // the expiry dialog asks first
      const variant = wanted ? variantForSeat(byCategory, seat.category, ticketType) : undefined;
      if (wanted && !variant) return false;
      const at = Date.now();
      setIntents((current) => withIntent(current, seat.label, { wanted, at }));
      const target = { placementId: placement.id, seatLabel: seat.label };
      if (variant) {
        dispatch(
          seatSelected({ ...target, variantId: variant.id, deliveryOption: delivery ?? undefined }),
        );
      } else dispatch(seatDeselected(target));
      return true;
    },
    [selected, phase, byCategory, placement.id, delivery, dispatch],
  );

  const chartFailedNow = useCallback(() => setChartFailed(true), []);
  const holdRefused = useCallback(
    (seat: ChartSeatRef) => setRefusal({ kind: 'holdRefused', seat: seat.label, at: Date.now() }),
    [],
  );
  const releaseRefused = useCallback(
    (seat: ChartSeatRef) =>
      setRefusal({ kind: 'releaseRefused', seat: seat.label, at: Date.now() }),
    [],
  );
  const eventKey = article.seatsio.eventKey;
  const onHeld = useCallback(
    (seat: ChartSeatRef, ticketType?: string) => {
      const taken = toggle(seat, true, ticketType);
      if (taken) dispatch(seatStatusSeen(eventKey, seat.label, 'held'));
      return taken;
    },
    [toggle, dispatch, eventKey],
  );
  const onReleased = useCallback(
    (seat: ChartSeatRef) => {
      dispatch(seatStatusSeen(eventKey, seat.label, 'free'));
      toggle(seat, false);
    },
    [toggle, dispatch, eventKey],
  );
  /** The seat list and the summary choose through the chart: it holds or releases the seat. */
  const chooseOnChart = (seat: ChartSeatRef, wanted: boolean) => {
    const chartControl = control.current;
    if (!chartControl) return;
    if (!wanted) void chartControl.deselect(seat.label);
    else
      void chartControl.select(seat.label).then((ok) => {
        if (!ok) holdRefused(seat);
      });
  };

  const changeTicketType = (seatLabel: string, variantId: string) => {
    const at = Date.now();
    setIntents((current) => withIntent(current, seatLabel, { wanted: true, at }));
    dispatch(seatTicketTypeChanged({ placementId: placement.id, seatLabel, variantId }));
  };

  const latest = latestSeatCall(calls, callsBefore);
  const lastFailure = [...calls.values()]
    .filter((call) => call.status === 'rejected' && call.startedAt > callsBefore)
    .reduce((at, call) => Math.max(at, call.startedAt), 0);
  // after a refusal the chart asks which seats are taken now
  const refreshToken = `${lastFailure} ${refusal?.at ?? 0}`;
  // the seat list follows the order's seats, every seat call that is over, and the chart's refreshes
  const settled = [...calls.values()].filter((call) => call.status !== 'pending').length;
  const refetchSeats = eventSeats.refetch;
  const seatsVersion = `${refreshToken} ${settled} ${latest?.status ?? ''} ${selectedList.join()}`;
  const firstVersion = useRef(seatsVersion);
  useEffect(() => {
    if (firstVersion.current === seatsVersion) return;
    firstVersion.current = seatsVersion;
    void refetchSeats();
  }, [seatsVersion, refetchSeats]);

  const event = article.eventId ? events.get(article.eventId) : undefined;
  const name = localise(article.name, lang) || placement.slug;
  const date = event ? formatEventDate(event.startsAt, lang) : '';
  const chartName = localise(chart.name, lang);
  const path = shop ? categoryPath(shop.categories, chart.categoryId) : [];
  const items = [...held.values()];

  return (
    <article className="seating-page">
      <PageHead title={t('pageTitle', { name })} />
      <Breadcrumbs path={path} lang={lang} currentTitle={chartName || name} />
      <header className="seating-page__header">
        <h1 className="seating-page__title">
          {/* one accessible name, 'Name, date'; the eye sees the date on a line of its own */}
          <VisuallyHidden>{date ? t('title', { name, date }) : name}</VisuallyHidden>
          <span aria-hidden="true">
            {name}
            {event && date && (
              <time className="seating-page__date" dateTime={event.startsAt}>
                {date}
              </time>
            )}
          </span>
        </h1>
        <p className="seating-page__venue">
          {[...new Set([event?.venue, chartName].filter(Boolean))].join(' · ')}
        </p>
        <Link className="seating-page__back" to={placementHref(lang, placement)}>
          {t('backToOffer')}
        </Link>
      </header>

      <SeatMessages latest={latest} refusal={refusal} expired={phase === 'expired'} />

      <div className="seating-layout">
        <section className="seating-card seating-chart" aria-labelledby={chartHeading}>
          <h2 id={chartHeading}>{t('chart.heading')}</h2>
          <p className="seating-chart__hint">{t('chart.hint')}</p>
          {chartFailed && (
            <p role="alert" className="seating-chart__failed">
              {t('chart.failed')}
            </p>
          )}
          {chartWaits || chartEnded ? (
            <p role="status" className="seating-chart__hint">
              {t(chartWaits ? 'chart.preparing' : 'chart.ended')}
            </p>
          ) : !inBrowser ? (
            <div className="seat-map seat-map--waiting" />
          ) : (
            <SeatMap
              key={holdToken ?? 'no session'}
              eventKey={article.seatsio.eventKey}
              workspaceKey={workspace.workspaceKey}
              region={workspace.region}
              holdToken={holdToken}
              lang={lang}
              currency={currency}
              pricing={pricing}
              selected={selectedList}
              onHeld={onHeld}
              onReleased={onReleased}
              onHoldRefused={holdRefused}
              onReleaseRefused={releaseRefused}
              onFailed={chartFailedNow}
              control={control}
              refreshToken={refreshToken}
              reservationEndsAt={reservationEndsAt}
              onSessionEnding={endSession}
            />
          )}
          {!chartWaits && !chartEnded && !chartFailed && (
            <div className="seating-chart__zoom">
              <p className="seating-chart__zoom-hint">{t('chart.zoomHint')}</p>
              <div className="seating-chart__zoom-buttons">
                {selectedList.length > 0 && (
                  <Button
                    variant="outline"
                    size="small"
                    onClick={() => void control.current?.zoomToSelected()}
                  >
                    {t('chart.zoomToSeats')}
                  </Button>
                )}
                <Button
                  variant="outline"
                  size="small"
                  onClick={() => void control.current?.showWhole()}
                >
                  {t('chart.showWhole')}
                </Button>
              </div>
            </div>
          )}
        </section>
        <div className="seating-side">
          <SeatSummary
            article={article}
            items={items}
            seats={seatsByLabel}
            byCategory={byCategory}
            variants={variants}
            busy={busy}
            delivery={delivery}
            onDeliveryChange={setDelivery}
            currency={currency}
            lang={lang}
            onRelease={(seat) => chooseOnChart(seat, false)}
            onTicketTypeChange={changeTicketType}
            onOpenCart={() => dispatch(cartOpened())}
          />
          <SeatList
            groups={groups}
            failed={chartFailed}
            seatsFailed={eventSeats.isError && !seats}
            onRetry={() => void refetchSeats()}
            selected={selected}
            prices={prices}
            currency={currency}
            lang={lang}
            onToggle={chooseOnChart}
          />
        </div>
      </div>
    </article>
  );
}
