import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Category, Lang } from '../../api/types';
import Button from '../../components/Button';
import { useAppSelector } from '../../state/hooks';
import { formatCount } from './formatCount';
import { CardList } from './PlacementList';
import ProgrammeFinder from './ProgrammeFinder';
import { loadedSearchCode, loadSearch, type ProgrammeSearch } from './programmeSearchCode';
import { useToday } from './useToday';
import { isUpcoming, programmeCards, selectProgramme } from './programme';
import {
  NO_FILTERS,
  hasFilters,
  readFilters,
  writeFilters,
  type ProgrammeFilters,
} from './programmeFilters';

/** The search code once it is there; loading starts when `wanted` is (or becomes) true. */
function useSearchCode(wanted: boolean): ProgrammeSearch | null {
  const [code, setCode] = useState<ProgrammeSearch | null>(loadedSearchCode);
  useEffect(() => {
    if (!wanted || code) return;
    let live = true;
    loadSearch().then(
      (module) => live && setCode(module),
      () => {}, // a chunk that cannot load reloads the page (chunkReload.ts)
    );
    return () => {
      live = false;
    };
  }, [wanted, code]);
  return code;
}

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
  // the router's location and navigate, not useSearchParams: that hook would add its code to
  // the first bundle of every page
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const addressFilters = useMemo(() => readFilters(new URLSearchParams(search)), [search]);
  // The filters last chosen, until the address has them: the router takes a moment to get there
  // (each address waits for its page again), and a second change meanwhile (a range's two days,
  // filled one after the other) builds on the first instead of on the address it is leaving.
  const [chosen, setChosen] = useState<{ leaving: string; filters: ProgrammeFilters } | null>(null);
  if (chosen && chosen.leaving !== search) setChosen(null); // arrived, or back and forward
  const filters = chosen?.leaving === search ? chosen.filters : addressFilters;
  const programme = useAppSelector((state) => selectProgramme(state, lang));
  const today = useToday();

  const filtered = hasFilters(filters);
  const [finderUsed, setFinderUsed] = useState(false);
  const searchCode = useSearchCode(filtered || finderUsed);

  const cards = useMemo(() => {
    if (!filtered) {
      return programmeCards(
        programme,
        programme.entries.filter((entry) => isUpcoming(entry, today)),
      );
    }
    // filters in the address: the list waits the moment the search code takes to come
    return searchCode
      ? programmeCards(programme, searchCode.filterProgramme(programme, filters, today, lang))
      : null;
  }, [programme, filters, filtered, searchCode, today, lang]);

  const change = useCallback(
    (next: ProgrammeFilters, typing: boolean) => {
      // the first letter of a search is a new history entry, the rest of the word replaces it;
      // a filter chosen is a new entry, so back walks through the filter changes
      const replace = typing && filters.q.trim() !== '';
      setChosen({ leaving: search, filters: next });
      const query = writeFilters(new URLSearchParams(search), next).toString();
      void navigate(
        { pathname, search: query ? `?${query}` : '' },
        { replace, preventScrollReset: true },
      );
    },
    [filters.q, navigate, pathname, search],
  );

  return (
    <section className="catalog-section programme" aria-labelledby={heading}>
      <h2 id={heading}>{t('programme.heading')}</h2>
      <ProgrammeFinder
        filters={filters}
        categories={categories}
        lang={lang}
        onChange={change}
        onFirstUse={() => setFinderUsed(true)}
      />
      <div className="programme__result">
        <p className="programme__count" role="status">
          {filtered && cards
            ? t('programme.count', {
                count: cards.length,
                formatted: formatCount(cards.length, lang),
              })
            : ''}
        </p>
        {filtered && (
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
      {cards && cards.length > 0 && <CardList cards={cards} lang={lang} priorityPictures={1} />}
      {cards && cards.length === 0 && <p className="catalog-empty">{t('programme.empty')}</p>}
    </section>
  );
}
