import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  Article,
  DeliveryCode,
  Lang,
  Placement,
  SeatingChart,
  SeatsioSettings,
} from '../../api/types';
import { localise } from '../../lib/localisedText';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import Breadcrumbs from '../catalog/Breadcrumbs';
import { opened as cartOpened } from '../order/cartSlice';
import PageHead from '../seo/PageHead';
import { categoryPath } from '../shop/categories';
import { selectEventsById, selectVariantsById } from '../shop/shopSelectors';
import { useShop } from '../shop/useShop';
import SeatChartSection from './SeatChartSection';
import SeatingHeader from './SeatingHeader';
import SeatList from './SeatList';
import type { ChartSeatRef, SeatMapControl } from './SeatMap';
import SeatMessages, { type ChartRefusal } from './SeatMessages';
import SeatSummary from './SeatSummary';
import { seatsChanged, seatStatusSeen, useGetEventSeatsQuery } from './seatingApi';
import {
  chartPricing,
  priceRange,
  seatDelivery,
  seatListGroups,
  seatsFromEvent,
  variantsByCategory,
} from './seatingModel';
import { useChartOrder } from './useChartOrder';
import { useSeatChoices } from './useSeatChoices';

export type SeatedArticle = Article & { seatsio: { eventKey: string } };

export interface SeatingChartViewProps {
  chart: SeatingChart;
  placement: Placement;
  article: SeatedArticle;
  lang: Lang;
  currency: string;
  /** the shop's seats.io workspace, else the site configuration's */
  workspace: SeatsioSettings;
}

/**
 * One seating chart: the chart, the summary of the visitor's seats and the seat list (the
 * keyboard and screen-reader way to choose). Both lists choose through the chart, which holds or
 * releases the seat in seats.io; the chart's events become the order's (useSeatChoices.ts). The
 * seat list is the shop API's, read again whenever the order's seats change (its tag, seatingApi.ts).
 */
export default function SeatingChartView(props: SeatingChartViewProps) {
  const { chart, placement, article, lang, currency, workspace } = props;
  const { t } = useTranslation('seating');
  const dispatch = useAppDispatch();
  const { data: shop } = useShop();
  const variants = useAppSelector(selectVariantsById);
  const events = useAppSelector(selectEventsById);
  const { order, phase, holdToken, reservationEndsAt, chartWaits, chartEnded, endSession } =
    useChartOrder();
  const [delivery, setDelivery] = useState<DeliveryCode | null>(
    () => seatDelivery(article) ?? null,
  );
  const byCategory = useMemo(() => variantsByCategory(placement, variants), [placement, variants]);
  const pricing = useMemo(() => chartPricing(byCategory, lang), [byCategory, lang]);
  const prices = useMemo(
    () => new Map([...byCategory].map(([key, list]) => [key, priceRange(list)])),
    [byCategory],
  );
  const choices = useSeatChoices({ placement, byCategory, delivery, order, phase });
  const { selected, selectedList, toggle } = choices;
  const [chartFailed, setChartFailed] = useState(false);
  const [refusal, setRefusal] = useState<ChartRefusal | null>(null);
  const control = useRef<SeatMapControl | null>(null);
  // the session the chart has drawn for ('' : none, null: not drawn yet): the list and the summary
  // choose through the chart, so they wait for it (a seat tapped while it loads did nothing)
  const [drawnFor, setDrawnFor] = useState<string | null>(null);
  const chartSession = holdToken ?? '';
  const chartDrawn = useCallback(() => setDrawnFor(chartSession), [chartSession]);
  const drawn = drawnFor === chartSession;
  const chartUnavailable = chartWaits || chartEnded || !drawn;

  const eventKey = article.seatsio.eventKey;
  const eventSeats = useGetEventSeatsQuery(eventKey);
  const seats = useMemo(
    () => (eventSeats.data ? seatsFromEvent(eventSeats.data, lang) : null),
    [eventSeats.data, lang],
  );
  const seatsByLabel = useMemo(
    () => new Map((seats ?? []).map((seat) => [seat.label, seat])),
    [seats],
  );
  const groups = useMemo(() => (seats ? seatListGroups(seats, selected) : null), [seats, selected]);

  const chartFailedNow = useCallback(() => setChartFailed(true), []);
  /** seats.io refused to hold or release a seat: the visitor is told, the seat list read again */
  const refused = useCallback(
    (kind: ChartRefusal['kind'], seat: ChartSeatRef) => {
      setRefusal({ kind, seat: seat.label, at: Date.now() });
      dispatch(seatsChanged(eventKey));
    },
    [dispatch, eventKey],
  );
  const holdRefused = useCallback((seat: ChartSeatRef) => refused('holdRefused', seat), [refused]);
  const releaseRefused = useCallback(
    (seat: ChartSeatRef) => refused('releaseRefused', seat),
    [refused],
  );
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

  const event = article.eventId ? events.get(article.eventId) : undefined;
  const name = localise(article.name, lang) || placement.slug;
  const chartName = localise(chart.name, lang);
  return (
    <article className="seating-page">
      <PageHead title={t('pageTitle', { name })} />
      <Breadcrumbs
        path={shop ? categoryPath(shop.categories, chart.categoryId) : []}
        lang={lang}
        currentTitle={chartName || name}
      />
      <SeatingHeader
        name={name}
        chartName={chartName}
        event={event}
        placement={placement}
        lang={lang}
      />
      <SeatMessages latest={choices.latest} refusal={refusal} expired={phase === 'expired'} />
      <div className="seating-layout">
        <SeatChartSection
          waits={chartWaits}
          ended={chartEnded}
          failed={chartFailed}
          drawn={drawn}
          map={{
            eventKey,
            workspaceKey: workspace.workspaceKey,
            region: workspace.region,
            holdToken,
            lang,
            currency,
            pricing,
            selected: selectedList,
            onHeld,
            onReleased,
            onHoldRefused: holdRefused,
            onReleaseRefused: releaseRefused,
            onFailed: chartFailedNow,
            control,
            // after a refused or failed seat call, the chart asks which seats are taken now
            refreshToken: `${choices.lastFailure} ${refusal?.at ?? 0}`,
            reservationEndsAt,
            onSessionEnding: endSession,
            onDrawn: chartDrawn,
          }}
        />
        <div className="seating-side">
          <SeatSummary
            article={article}
            items={[...choices.held.values()]}
            seats={seatsByLabel}
            byCategory={byCategory}
            variants={variants}
            busy={choices.busy}
            unavailable={chartUnavailable}
            delivery={delivery}
            onDeliveryChange={setDelivery}
            currency={currency}
            lang={lang}
            onRelease={(seat) => chooseOnChart(seat, false)}
            onTicketTypeChange={choices.changeTicketType}
            onOpenCart={() => dispatch(cartOpened())}
          />
          <SeatList
            groups={groups}
            failed={chartFailed}
            unavailable={chartUnavailable}
            seatsFailed={eventSeats.isError && !seats}
            onRetry={() => void eventSeats.refetch()}
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
