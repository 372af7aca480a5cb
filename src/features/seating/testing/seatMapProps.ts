/**
 * The seats.io chart's props for the demo shop's winter symphony, without a session and with
 * every callback a jest.fn (SeatMap.test.tsx, SeatChartSection.test.tsx). Used by tests only.
 */
import type { MutableRefObject } from 'react';
import type { SeatMapControl, SeatMapProps } from '../SeatMap';

export function seatMapProps(overrides: Partial<SeatMapProps> = {}): SeatMapProps {
  return {
    eventKey: 'demo-sinfonie-winter-2026',
    workspaceKey: 'demo-workspace',
    region: 'eu',
    holdToken: null,
    lang: 'de',
    currency: 'CHF',
    pricing: { prices: [] },
    selected: [],
    onHeld: jest.fn(() => true),
    onReleased: jest.fn(),
    onHoldRefused: jest.fn(),
    onReleaseRefused: jest.fn(),
    onFailed: jest.fn(),
    control: { current: null } as MutableRefObject<SeatMapControl | null>,
    refreshToken: 'first',
    reservationEndsAt: null,
    onSessionEnding: jest.fn(),
    onDrawn: jest.fn(),
    ...overrides,
  };
}
