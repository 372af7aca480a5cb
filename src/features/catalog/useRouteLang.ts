import { useParams } from 'react-router-dom';
import type { Lang } from '../../api/types';
import { isLang } from '../../lib/languages';

/** The language of the route (/:lang/...), German when the segment is not a shop language. */
export function useRouteLang(): Lang {
  const { lang } = useParams();
  return isLang(lang) ? lang : 'de';
}
