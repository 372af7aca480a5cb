import { accepted, rejected, restored } from '../consent/consentSlice';
import { fullConsentAt } from './consentTimeline';
import { basketViewed } from '../orderModel/orderEvents';
import type { NotedAction } from './trackingTypes';

const at = (time: number, action: NotedAction['action']): NotedAction => ({ action, at: time });

describe('fullConsentAt', () => {
  it('knows nothing without a noted consent change', () => {
    expect(fullConsentAt([], 100)).toBeUndefined();
    expect(fullConsentAt([{ action: basketViewed(), at: 10 }], 100)).toBeUndefined();
  });

  it('is not full before the first change (a store starts undecided), then follows each change', () => {
    const noted = [
      { action: basketViewed(), at: 0 },
      at(100, accepted()),
      { action: basketViewed(), at: 150 },
      at(200, rejected()),
      at(300, accepted()),
    ];
    expect(fullConsentAt(noted, 99)).toBe(false);
    expect(fullConsentAt(noted, 100)).toBe(true);
    expect(fullConsentAt(noted, 199)).toBe(true);
    expect(fullConsentAt(noted, 200)).toBe(false);
    expect(fullConsentAt(noted, 299)).toBe(false);
    expect(fullConsentAt(noted, 1000)).toBe(true);
  });

  it('reads a restored choice as what it restores', () => {
    expect(fullConsentAt([at(0, restored({ consentAll: true }))], 50)).toBe(true);
    expect(fullConsentAt([at(0, restored({ consentAll: false }))], 50)).toBe(false);
  });
});
