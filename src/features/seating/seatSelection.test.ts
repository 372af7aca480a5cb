import type { SeatCall } from './seatCalls';
import {
  isSeatSelected,
  selectedSeats,
  spentIntents,
  withIntent,
  withoutIntents,
  type SeatIntents,
} from './seatSelection';

const call = (seatLabel: string, fields: Partial<SeatCall>): SeatCall => ({
  seatLabel,
  kind: 'hold',
  status: 'pending',
  startedAt: 100,
  message: null,
  failure: null,
  ...fields,
});

const calls = (...list: SeatCall[]) => new Map(list.map((entry) => [entry.seatLabel, entry]));
const none: SeatIntents = new Map();

describe('which seats show as selected', () => {
  it('follows the order when nothing is under way', () => {
    expect([...selectedSeats(new Set(['A-1', 'B-2']), calls(), none, 'active')]).toEqual([
      'A-1',
      'B-2',
    ]);
  });

  it('shows a click at once, until a call answers it', () => {
    const intents = withIntent(none, 'A-1', { wanted: true, at: 100 });
    // no call yet (the order is being created)
    expect(selectedSeats(new Set(), calls(), intents, 'starting').has('A-1')).toBe(true);
    // the hold is under way
    const holding = calls(call('A-1', { startedAt: 100 }));
    expect(selectedSeats(new Set(), holding, intents, 'active').has('A-1')).toBe(true);
    // the hold was refused: not selected, whatever the click said
    const refused = calls(call('A-1', { status: 'rejected', startedAt: 101 }));
    expect(selectedSeats(new Set(), refused, intents, 'active').has('A-1')).toBe(false);
  });

  it('shows a release at once and while it is under way; a swap keeps the seat selected', () => {
    const inOrder = new Set(['A-1', 'A-2']);
    const intents = withIntent(none, 'A-1', { wanted: false, at: 100 });
    expect(selectedSeats(inOrder, calls(), intents, 'active').has('A-1')).toBe(false);
    const releasing = calls(call('A-1', { kind: 'release', startedAt: 100 }));
    expect(selectedSeats(inOrder, releasing, none, 'active').has('A-1')).toBe(false);
    const swapping = calls(call('A-2', { kind: 'swap', startedAt: 100 }));
    expect(selectedSeats(new Set(['A-1']), swapping, none, 'active').has('A-2')).toBe(true);
  });

  it('forgets clicks when no order can be had (creation failed, reservation ran out)', () => {
    const intents = withIntent(none, 'A-1', { wanted: true, at: 100 });
    expect(selectedSeats(new Set(), calls(), intents, 'none').has('A-1')).toBe(false);
    expect(selectedSeats(new Set(), calls(), intents, 'expired').has('A-1')).toBe(false);
  });

  it('a newer click wins over an older call', () => {
    const intents = withIntent(none, 'A-1', { wanted: false, at: 200 });
    const holding = calls(call('A-1', { startedAt: 150 }));
    expect(selectedSeats(new Set(), holding, intents, 'active').has('A-1')).toBe(false);
  });
});

describe('spent intents', () => {
  const intents = withIntent(
    withIntent(withIntent(none, 'A-1', { wanted: true, at: 100 }), 'A-2', {
      wanted: true,
      at: 100,
    }),
    'A-3',
    { wanted: false, at: 100 },
  );

  it('keeps what is still to be done, drops what a finished call answered or the order already says', () => {
    const state = calls(
      call('A-1', { status: 'fulfilled', startedAt: 100 }),
      call('A-2', { status: 'pending', startedAt: 100 }),
    );
    // A-1 answered and done; A-2 under way; A-3 wanted away and not in the order
    expect(spentIntents(intents, new Set(['A-1']), state, 'active')).toEqual(['A-1', 'A-3']);
  });

  it('drops them all when no order can be had', () => {
    expect(spentIntents(intents, new Set(), calls(), 'none')).toEqual(['A-1', 'A-2', 'A-3']);
  });
});

describe('what answers a click', () => {
  it('a call that started the moment of the click answers it; an older one does not', () => {
    const intents = withIntent(none, 'A-1', { wanted: true, at: 100 });
    const releasing = (startedAt: number) => calls(call('A-1', { kind: 'release', startedAt }));
    expect(isSeatSelected('A-1', new Set(['A-1']), releasing(100), intents, 'active')).toBe(false);
    expect(isSeatSelected('A-1', new Set(['A-1']), releasing(99), intents, 'active')).toBe(true);
  });

  it("a swap's removal answers no click: the click still says what shows", () => {
    const intents = withIntent(none, 'A-1', { wanted: false, at: 100 });
    const swapping = calls(call('A-1', { kind: 'swap', startedAt: 150 }));
    expect(isSeatSelected('A-1', new Set(['A-1']), swapping, intents, 'active')).toBe(false);
    expect(spentIntents(intents, new Set(['A-1']), swapping, 'active')).toEqual([]);
  });

  it('a seat with a hold under way shows selected before the order has it', () => {
    const holding = calls(call('A-9', { startedAt: 100 }));
    expect([...selectedSeats(new Set(), holding, none, 'active')]).toEqual(['A-9']);
  });

  it('a click after a release started stays until the seat is held again', () => {
    const intents = withIntent(none, 'A-1', { wanted: true, at: 200 });
    const releasing = calls(call('A-1', { kind: 'release', startedAt: 150 }));
    // the order still has the seat, but the release under way will take it away
    expect(spentIntents(intents, new Set(['A-1']), releasing, 'active')).toEqual([]);
  });
});

describe('dropping intents', () => {
  it('is the same map when there is nothing to drop, a new one without the seats otherwise', () => {
    const intents = withIntent(withIntent(none, 'A-1', { wanted: true, at: 1 }), 'A-2', {
      wanted: false,
      at: 2,
    });
    expect(withoutIntents(intents, [])).toBe(intents);
    const fewer = withoutIntents(intents, ['A-1']);
    expect([...fewer.keys()]).toEqual(['A-2']);
    expect([...intents.keys()]).toEqual(['A-1', 'A-2']);
  });
});
