import type { Placement, Variant } from '../../api/types';
import { placementAvailability } from './availability';

const variant = (id: string, availability?: Variant['availability']): Variant =>
  ({ id, availability }) as Variant;
const placement = (variantIds: string[], availability?: Placement['availability']): Placement =>
  ({ id: 'pl', variantIds, availability }) as Placement;
const index = (...list: Variant[]) => new Map(list.map((v) => [v.id, v]));

describe('placementAvailability', () => {
  it('takes the shop’s word on the placement first', () => {
    const variants = index(variant('a', 'AVAILABLE'));
    expect(placementAvailability(placement(['a'], 'SOLD_OUT'), variants)).toBe('SOLD_OUT');
    expect(placementAvailability(placement(['a'], 'FEW_LEFT'), variants)).toBe('FEW_LEFT');
  });

  it('is sold out only when every known variant is', () => {
    const variants = index(variant('a', 'SOLD_OUT'), variant('b', 'SOLD_OUT'), variant('c'));
    expect(placementAvailability(placement(['a', 'b']), variants)).toBe('SOLD_OUT');
    expect(placementAvailability(placement(['a', 'b', 'c']), variants)).toBe('AVAILABLE');
    // an unknown variant id does not count
    expect(placementAvailability(placement(['a', 'missing']), variants)).toBe('SOLD_OUT');
  });

  it('says few left when any variant has few left', () => {
    const variants = index(variant('a', 'SOLD_OUT'), variant('b', 'FEW_LEFT'), variant('c'));
    expect(placementAvailability(placement(['a', 'b']), variants)).toBe('FEW_LEFT');
    expect(placementAvailability(placement(['c', 'b']), variants)).toBe('FEW_LEFT');
  });

  it('treats absent fields and a placement without known variants as available', () => {
    expect(placementAvailability(placement(['a']), index(variant('a')))).toBe('AVAILABLE');
    expect(placementAvailability(placement([]), index())).toBe('AVAILABLE');
  });
});
