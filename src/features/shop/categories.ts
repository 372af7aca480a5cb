import type { Category } from '../../api/types';

/** The root category is the first category with no parent. */
export function rootCategory(categories: readonly Category[]): Category | undefined {
  return categories.find((category) => category.parent === null);
}

/** The categories whose parent is `parentId`, in the shop's order. */
export function childCategories(categories: readonly Category[], parentId: string): Category[] {
  return categories.filter((category) => category.parent === parentId);
}

/** The categories from the root down to `categoryId` (empty when it is unknown). */
export function categoryPath(categories: readonly Category[], categoryId: string): Category[] {
  const byId = new Map(categories.map((category) => [category.id, category]));
  const path: Category[] = [];
  let current = byId.get(categoryId);
  while (current && !path.includes(current)) {
    path.unshift(current);
    current = current.parent === null ? undefined : byId.get(current.parent);
  }
  return path;
}
