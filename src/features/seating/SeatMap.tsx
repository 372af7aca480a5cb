/**
 * The seats.io chart (@seatsio/seatsio-react) for one event, holding seats with the order's hold
 * token (seats.io: "create a hold token through our API … set session to manual and pass in
 * holdToken"). A click holds the seat in seats.io; only then does the page hear of it (onHeld,
 * from onHoldSucceeded) and add its item. Deselecting releases the hold (onReleased, from
 * onReleaseHoldSucceeded) and the page removes the item. A refused hold is told (onHoldRefused)
 * and the chart shows the seat as taken. Rendered with the same token after a reload, the chart
 * selects the seats held with it again.
 *
 * The page's choices outside the chart (the seat list, the summary's release button) go through
 * the chart too (`control`: doSelectObjects / deselectObjects), so a seat is always held and
 * released one way. A seat the chart shows selected that the page no longer has (its add was
 * refused, its item was removed in the cart) is deselected on the chart, which releases it; when
 * seats.io says it is not held with the token any more, the chart is drawn again from seats.io.
 *
 * Without a hold token (a shop API that makes none) the chart has no session: selecting and
 * deselecting are the page's events directly.
 *
 * A redraw (chart.rerender(): after a refused or failed seat call, or to learn a token's new
 * expiry) first deselects every object, firing onObjectDeselected, then draws again and selects
 * the seats held with the token (docs.seats.io/docs/renderer/chart-properties-chartrerender): the
 * selections and deselections between its start and onChartRendered are the chart's own, never
 * the visitor's, so they release no seat and remove no item. The seats with a call under way are
 * forgotten when the chart says its calls are over (onHoldCallsComplete) and when it redraws.
 * Shortly before the chart's token runs out the chart is redrawn (the reservation was renewed) or
 * the page takes it down (onSessionEnding), so seats.io's own "session expired" dialog never shows
 * beside the storefront's (chartSession.ts); should it expire all the same (onHoldTokenExpired),
 * the page takes it down at once.
 *
 * The wrapper builds a new chart whenever a prop changes (functions compared by their source),
 * so every prop here is stable; the callbacks read the page's latest handlers through a ref.
 */
import { memo, useEffect, useRef, useState, type MutableRefObject } from 'react';
import {
  SeatsioSeatingChart,
  type BookableObject,
  type HoldToken,
  type Region,
  type SeatingChart,
  type SelectableObject,
  type TicketTypeJson,
} from '@seatsio/seatsio-react';
import { siteConfig } from '../../../config/site';
import type { Lang } from '../../api/types';
import { formatMoney } from '../../lib/money';
import { sessionCheckDelay, sessionOutcome } from './chartSession';
import type { ChartPricing } from './seatingModel';

/** What the page asks of the chart (the seat list, the summary). */
export interface SeatMapControl {
  /** select (and so hold) a seat; false when the chart cannot select it now */
  select(label: string, ticketType?: string): Promise<boolean>;
  /** deselect (and so release) a seat */
  deselect(label: string): Promise<void>;
  /** zoom to the seats selected on the chart (seats.io: nothing when none is) */
  zoomToSelected(): Promise<void>;
  /** zoom out to the view the chart opened with, the whole hall fitted to the width */
  showWhole(): Promise<void>;
}

export interface ChartSeatRef {
  label: string;
  category: string;
}

