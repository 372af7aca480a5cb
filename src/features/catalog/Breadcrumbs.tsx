import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Category, Lang } from '../../api/types';
import { localise } from '../../lib/localisedText';
import { categoriesHomeHref, categoryHref } from './placementPath';

export interface BreadcrumbsProps {
  /** from the root down to the current category */
  path: readonly Category[];
  lang: Lang;
  /** the current page is not the last category (an article page): every category is a link */
  currentTitle?: string;
}

/** The way from the root category to here: links, the current page last (aria-current). */
export default function Breadcrumbs({ path, lang, currentTitle }: BreadcrumbsProps) {
  const { t } = useTranslation('catalog');
  if (path.length === 0) return null;
  const linked = currentTitle === undefined ? path.slice(0, -1) : path;
  const current = currentTitle ?? localise(path[path.length - 1].name, lang);

  return (
    <nav className="breadcrumbs" aria-label={t('breadcrumb')}>
      <ol>
        {linked.map((category, index) => (
          <li key={category.id}>
            <Link
              to={
                index === 0 && category.parent === null
                  ? categoriesHomeHref(lang)
                  : categoryHref(lang, category.id)
              }
            >
              {localise(category.name, lang) || category.id}
            </Link>
          </li>
        ))}
        <li>
          <span aria-current="page">{current}</span>
        </li>
      </ol>
    </nav>
  );
}
