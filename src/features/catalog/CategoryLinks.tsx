import { Link } from 'react-router-dom';
import type { Category, Lang } from '../../api/types';
import { localise } from '../../lib/localisedText';
import { categoryHref } from './placementPath';

export interface CategoryLinksProps {
  categories: readonly Category[];
  lang: Lang;
}

/** Categories as link cards in a grid. */
export default function CategoryLinks({ categories, lang }: CategoryLinksProps) {
  return (
    <ul className="catalog-grid catalog-grid--categories">
      {categories.map((category) => (
        <li key={category.id}>
          <Link className="catalog-card category-card" to={categoryHref(lang, category.id)}>
            <span className="category-card__name">
              {localise(category.name, lang) || category.id}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
