// Rich text (news bodies, FAQ answers, policies) is stored as HTML. Whatever the database holds,
// only this small set of tags and safe links ever reaches the page: everything else is unwrapped
// to its text, and scripts, styles and event handlers are dropped.

const ALLOWED_TAGS = new Set(['P', 'BR', 'H2', 'H3', 'STRONG', 'B', 'EM', 'I', 'U', 'UL', 'OL', 'LI', 'A', 'BLOCKQUOTE']);
const DROPPED_WITH_CONTENT = new Set(['SCRIPT', 'STYLE', 'IFRAME', 'OBJECT', 'EMBED', 'TEMPLATE', 'NOSCRIPT', 'SVG', 'MATH', 'HEAD', 'TITLE']);
const RENAMED: Record<string, string> = { B: 'strong', I: 'em', H1: 'h2', H4: 'h3', H5: 'h3', H6: 'h3', DIV: 'p' };

/** Links to the web, mail and pages of this site only: no javascript:, data: or protocol tricks. */
export function safeHref(href: string): string | undefined {
  const value = href.trim();
  if (/^(https?:|mailto:)/i.test(value)) return value;
  if (/^\/(?!\/)/.test(value) || value.startsWith('#')) return value;
  return undefined;
}

function cleanChildren(source: Node, target: Node, document: Document): void {
  for (const child of Array.from(source.childNodes)) {
    if (child.nodeType === 3) {
      target.appendChild(document.createTextNode(child.textContent ?? ''));
      continue;
    }
    if (child.nodeType !== 1) continue;
    const element = child as Element;
    const tag = element.tagName.toUpperCase();
    if (DROPPED_WITH_CONTENT.has(tag)) continue;
    const name = RENAMED[tag]?.toUpperCase() ?? tag;
    if (!ALLOWED_TAGS.has(name)) {
      cleanChildren(element, target, document);
      continue;
    }
    const clean = document.createElement(name.toLowerCase());
    if (name === 'A') {
      const href = safeHref(element.getAttribute('href') ?? '');
      if (href) clean.setAttribute('href', href);
      if (href && /^https?:/i.test(href)) clean.setAttribute('rel', 'noopener noreferrer nofollow');
    }
    cleanChildren(element, clean, document);
    target.appendChild(clean);
  }
}

/** The HTML with only the allowed tags and attributes left. */
export function sanitizeHtml(html: string): string {
  const parsed = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const output = document.implementation.createHTMLDocument('');
  const container = output.createElement('div');
  cleanChildren(parsed.body, container, output);
  return container.innerHTML;
}

/** The words of some HTML, for summaries, search previews and counting. */
export function htmlToText(html: string): string {
  const parsed = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  return (parsed.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
