/** The build-freshness poll on a real store against the demo server, on jest's fake clock. */
import { siteConfig } from '../../../config/site';
import { demoApiPerTest } from '../../test/demoApi';
import { advance, settle, until, withFakeClock } from '../order/orderTestKit';
import { DEV_BUILD_ID, runningBuildId } from './buildId';
import { selectNewBuildAvailable, selectNewBuildId } from './freshnessSlice';

const start = demoApiPerTest();
withFakeClock();
const INTERVAL = siteConfig.buildPollIntervalMs;
const polls = (api: Awaited<ReturnType<typeof start>>) =>
  api.requestsTo('/builds/latest.json', 'GET');

describe('the build freshness poll', () => {
  it("treats a missing BUILD_ID as 'dev'", () => {
    expect(process.env.BUILD_ID).toBeUndefined();
    expect(runningBuildId()).toBe(DEV_BUILD_ID);
  });

  it('raises the notice when the latest build is another one', async () => {
    const api = await start({ buildId: 'build-2' });
    const store = api.makeStore();
    await advance(INTERVAL - 1);
    expect(polls(api)).toHaveLength(0);
    await advance(1);
    await until(() => selectNewBuildAvailable(store.getState()), 'the notice');
    expect(selectNewBuildId(store.getState())).toBe('build-2');
    expect(polls(api)).toHaveLength(1);
    // found once: the poll stops
    await advance(INTERVAL * 3);
    expect(polls(api)).toHaveLength(1);
  });

  it('keeps polling while the latest build is the running one', async () => {
    const api = await start();
    const store = api.makeStore();
    await advance(INTERVAL);
    await until(() => polls(api).length === 1, 'the first poll');
    await settle(); // the answer arrives; the next wait starts
    await advance(INTERVAL);
    await until(() => polls(api).length === 2, 'the second poll');
    expect(selectNewBuildAvailable(store.getState())).toBe(false);
  });
});
