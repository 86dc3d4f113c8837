import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize.ts';

/** Stored rich text, shown as formatted text after sanitizing (never trusted as-is). */
export function RichText({ html, className = '' }: { html: string | null | undefined; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html ?? ''), [html]);
  return <div className={`rich-text ${className}`} dangerouslySetInnerHTML={{ __html: clean }} />;
}
