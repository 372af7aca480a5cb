/**
 * The seating page's heading on its own: one accessible name "name, date" while the eye sees the
 * date on its own line, the venue and hall said once when they are the same, and the way back to
 * the offer. The demo shop's winter symphony; texts from locales/de.
 */
import { screen } from '@testing-library/react';
import { loadDemoFixture } from '../../../server/demoFixture/fixture';
import { formatEventDate } from '../../lib/dates';
import { renderWithProviders } from '../../test/renderWithProviders';
import SeatingHeader, { type SeatingHeaderProps } from './SeatingHeader';

const shop = loadDemoFixture().shop;
const placement = shop.placements.find((one) => one.id === 'pl-sinfonie-winter')!;
const event = shop.events.find((one) => one.id === 'ev-sinfonie-winter')!;
const date = formatEventDate(event.startsAt, 'de');

const renderHeader = (props: Partial<SeatingHeaderProps> = {}) =>
  renderWithProviders(
    <SeatingHeader
      name="Sinfoniekonzert Winter"
      chartName="Parkett"
      event={event}
      placement={placement}
      lang="de"
      {...props}
    />,
  );

describe('SeatingHeader', () => {
  it('names the event with its date, the venue and the hall, and leads back to the offer', () => {
    renderHeader();
    expect(
      screen.getByRole('heading', { level: 1, name: `Sinfoniekonzert Winter, ${date}` }),
    ).toBeInTheDocument();
    const time = document.querySelector('time');
    expect(time).toHaveAttribute('datetime', event.startsAt);
    expect(time).toHaveTextContent(date);
    expect(screen.getByText('Grosser Saal · Parkett')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Zurück zum Angebot' })).toHaveAttribute(
      'href',
      '/de/a/sinfoniekonzert-winter-pl-sinfonie-winter',
    );
  });

  it('says a hall named as its venue once', () => {
    renderHeader({ chartName: 'Grosser Saal' });
    expect(screen.getByText('Grosser Saal')).toHaveClass('seating-page__venue');
  });

  it('is the name alone, the hall alone, for a chart without its event', () => {
    renderHeader({ event: undefined });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Sinfoniekonzert Winter' }),
    ).toBeInTheDocument();
    expect(document.querySelector('time')).toBeNull();
    expect(screen.getByText('Parkett')).toHaveClass('seating-page__venue');
  });
});
