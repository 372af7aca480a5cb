/**
 * The seats.io chart (@seatsio/seatsio-react) for one event, kept in line with the page: the
 * visitor's clicks on the chart go to the page (onToggle), and whatever the page shows as
 * selected the chart shows too (a seat the server refused is deselected again; a seat chosen in
 * the list is selected). The chart reports its seats (onSeats) whenever it has drawn them.
 *
 * The wrapper builds a new chart whenever a prop changes (functions compared by their source),
 * so every prop here is stable: `selectedObjects` is what was selected when the chart was made,
 * and the callbacks read the page's latest handlers through a ref.
 */
import { memo, useEffect, useRef, useState } from 'react';
import {
  SeatsioSeatingChart,
  type SeatingChart,
  type SelectableObject,
  type TicketTypeJson,
} from '@seatsio/seatsio-react';
import { siteConfig } from '../../../config/site';
import type { Lang } from '../../api/types';
import { formatMoney } from '../../lib/money';
import { seatsFromReport, type ChartPricing, type ChartSeat } from './seatingModel';

/**
 * The public workspace key seats.io asks for. The stand-in ignores it; a production deployment
 * needs the shop's own key, which the shop API does not carry yet.
 */
export const SEATSIO_WORKSPACE_KEY = 'billett-demo';

export interface SeatMapProps {
  eventKey: string;
  lang: Lang;
  currency: string;
  pricing: ChartPricing;
  /** the seats the page shows as selected, sorted */
  selected: readonly string[];
  /**
   * The visitor selected (true) or deselected a seat on the chart. False: the page refuses it
   * (no order can be had now), and the chart takes the click back.
   */
  onToggle: (
    seat: { label: string; category: string },
    wanted: boolean,
    ticketType?: string,
  ) => boolean;
  /** the chart's seats, whenever it has drawn or refreshed them */
  onSeats: (seats: ChartSeat[]) => void;
  onFailed: () => void;
  /** a new value asks the chart to fetch which seats are taken again */
  refreshToken: string;
}

interface Handlers {
  props: SeatMapProps;
  chart: SeatingChart | null;
}

function SeatMap(props: SeatMapProps) {
  const { eventKey, lang, currency, pricing, selected, refreshToken } = props;
  const handlers = useRef<Handlers>({ props, chart: null });
  // what is selected when the chart is made; later changes go through the chart's methods
  const [initialSelection] = useState(() => [...selected]);
  const [rendered, setRendered] = useState(false);
  const [configPricing] = useState(() => ({
    ...pricing,
    priceFormatter: (price: number) => formatMoney(Math.round(price * 100), currency, lang),
  }));
  const lastRefresh = useRef(refreshToken);

  useEffect(() => {
    handlers.current.props = props;
  });

  // the chart shows what the page shows
  const selectedKey = JSON.stringify(selected);
  useEffect(() => {
    const chart = handlers.current.chart;
    if (!rendered || !chart) return;
    const wanted = new Set(JSON.parse(selectedKey) as string[]);
    const shown = new Set(chart.selectedObjects);
    const toSelect = [...wanted].filter((label) => !shown.has(label));
    const toDeselect = [...shown].filter((label) => !wanted.has(label));
    if (toDeselect.length > 0) void chart.deselectObjects(toDeselect);
    if (toSelect.length > 0) void chart.doSelectObjects(toSelect);
  }, [rendered, selectedKey]);

  useEffect(() => {
    if (lastRefresh.current === refreshToken) return;
    lastRefresh.current = refreshToken;
    handlers.current.chart?.rerender();
  }, [refreshToken]);

  const report = (chart: SeatingChart) => {
    void chart.getReportBySelectability().then((result) => {
      if (handlers.current.chart === chart) handlers.current.props.onSeats(seatsFromReport(result));
    });
  };

  return (
    <div className="seat-map">
      <SeatsioSeatingChart
        chartJsUrl={siteConfig.seatsChartJsUrl}
        region="eu"
        workspaceKey={SEATSIO_WORKSPACE_KEY}
        event={eventKey}
        language={lang}
        pricing={configPricing}
        selectedObjects={initialSelection}
        showLegend
        onChartRendered={(chart: SeatingChart) => {
          handlers.current.chart = chart;
          setRendered(true);
          report(chart);
        }}
        onChartRenderingFailed={() => handlers.current.props.onFailed()}
        onObjectSelected={(object: SelectableObject, ticketType?: TicketTypeJson) => {
          const seat = { label: object.label, category: String(object.category?.key ?? '') };
          if (!handlers.current.props.onToggle(seat, true, ticketType?.ticketType))
            void handlers.current.chart?.deselectObjects([object.label]);
        }}
        onObjectDeselected={(object: SelectableObject) => {
          const seat = { label: object.label, category: String(object.category?.key ?? '') };
          if (!handlers.current.props.onToggle(seat, false))
            void handlers.current.chart?.doSelectObjects([object.label]);
        }}
      />
    </div>
  );
}

export default memo(SeatMap);
