/**
 * What the visitor is told an amount could not be brought to: kept per variant or basket line
 * until they ask again there, or the order goes.
 */
import type { AmountProblem } from '../orderModel/orderEvents';
import {
  amountChanged,
  amountsNotReached,
  expiryConfirmed,
  orderDiscarded,
  orderNotFound,
} from '../orderModel/orderEvents';
import type * as AmountProblems from './amountProblems';
import { pendingKey } from './pendingAmounts';

/**
 * The slice loaded afresh for each test: its reducer and resets are made when the module loads,
 * so a test holds them only if they are made inside it (docs/decisions/mutation-testing.md).
 */
let reducer: typeof AmountProblems.default;
beforeEach(async () => {
  await jest.isolateModulesAsync(async () => {
    reducer = (await import('./amountProblems')).default;
  });
});

const IMPRO = { placementId: 'pl-improtheater', variantId: 'var-impro-erwachsene' };
const STUDENT = { placementId: 'pl-improtheater', variantId: 'var-impro-student' };
const soldOut = { detail: 'Ausverkauft' };

const problem = (changes: Partial<AmountProblem> = {}): AmountProblem => ({
  ...IMPRO,
  wanted: 3,
  held: 1,
  message: soldOut,
  ...changes,
});

const told = (...problems: AmountProblem[]) => reducer(undefined, amountsNotReached(problems));

describe('the amount problems', () => {
  it('start with none', () => {
    expect(reducer(undefined, { type: 'anything' })).toEqual({ byKey: {} });
  });

  it('keep each problem under its variant, and a line’s apart from its variant’s', () => {
    const atLine = problem({ lineKey: 'line-a', wanted: 2 });
    const state = told(problem(), atLine, problem({ ...STUDENT, wanted: 1, held: 0 }));
    expect(state.byKey).toEqual({
      [pendingKey(IMPRO)]: problem(),
      [pendingKey({ ...IMPRO, lineKey: 'line-a' })]: atLine,
      [pendingKey(STUDENT)]: problem({ ...STUDENT, wanted: 1, held: 0 }),
    });
  });

  it('a later problem at the same place replaces the one before; others stay', () => {
    const before = told(problem(), problem(STUDENT));
    const after = reducer(before, amountsNotReached([problem({ wanted: 5, held: 2 })]));
    expect(after.byKey[pendingKey(IMPRO)]).toEqual(problem({ wanted: 5, held: 2 }));
    expect(after.byKey[pendingKey(STUDENT)]).toEqual(problem(STUDENT));
  });

  it('asking again at a variant forgets what was said there only', () => {
    const state = told(problem(), problem(STUDENT), problem({ lineKey: 'line-a' }));
    const after = reducer(state, amountChanged({ ...IMPRO, amount: 2 }));
    expect(Object.keys(after.byKey)).toEqual([
      pendingKey(STUDENT),
      pendingKey({ ...IMPRO, lineKey: 'line-a' }),
    ]);
  });

  it('asking again at a basket line forgets what was said at that line only', () => {
    const state = told(problem(), problem({ lineKey: 'line-a' }));
    const like = { variant: IMPRO.variantId, placementId: IMPRO.placementId };
    const after = reducer(
      state,
      amountChanged({ ...IMPRO, amount: 1, line: { key: 'line-a', like, held: 2 } }),
    );
    expect(Object.keys(after.byKey)).toEqual([pendingKey(IMPRO)]);
  });

  it.each([
    ['the order is discarded', orderDiscarded()],
    ['the visitor confirmed the expiry', expiryConfirmed()],
    ['the shop no longer knows the order', orderNotFound({ orderId: 'ord-1' })],
  ])('are all forgotten when %s', (_when, action) => {
    const state = told(problem(), problem(STUDENT));
    expect(reducer(state, action)).toEqual({ byKey: {} });
  });
});