export interface SeatMapProps {
  eventKey: string;
  workspaceKey: string;
  region: Region;
  /** the order's hold token; null: no session (nothing is held on click) */
  holdToken: string | null;
  lang: Lang;
  currency: string;
  pricing: ChartPricing;
  /** the seats the page shows as selected */
  selected: readonly string[];
  /**
   * The chart holds the seat for the visitor: the page adds it. False: the page refuses it now
   * (no order can be had), and the chart lets it go again.
   */
  onHeld: (seat: ChartSeatRef, ticketType?: string) => boolean;
  /** The chart released the visitor's seat: the page removes it. */
  onReleased: (seat: ChartSeatRef) => void;
  /** seats.io would not hold the seat (someone else has it, or the call failed) */
  onHoldRefused: (seat: ChartSeatRef) => void;
  /** seats.io would not release the seat: it stays the visitor's */
  onReleaseRefused: (seat: ChartSeatRef) => void;
  onFailed: () => void;
  /** set by the chart once it is drawn, for the page's own controls */
  control: MutableRefObject<SeatMapControl | null>;
  /** the chart has drawn (again): the page's own controls can choose through it now */
  onDrawn: () => void;
  /** a new value asks the chart to fetch the seats' statuses again */
  refreshToken: string;
  /** when the order's reservation ends (ms since the epoch; null while not known) */
  reservationEndsAt: number | null;
  /** the chart's session is ending with the reservation (or has ended): the page takes it down */
  onSessionEnding: () => void;
}

interface Handlers {
  props: SeatMapProps;
  chart: SeatingChart | null;
  /** seats whose hold or release call is under way */
  inFlight: Set<string>;
  /** seats the chart was asked to let go of for the page (once each, until the page changes) */
  letGo: Set<string>;
  /** between a redraw's start and onChartRendered: the chart's own (de)selections */
  redrawing: boolean;
  /** the check shortly before the token the chart knows runs out (chartSession.ts) */
  sessionCheck: number | undefined;
}

/** seats.io's redraw: its (de)selections until it has drawn again are its own. */
function redraw(current: Handlers): void {
  if (!current.chart) return;
  current.redrawing = true;
  current.inFlight.clear();
  current.chart.rerender();
}

const seatOf = (object: SelectableObject): ChartSeatRef => ({
  label: object.label,
  category: String(object.category?.key ?? ''),
});

