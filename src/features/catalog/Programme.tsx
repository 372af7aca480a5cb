import { useCallback, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { Category, Lang } from '../../api/types';
import Button from '../../components/Button';
import { shopDay } from '../../lib/dates';
import { useAppSelector } from '../../state/hooks';
import { formatCount } from './formatCount';
import { CardList } from './PlacementList';
import ProgrammeFinder from './ProgrammeFinder';
import { programmeCards, selectProgramme } from './programme';
import {
  NO_FILTERS,
  filterProgramme,
  hasFilters,
  readFilters,
  writeFilters,
  type ProgrammeFilters,
} from './programmeFilters';

export interface ProgrammeProps {
  lang: Lang;
  /** the main categories, to filter by */
  categories: readonly Category[];
}

/**
 * The programme: search and filters (held in the address), how many offers they find (a polite
 * live region), and the upcoming events and articles by date as cards, page by page; an empty
 * result says so and offers to clear the filters.
 */
export default function Programme({ lang, categories }: ProgrammeProps) {
  const { t } = useTranslation('catalog');
  const heading = useId();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const programme = useAppSelector((state) => selectProgramme(state, lang));
  // 'today' at the venue; a page left open past midnight keeps its day until the next visit
  const [today] = useState(() => shopDay(Date.now()));

  const cards = useMemo(
    () => programmeCards(programme, filterProgramme(programme.entries, filters, today, lang)),
    [programme, filters, today, lang],
  );

  const change = useCallback(
    (next: ProgrammeFilters, typing: boolean) => {
      // the first letter of a search is a new history entry, the rest of the word replaces it;
      // a filter chosen is a new entry, so back walks through the filter changes
      const replace = typing && filters.q.trim() !== '';
      setParams((current) => writeFilters(current, next), { replace, preventScrollReset: true });
    },
    [filters.q, setParams],
  );

  return (
    <section className="catalog-section programme" aria-labelledby={heading}>
      <h2 id={heading}>{t('programme.heading')}</h2>
      <ProgrammeFinder filters={filters} categories={categories} lang={lang} onChange={change} />
      <div className="programme__result">
        <p className="programme__count" role="status">
          {hasFilters(filters)
            ? t('programme.count', {
                count: cards.length,
                formatted: formatCount(cards.length, lang),
              })
            : ''}
        </p>
        {hasFilters(filters) && (
          <Button
            variant="outline"
            size="small"
            className="programme__clear"
            onClick={() => change(NO_FILTERS, false)}
          >
            {t('programme.clear')}
          </Button>
        )}
      </div>
      {cards.length > 0 ? (
        <CardList cards={cards} lang={lang} priorityPictures={1} />
      ) : (
        <p className="catalog-empty">{t('programme.empty')}</p>
      )}
    </section>
  );
}
