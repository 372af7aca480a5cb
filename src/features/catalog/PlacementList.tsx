import type { Lang, Placement } from '../../api/types';
import PlacementCard from './PlacementCard';

export interface PlacementListProps {
  placements: readonly Placement[];
  lang: Lang;
  headingLevel?: 2 | 3 | 4;
}

/** Placements as a list of cards: stacked on phones, a grid from 640 px. */
export default function PlacementList({ placements, lang, headingLevel }: PlacementListProps) {
  return (
    <ul className="catalog-grid">
      {placements.map((placement) => (
        <li key={placement.id}>
          <PlacementCard placement={placement} lang={lang} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
