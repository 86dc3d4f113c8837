import { useEffect, useId, useRef, useState } from 'react';
import { safeHref, sanitizeHtml } from './sanitize.ts';

// A small formatted-text editor for the HTML subset `sanitize.ts` allows. The browser's editing
// commands do the formatting; what leaves the editor is always sanitized, and the HTML can be
// edited as source too.

interface Props {
  /** The accessible name of the text area. */
  label: string;
  /** A short visible caption above the toolbar (e.g. the language). */
  caption?: string;
  /** The id of the editable area, so a form can focus it. */
  id?: string;
  value: string;
  onChange(html: string): void;
  invalid?: boolean;
  describedBy?: string;
}

const COMMANDS: { label: string; text: string; run: () => void }[] = [
  { label: 'Bold', text: 'B', run: () => document.execCommand('bold') },
  { label: 'Italic', text: 'I', run: () => document.execCommand('italic') },
  { label: 'Heading', text: 'H2', run: () => document.execCommand('formatBlock', false, 'h2') },
  { label: 'Subheading', text: 'H3', run: () => document.execCommand('formatBlock', false, 'h3') },
  { label: 'Paragraph', text: '¶', run: () => document.execCommand('formatBlock', false, 'p') },
  { label: 'Bulleted list', text: '• List', run: () => document.execCommand('insertUnorderedList') },
  { label: 'Numbered list', text: '1. List', run: () => document.execCommand('insertOrderedList') },
  { label: 'Quote', text: '❝', run: () => document.execCommand('formatBlock', false, 'blockquote') },
  {
    label: 'Link',
    text: 'Link',
    run: () => {
      const href = window.prompt('Link address (https://…, mailto:… or a page such as /faq)');
      if (href === null) return;
      const safe = safeHref(href);
      if (safe) document.execCommand('createLink', false, safe);
      else window.alert('That address cannot be linked: use https://, mailto: or a page of this site starting with /.');
    },
  },
  { label: 'Remove link', text: 'Unlink', run: () => document.execCommand('unlink') },
  { label: 'Clear formatting', text: 'Clear', run: () => document.execCommand('removeFormat') },
];

export function RichTextEditor({ label, caption, id, value, onChange, invalid, describedBy }: Props) {
  const labelId = useId();
  const editor = useRef<HTMLDivElement>(null);
  const lastEmitted = useRef<string | null>(null);
  const [source, setSource] = useState(false);

  // Only outside changes (a loaded record, the source view) are written into the editable area,
  // so typing never moves the caret.
  useEffect(() => {
    const element = editor.current;
    if (!element) return;
    // A freshly mounted area (back from the source view) is always filled.
    if (value === lastEmitted.current && element.dataset.filled) return;
    element.innerHTML = sanitizeHtml(value);
    element.dataset.filled = 'true';
    lastEmitted.current = value;
  }, [value, source]);

  const emit = () => {
    const html = sanitizeHtml(editor.current?.innerHTML ?? '');
    lastEmitted.current = html;
    onChange(html);
  };

  return (
    <div>
      {caption && (
        <span aria-hidden="true" className="mb-1 block text-xs font-medium text-stone-700">
          {caption}
        </span>
      )}
      <div className={`overflow-hidden rounded-lg border bg-white ${invalid ? 'border-red-700' : 'border-stone-300'}`}>
        <div role="toolbar" aria-label={`${label} formatting`} className="flex flex-wrap items-center gap-1 border-b border-stone-200 bg-stone-50 px-2 py-1.5">
          {COMMANDS.map((command) => (
            <button
              key={command.label}
              type="button"
              className="rounded px-2 py-1 text-xs font-semibold text-stone-700 hover:bg-stone-200 disabled:opacity-50"
              aria-label={command.label}
              title={command.label}
              disabled={source}
              // Keeps the selection in the text while the button is pressed.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                editor.current?.focus();
                command.run();
                emit();
              }}
            >
              {command.text}
            </button>
          ))}
          <span className="ml-auto">
            <button type="button" className="rounded px-2 py-1 text-xs font-medium text-stone-700 hover:bg-stone-200" aria-pressed={source} onClick={() => setSource(!source)}>
              {source ? 'Formatted' : 'HTML'}
            </button>
          </span>
        </div>
        <span id={labelId} className="sr-only">
          {label}
        </span>
        {source ? (
          <textarea
            id={id}
            aria-labelledby={labelId}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            className="block min-h-64 w-full resize-y px-3 py-2 font-mono text-xs focus:outline-none"
            value={value}
            onChange={(event) => {
              lastEmitted.current = null;
              onChange(event.target.value);
            }}
            onBlur={() => onChange(sanitizeHtml(value))}
          />
        ) : (
          <div
            ref={editor}
            role="textbox"
            aria-multiline="true"
            aria-labelledby={labelId}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            contentEditable
            suppressContentEditableWarning
            tabIndex={0}
            id={id}
            className="rich-text min-h-64 px-4 py-3 focus:outline-none"
            onInput={emit}
            onBlur={emit}
          />
        )}
      </div>
    </div>
  );
}
