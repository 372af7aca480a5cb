/**
 * The log the browser journey recorded (e2e/journeys/record-replay.spec.ts, saved here with
 * BILLETT_UPDATE_LOG_FIXTURE=1): three page loads, an order with two adult tickets of the
 * Improtheater, the reservation running. Replayed as a regression test.
 */
import path from 'node:path';
import { isLogRecord, STORE_CREATED } from './actionLog';
import { describeRecordedLog } from '../../test/recordedLog';

describeRecordedLog(
  'a browser journey',
  path.join(__dirname, 'fixtures/journey.log.json'),
  (state, log) => {
    expect(log.actions.filter((action) => action.type === STORE_CREATED)).toHaveLength(3);
    expect(state.currentOrder.id).toMatch(/^ord-/);
    expect(state.session.accessToken).toBe('[redacted]');
    const order = Object.values(state.shopApi.queries).find(
      (entry) => entry?.endpointName === 'getOrder',
    );
    const items = (order?.data as { items: { variant: string }[] } | undefined)?.items ?? [];
    expect(items.map((item) => item.variant)).toEqual([
      'var-impro-erwachsene',
      'var-impro-erwachsene',
    ]);
  },
);

describe('the recorded story', () => {
  it('is told in events: every action of the storefront is named `feature/somethingHappened`', async () => {
    const { replayRecordedLog } = await import('../../test/recordedLog');
    const { log } = replayRecordedLog(path.join(__dirname, 'fixtures/journey.log.json'));
    const own = [...new Set(log.actions.map((action) => action.type))].filter(
      (type) => !isLogRecord(type) && !type.startsWith('shopApi/'),
    );
    expect(own.length).toBeGreaterThan(5);
    const notEvents = own.filter(
      (type) =>
        !/^[a-z][A-Za-z]*\/[a-z][A-Za-z]*(ed|Shown|Seen|Sent|Made|Paid|Chosen|Taken|Given|Done|Left|Lost)$/.test(
          type,
        ),
    );
    expect(notEvents).toEqual([]);
  });
});
