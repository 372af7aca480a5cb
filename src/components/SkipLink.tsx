import { MAIN_CONTENT_ID } from './mainContent';
import { useUiText } from './uiText';
import './SkipLink.css';

export interface SkipLinkProps {
  /** where to skip to; default '#main' (the shop layout's main landmark) */
  href?: string;
  /** the link's text; default ui:skipToContent */
  label?: string;
}

/** The first link on the page, visible only when focused: jumps past the header to the content. */
export default function SkipLink({ href = `#${MAIN_CONTENT_ID}`, label }: SkipLinkProps) {
  const t = useUiText();
  return (
    <a className="skip-link" href={href}>
      {label ?? t('skipToContent')}
    </a>
  );
}
