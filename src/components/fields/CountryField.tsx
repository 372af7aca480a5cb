import { forwardRef, useMemo, type FocusEventHandler } from 'react';
import type { Lang } from '../../api/types';
import { COUNTRY_CODES, countryOptions, PRIORITY_COUNTRY_CODES } from '../../lib/countries';
import { useUiLang, useUiText } from '../uiText';
import FieldShell, { type FieldCommonProps } from './FieldShell';
import { useField } from './useField';

export interface CountryFieldProps extends FieldCommonProps {
  /** ISO 3166-1 alpha-2 code, or '' for none */
  value: string;
  onChange: (code: string) => void;
  onBlur?: FocusEventHandler<HTMLSelectElement>;
  /** the language of the names; default the interface language */
  lang?: Lang;
  /** the codes to offer; default all (src/lib/countries.ts) */
  countries?: readonly string[];
  /** codes listed first; default CH, LI, DE, AT, FR, IT */
  priority?: readonly string[];
  /** the empty choice's text; default ui:field.chooseCountry */
  placeholder?: string;
  autoComplete?: string;
}

/** A country select with names in the visitor's language (Intl.DisplayNames), sorted by name. */
const CountryField = forwardRef<HTMLSelectElement, CountryFieldProps>(
  function CountryField(props, ref) {
    const {
      shell,
      control,
      own: {
        value,
        onChange,
        onBlur,
        lang,
        countries = COUNTRY_CODES,
        priority = PRIORITY_COUNTRY_CODES,
        placeholder,
        autoComplete = 'country',
      },
    } = useField(props);
    const t = useUiText();
    const uiLang = useUiLang();
    const language = lang ?? uiLang;
    const options = useMemo(
      () => countryOptions(language, countries, priority),
      [language, countries, priority],
    );
    return (
      <FieldShell {...shell}>
        <select
          {...control}
          ref={ref}
          className="field__control"
          value={value}
          autoComplete={autoComplete}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        >
          <option value="">{placeholder ?? t('field.chooseCountry')}</option>
          {options.map((option) => (
            <option key={option.code} value={option.code}>
              {option.name}
            </option>
          ))}
        </select>
      </FieldShell>
    );
  },
);

export default CountryField;
