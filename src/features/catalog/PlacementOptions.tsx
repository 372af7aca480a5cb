import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Article, Lang, Placement, PlacementOption, Variant } from '../../api/types';
import { localise } from '../../lib/localisedText';
import VariantPrice from './VariantPrice';

interface PlacementOptionsProps {
  placement: Placement;
  articles: ReadonlyMap<string, Article>;
  variants: ReadonlyMap<string, Variant>;
  currency: string;
  lang: Lang;
}

/** The placement's options (the article's own, then the general ones), with their prices. */
export default function PlacementOptions({
  placement,
  articles,
  variants,
  currency,
  lang,
}: PlacementOptionsProps) {
  const { t } = useTranslation('catalog');
  const heading = useId();
  const groups = [
    { key: 'article', title: t('article.articleOptions'), entries: placement.options.article },
    { key: 'general', title: t('article.generalOptions'), entries: placement.options.general },
  ].filter((group) => group.entries.length > 0);
  if (groups.length === 0) return null;

  const renderOption = (option: PlacementOption) => {
    const optionArticle = articles.get(option.articleId);
    const variant = variants.get(option.variantId);
    return (
      <li key={`${option.articleId}|${option.variantId}`} className="option-row">
        <span className="option-row__name">
          {localise(optionArticle?.name, lang) || option.articleId}
        </span>
        {variant && (
          <VariantPrice variant={variant} variants={variants} currency={currency} lang={lang} />
        )}
      </li>
    );
  };

  return (
    <section className="catalog-section" aria-labelledby={heading}>
      <h2 id={heading}>{t('article.options')}</h2>
      {groups.map((group) => (
        <div key={group.key} className="option-group">
          <h3>{group.title}</h3>
          <ul className="option-list">{group.entries.map(renderOption)}</ul>
        </div>
      ))}
    </section>
  );
}
