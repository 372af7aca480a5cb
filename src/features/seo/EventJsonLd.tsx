import { useLocation } from 'react-router-dom';
import { usePageContext } from '../../components/pageContext';
import { useDocumentHead } from './documentHead';
import { jsonForScript } from '../../lib/scriptJson';
import { eventJsonLd, type EventJsonLdInput } from './eventJsonLd';
import { canonicalUrl } from './headText';

/**
 * The article page's schema.org Event as a <script type="application/ld+json"> in the head, while
 * the page shows. A data block, not a script: the Content-Security-Policy does not apply to it.
 */
export default function EventJsonLd(props: Omit<EventJsonLdInput, 'pageUrl'>) {
  const { pathname } = useLocation();
  const pageUrl = canonicalUrl(usePageContext().origin, pathname, '');
  useDocumentHead([
    {
      tag: 'script',
      attributes: { type: 'application/ld+json' },
      text: jsonForScript(eventJsonLd({ ...props, pageUrl })),
    },
  ]);
  return null;
}
