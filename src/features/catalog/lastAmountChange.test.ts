/** The amount control used last: only its confirmation speaks. */
import { lastAmountChange } from './lastAmountChange';

afterEach(() => lastAmountChange.set(null));

describe('lastAmountChange', () => {
  it('tells its listeners once per change, and not again for the same control', () => {
    const heard: (string | null)[] = [];
    const stop = lastAmountChange.subscribe(() => heard.push(lastAmountChange.get()));
    lastAmountChange.set('pl-a var-x');
    lastAmountChange.set('pl-a var-x');
    lastAmountChange.set('pl-b var-y');
    stop();
    lastAmountChange.set('pl-c var-z');
    expect(heard).toEqual(['pl-a var-x', 'pl-b var-y']);
    expect(lastAmountChange.get()).toBe('pl-c var-z');
  });
});
