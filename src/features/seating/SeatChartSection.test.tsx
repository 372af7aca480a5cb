/**
 * The chart's part of the seating page on its own: a word while the chart waits for the order or
 * after its session ended, the failure said as an alert, the place the server keeps for the chart,
 * the chart's own "coming" until seats.io has drawn, and the zoom buttons, which ask the chart
 * through its control. The chart itself is the real SeatMap (jsdom loads no seats.io script, so it
 * stays undrawn). Texts from locales/de.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import type { MutableRefObject } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../locale/i18n';
import { renderWithProviders } from '../../test/renderWithProviders';
import SeatChartSection, { type SeatChartSectionProps } from './SeatChartSection';
import type { SeatMapControl, SeatMapProps } from './SeatMap';
import { seatMapProps } from './testing/seatMapProps';

const PREPARING = 'Der Saalplan wird vorbereitet …';
const ENDED =
  'Ihre Reservierung läuft ab. Der Saalplan öffnet wieder, sobald Sie sie verlängern oder neu beginnen.';
const FAILED = 'Der Saalplan konnte nicht geladen werden. Bitte laden Sie die Seite neu.';
const TO_SEATS = 'Meine Plätze zeigen';
const WHOLE = 'Ganzen Saal zeigen';

function chartControl() {
  const control: SeatMapControl = {
    select: jest.fn(async () => true),
    deselect: jest.fn(async () => undefined),
    zoomToSelected: jest.fn(async () => undefined),
    showWhole: jest.fn(async () => undefined),
  };
  return control;
}

const map = (overrides: Partial<SeatMapProps> = {}): SeatMapProps =>
  seatMapProps({
    holdToken: 'hold-1',
    control: { current: chartControl() } as MutableRefObject<SeatMapControl | null>,
    ...overrides,
  });

const section = (props: Partial<SeatChartSectionProps> = {}) => (
  <SeatChartSection waits={false} ended={false} failed={false} drawn map={map()} {...props} />
);

const chartRegion = () => screen.getByRole('region', { name: 'Saalplan' });

describe('SeatChartSection', () => {
  it('says the chart is being prepared while it waits for the order, with no zoom', () => {
    renderWithProviders(section({ waits: true }));
    expect(within(chartRegion()).getByRole('status')).toHaveTextContent(PREPARING);
    expect(document.querySelector('.seat-map-slot')).toBeNull();
    expect(screen.queryByRole('button', { name: WHOLE })).toBeNull();
  });

  it('says the session ended with the reservation, and not that the chart is coming', () => {
    renderWithProviders(section({ ended: true, drawn: false }));
    expect(screen.getByRole('status')).toHaveTextContent(ENDED);
    expect(screen.queryByText(PREPARING)).toBeNull();
    expect(document.querySelector('.seat-map-slot')).toBeNull();
    expect(screen.queryByRole('button', { name: WHOLE })).toBeNull();
  });

  it('tells a chart that could not be drawn as an alert, without "coming" or zoom', () => {
    renderWithProviders(section({ failed: true, drawn: false }));
    expect(screen.getByRole('alert')).toHaveTextContent(FAILED);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('button', { name: WHOLE })).toBeNull();
  });

  it('keeps the chart its place, says it is coming until seats.io has drawn, then only the chart', () => {
    const { rerender } = renderWithProviders(section({ drawn: false }));
    const slot = document.querySelector('.seat-map-slot');
    expect(slot).toHaveClass('seat-map-slot--waiting');
    expect(within(slot as HTMLElement).getByRole('status')).toHaveTextContent(PREPARING);
    rerender(section({ drawn: true }));
    expect(document.querySelector('.seat-map-slot')).not.toHaveClass('seat-map-slot--waiting');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("is, on the server, the chart's place only (the chart mounts in the browser)", () => {
    const html = renderToString(
      <I18nextProvider i18n={createI18n('de')}>{section({ drawn: false })}</I18nextProvider>,
    );
    const page = document.createElement('div');
    page.innerHTML = html;
    expect(page.querySelector('.seat-map.seat-map--waiting')).not.toBeNull();
    expect(page.querySelector('.seat-map-slot')).toBeNull();
    expect(page.querySelector('[role="status"]')).toBeNull();
    expect(page.querySelector('h2')?.textContent).toBe('Saalplan');
  });

  it('zooms out to the whole hall, and to the seats only once there are some', () => {
    const chart = map();
    const { rerender } = renderWithProviders(section({ map: chart }));
    expect(screen.queryByRole('button', { name: TO_SEATS })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: WHOLE }));
    const control = chart.control.current!;
    expect(control.showWhole).toHaveBeenCalledTimes(1);
    expect(control.zoomToSelected).not.toHaveBeenCalled();

    rerender(section({ map: { ...chart, selected: ['Parkett-A-1'] } }));
    fireEvent.click(screen.getByRole('button', { name: TO_SEATS }));
    expect(control.zoomToSelected).toHaveBeenCalledTimes(1);
    expect(control.showWhole).toHaveBeenCalledTimes(1);
  });
});
