import type { Category } from '../../api/types';
import { categoryPath, childCategories, rootCategory } from './categories';

const category = (id: string, parent: string | null): Category => ({
  id,
  parent,
  eventId: null,
  name: { de: id },
});
const categories = [
  category('main-a', 'root-x'),
  category('root-x', null),
  category('main-b', 'root-x'),
  category('sub-a1', 'main-a'),
  category('root-late', null),
];

describe('shop categories', () => {
  it('finds the first category without a parent as the root', () => {
    expect(rootCategory(categories)?.id).toBe('root-x');
    expect(rootCategory([])).toBeUndefined();
  });
  it('lists children in order', () => {
    expect(childCategories(categories, 'root-x').map((c) => c.id)).toEqual(['main-a', 'main-b']);
    expect(childCategories(categories, 'sub-a1')).toEqual([]);
  });
  it('follows the parents back to the root', () => {
    expect(categoryPath(categories, 'sub-a1').map((c) => c.id)).toEqual([
      'root-x',
      'main-a',
      'sub-a1',
    ]);
    expect(categoryPath(categories, 'nope')).toEqual([]);
  });
  it('stops on a parent cycle instead of looping', () => {
    const cyclic = [category('a', 'b'), category('b', 'a')];
    expect(categoryPath(cyclic, 'a').map((c) => c.id)).toEqual(['b', 'a']);
  });
});
