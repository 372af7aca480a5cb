import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../api/types';
import { useAppDispatch } from '../../state/hooks';
import { useShop } from '../shop/useShop';
import { writeLanguageCookie } from './languageCookie';
import { languageChosen } from './localeSlice';
import { useLanguageOfRoute } from './useRouteLanguage';
import './LanguageSwitcher.css';
import { DEFAULT_LANG, LANGUAGES, isLang } from '../../lib/languages';

/** Each language's name in that language: the same whatever the interface language is. */
export const LANGUAGE_NAMES: Record<Lang, string> = {
  de: 'Deutsch',
  en: 'English',
  fr: 'Français',
  it: 'Italiano',
};

/** The same page in `lang`: the first path segment replaced, the rest of the path and the query kept. */
export function pathInLanguage(pathname: string, search: string, lang: Lang): string {
  const rest = pathname.replace(/^\/[^/]*/, '');
  return `/${lang}${rest}${search}`;
}

/** The languages the shop offers, in its order; all four while the shop is not loaded. */
export function offeredLanguages(shopLanguages: readonly unknown[] | undefined): Lang[] {
  const offered = (shopLanguages ?? []).filter(isLang);
  return offered.length > 0 ? [...new Set(offered)] : [...LANGUAGES];
}

/**
 * Switching languages: a language the shop does not offer keeps the previous locale,
 * or German when there was none.
 */
export function resolveLanguageSwitch(
  wanted: string,
  shopLanguages: readonly Lang[],
  previous: Lang | null,
): Lang {
  if (isLang(wanted) && shopLanguages.includes(wanted)) return wanted;
  return previous ?? DEFAULT_LANG;
}

/**
 * Links to the current page in each of the shop's languages (spec section 4). A click remembers
 * the language in the language cookie; a language the shop does not offer falls back to the
 * previous one (resolveLanguageSwitch). Nothing is shown when the shop has one language only.
 */
export default function LanguageSwitcher() {
  const { t } = useTranslation('layout');
  const dispatch = useAppDispatch();
  const { pathname, search } = useLocation();
  const { data: shop } = useShop();
  const current = useLanguageOfRoute();
  const offered = offeredLanguages(shop?.languages);
  if (offered.length < 2) return null;

  return (
    <nav className="language-switcher" aria-label={t('languageSwitcher.label')}>
      <ul className="language-switcher__list">
        {offered.map((wanted) => {
          const target = resolveLanguageSwitch(wanted, offered, current);
          return (
            <li key={wanted}>
              <Link
                className="language-switcher__link"
                to={pathInLanguage(pathname, search, target)}
                lang={wanted}
                hrefLang={target}
                aria-current={target === current ? 'page' : undefined}
                onClick={() => {
                  writeLanguageCookie(target);
                  dispatch(languageChosen(target));
                }}
              >
                {LANGUAGE_NAMES[wanted]}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