function SeatMap(props: SeatMapProps) {
  const { eventKey, workspaceKey, region, holdToken, lang, currency, pricing, selected } = props;
  const handlers = useRef<Handlers>({
    props,
    chart: null,
    inFlight: new Set(),
    letGo: new Set(),
    redrawing: false,
    sessionCheck: undefined,
  });
  const [rendered, setRendered] = useState(0);
  const [configPricing] = useState(() => ({
    ...pricing,
    priceFormatter: (price: number) => formatMoney(Math.round(price * 100), currency, lang),
  }));
  const lastRefresh = useRef(props.refreshToken);

  useEffect(() => {
    handlers.current.props = props;
  });

  // the chart shows what the page shows: a seat the page let go of is released on the chart
  const selectedKey = JSON.stringify([...selected].sort());
  useEffect(() => {
    const current = handlers.current;
    const chart = current.chart;
    if (!rendered || !chart) return;
    const wanted = new Set(JSON.parse(selectedKey) as string[]);
    for (const label of [...current.letGo]) if (wanted.has(label)) current.letGo.delete(label);
    const extra = chart.selectedObjects.filter(
      (label) => !wanted.has(label) && !current.inFlight.has(label) && !current.letGo.has(label),
    );
    for (const label of extra) current.letGo.add(label);
    if (extra.length > 0) void chart.deselectObjects(extra);
    if (!holdToken) {
      // no session: the chart's selection is only a picture of the page's
      const missing = [...wanted].filter((label) => !chart.selectedObjects.includes(label));
      if (missing.length > 0) void chart.trySelectObjects(missing);
    }
  }, [rendered, selectedKey, holdToken]);

  useEffect(() => {
    if (lastRefresh.current === props.refreshToken) return;
    lastRefresh.current = props.refreshToken;
    redraw(handlers.current);
  }, [props.refreshToken]);

  // gone: no check left behind, and the page's controls no longer reach this chart
  useEffect(() => {
    const current = handlers.current;
    return () => {
      window.clearTimeout(current.sessionCheck);
      current.props.control.current = null;
    };
  }, []);

  /** The chart learnt its token's expiry: shortly before it runs out, redraw or take it down. */
  const sessionInitialized = (token: HoldToken) => {
    const current = handlers.current;
    const learnedWith = current.props.reservationEndsAt;
    window.clearTimeout(current.sessionCheck);
    current.sessionCheck = window.setTimeout(() => {
      const latest = handlers.current;
      if (sessionOutcome(learnedWith, latest.props.reservationEndsAt) === 'redraw') redraw(latest);
      else latest.props.onSessionEnding();
    }, sessionCheckDelay(token.expiresInSeconds));
  };

  const held = (objects: BookableObject[], ticketTypes: TicketTypeJson[]) => {
    const current = handlers.current;
    objects.forEach((object, index) => {
      current.inFlight.delete(object.label);
      if (!current.props.onHeld(seatOf(object), ticketTypes[index]?.ticketType)) {
        current.letGo.add(object.label);
        void current.chart?.deselectObjects([object.label]);
      }
    });
  };
  const released = (objects: BookableObject[]) => {
    const current = handlers.current;
    for (const object of objects) {
      current.inFlight.delete(object.label);
      current.letGo.delete(object.label);
      current.props.onReleased(seatOf(object));
    }
  };

  return (
    <div className="seat-map">
      <SeatsioSeatingChart
        chartJsUrl={siteConfig.seatsChartJsUrl}
        region={region}
        workspaceKey={workspaceKey}
        event={eventKey}
        language={lang}
        pricing={configPricing}
        session={holdToken ? 'manual' : 'none'}
        {...(holdToken ? { holdToken } : {})}
        showLegend
        // the whole hall as wide as the box, as high as it then needs (a phone included); the
        // visitor zooms in with two fingers (or Ctrl/⌘ and the wheel), seats.io's own button and
        // the page's zoom buttons zoom out again (docs/decisions/seats-on-a-phone.md)
        fitTo="width"
        showZoomOutButtonOnMobile
        onChartRerenderingStarted={() => {
          handlers.current.redrawing = true;
        }}
        onChartRendered={(chart: SeatingChart) => {
          const current = handlers.current;
          current.chart = chart;
          current.redrawing = false;
          current.props.control.current = {
            select: (label, ticketType) =>
              chart.doSelectObjects([ticketType ? { label, ticketType } : label]).then(
                () => true,
                () => false,
              ),
            deselect: (label) => chart.deselectObjects([label]),
            zoomToSelected: () => chart.zoomToSelectedObjects(),
            showWhole: () => chart.resetView(),
          };
          setRendered((count) => count + 1);
          current.props.onDrawn();
        }}
        onChartRenderingFailed={() => handlers.current.props.onFailed()}
        onObjectSelected={(object: SelectableObject, ticketType?: TicketTypeJson) => {
          if (handlers.current.redrawing) return;
          if (holdToken) handlers.current.inFlight.add(object.label);
          else held([object as BookableObject], ticketType ? [ticketType] : []);
        }}
        onObjectDeselected={(object: SelectableObject) => {
          if (handlers.current.redrawing) return;
          if (holdToken) handlers.current.inFlight.add(object.label);
          else released([object as BookableObject]);
        }}
        onHoldCallsComplete={() => handlers.current.inFlight.clear()}
        onSessionInitialized={sessionInitialized}
        onHoldTokenExpired={() => handlers.current.props.onSessionEnding()}
        onHoldSucceeded={held}
        onReleaseHoldSucceeded={released}
        onHoldFailed={(objects: BookableObject[]) => {
          const current = handlers.current;
          for (const object of objects) {
            current.inFlight.delete(object.label);
            current.props.onHoldRefused(seatOf(object));
          }
        }}
        onReleaseHoldFailed={(objects: BookableObject[]) => {
          const current = handlers.current;
          const wanted = new Set(current.props.selected);
          let redrawNeeded = false;
          for (const object of objects) {
            current.inFlight.delete(object.label);
            // the page had let go of it: seats.io no longer holds it with the token (the shop
            // API released it with its item); the chart is drawn again from seats.io
            if (!wanted.has(object.label)) redrawNeeded = true;
            else current.props.onReleaseRefused(seatOf(object));
          }
          if (redrawNeeded) redraw(current);
        }}
      />
    </div>
  );
}

export default memo(SeatMap);
