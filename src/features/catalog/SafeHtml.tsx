import { Fragment, useMemo, type ReactNode } from 'react';
import { SAFE_LINK_REL, sanitizeToTree, type SafeNode } from '../../lib/safeHtml';

function renderNodes(nodes: readonly SafeNode[]): ReactNode[] {
  return nodes.map((node, index) => {
    if (node.type === 'text') return <Fragment key={index}>{node.text}</Fragment>;
    const children = renderNodes(node.children);
    switch (node.tag) {
      case 'a':
        return (
          <a key={index} href={node.href} rel={SAFE_LINK_REL}>
            {children}
          </a>
        );
      case 'br':
        return <br key={index} />;
      default: {
        const Tag = node.tag;
        return <Tag key={index}>{children}</Tag>;
      }
    }
  });
}

export interface SafeHtmlProps {
  /** HTML from the server; only the allow-list of lib/safeHtml survives */
  html: string | null | undefined;
  className?: string;
}

/**
 * Server HTML shown as elements built from the sanitized tree: no markup from the server is ever
 * handed to innerHTML. Nothing is rendered when nothing is left.
 */
export default function SafeHtml({ html, className }: SafeHtmlProps) {
  const nodes = useMemo(() => sanitizeToTree(html), [html]);
  if (nodes.length === 0) return null;
  return (
    <div className={['safe-html', className].filter(Boolean).join(' ')}>{renderNodes(nodes)}</div>
  );
}
