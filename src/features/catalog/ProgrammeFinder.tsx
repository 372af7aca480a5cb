import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import Button from '../../components/Button';
import type { Category, Lang } from '../../api/types';
import { localise } from '../../lib/localisedText';
import { WHEN_VALUES, type ProgrammeFilters } from './programmeFilters';

export interface ProgrammeFinderProps {
  filters: ProgrammeFilters;
  /** the main categories to filter by */
  categories: readonly Category[];
  lang: Lang;
  /** typing: `typing` true (the address is replaced); a filter chosen: false (a new entry) */
  onChange: (filters: ProgrammeFilters, typing: boolean) => void;
  /** the visitor first reaches a control (focus): time to load the search code */
  onFirstUse: () => void;
}

const WHEN_LABELS = {
  today: 'programme.today',
  weekend: 'programme.weekend',
  month: 'programme.month',
  range: 'programme.range',
} as const;

/**
 * The programme's search field and filters, labelled form controls: free text (searched as it is
 * typed), main category, date (today, this weekend, this month, a chosen range). What they hold
 * comes from the address, so back and forward and a reload show the same.
 */
export default function ProgrammeFinder({
  filters,
  categories,
  lang,
  onChange,
  onFirstUse,
}: ProgrammeFinderProps) {
  const { t } = useTranslation('catalog');
  const { pathname } = useLocation();
  const id = useId();
  // the field keeps what is typed; the address follows it, and a change there (back) comes in
  const [text, setText] = useState(filters.q);
  const [addressText, setAddressText] = useState(filters.q);
  if (addressText !== filters.q) {
    setAddressText(filters.q);
    setText(filters.q);
  }

  return (
    // a GET form: without JavaScript the server shows what it finds (the address holds the
    // filters); with it, the list follows each change at once and sending changes nothing
    <form
      className="programme-finder"
      role="search"
      aria-label={t('programme.filters')}
      method="get"
      action={pathname}
      onSubmit={(event) => event.preventDefault()}
      onFocus={onFirstUse}
    >
      <div className="programme-finder__field programme-finder__field--search">
        <label htmlFor={`${id}-q`}>{t('programme.search')}</label>
        <input
          id={`${id}-q`}
          type="search"
          name="q"
          value={text}
          placeholder={t('programme.searchPlaceholder')}
          autoComplete="off"
          onChange={(event) => {
            setText(event.target.value);
            onChange({ ...filters, q: event.target.value }, true);
          }}
        />
      </div>
      <div className="programme-finder__field">
        <label htmlFor={`${id}-category`}>{t('programme.category')}</label>
        <select
          id={`${id}-category`}
          name="category"
          value={filters.category}
          onChange={(event) => onChange({ ...filters, category: event.target.value }, false)}
        >
          <option value="">{t('programme.allCategories')}</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {localise(category.name, lang) || category.id}
            </option>
          ))}
        </select>
      </div>
      <div className="programme-finder__field">
        <label htmlFor={`${id}-when`}>{t('programme.when')}</label>
        <select
          id={`${id}-when`}
          name="when"
          value={filters.when}
          onChange={(event) =>
            onChange(
              {
                ...filters,
                when: event.target.value as ProgrammeFilters['when'],
                from: '',
                to: '',
              },
              false,
            )
          }
        >
          <option value="">{t('programme.anyDate')}</option>
          {WHEN_VALUES.map((when) => (
            <option key={when} value={when}>
              {t(WHEN_LABELS[when])}
            </option>
          ))}
        </select>
      </div>
      {filters.when === 'range' && (
        <>
          <div className="programme-finder__field">
            <label htmlFor={`${id}-from`}>{t('programme.from')}</label>
            <input
              id={`${id}-from`}
              type="date"
              name="from"
              value={filters.from}
              onChange={(event) => onChange({ ...filters, from: event.target.value }, false)}
            />
          </div>
          <div className="programme-finder__field">
            <label htmlFor={`${id}-to`}>{t('programme.to')}</label>
            <input
              id={`${id}-to`}
              type="date"
              name="to"
              value={filters.to}
              min={filters.from || undefined}
              onChange={(event) => onChange({ ...filters, to: event.target.value }, false)}
            />
          </div>
        </>
      )}
      <div className="programme-finder__field programme-finder__field--submit">
        <Button type="submit" variant="outline">
          {t('programme.submit')}
        </Button>
      </div>
    </form>
  );
}
