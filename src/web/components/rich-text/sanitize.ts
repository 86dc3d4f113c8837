// Rich text (news bodies, FAQ answers, policies) is stored as HTML. Whatever the database holds,
// only this small set of tags and safe links ever reaches the page: everything else is unwrapped
// to its text, and scripts, styles and event handlers are dropped.

import { sitePath } from '../../api/safe-redirect.ts';

const ALLOWED_TAGS = new Set(['P', 'BR', 'H2', 'H3', 'STRONG', 'B', 'EM', 'I', 'U', 'UL', 'OL', 'LI', 'A', 'BLOCKQUOTE']);
const DROPPED_WITH_CONTENT = new Set(['SCRIPT', 'STYLE', 'IFRAME', 'OBJECT', 'EMBED', 'TEMPLATE', 'NOSCRIPT', 'SVG', 'MATH', 'HEAD', 'TITLE']);
const RENAMED: Record<string, string> = { B: 'strong', I: 'em', H1: 'h2', H4: 'h3', H5: 'h3', H6: 'h3', DIV: 'p' };

/**
 * Links to the web, mail, this page's anchors and this site's paths only, each in the form a
 * browser resolves it to: no javascript: or data:, and no path that a browser reads as another
 * site (`/\evil.test`, `/\t//evil.test`, `/.//evil.test`).
 */
export function safeHref(href: string): string | undefined {
  const value = href.trim();
  if (/^https?:/i.test(value)) return webAddress(value);
  if (/^mailto:[^\s\\/]+$/i.test(value)) return value;
  if (/^#[^\s\\]*$/.test(value)) return value;
  return sitePath(value) ?? undefined;
}

function webAddress(value: string): string | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
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

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Character references as an attribute's value holds them, read back as characters. */
function decodeEntities(text: string): string {
  return text.replace(/&(?:#(\d+)|#x([\da-f]+)|(\w+));?/gi, (whole, decimal?: string, hex?: string, name?: string) => {
    if (decimal || hex) return String.fromCodePoint(Math.min(Number.parseInt(decimal ?? hex!, decimal ? 10 : 16), 0x10ffff));
    return ENTITIES[name!.toLowerCase()] ?? whole;
  });
}

const HREF = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;

function cleanLink(attributes: string): string {
  const quoted = HREF.exec(attributes);
  const href = safeHref(decodeEntities(quoted?.[1] ?? quoted?.[2] ?? quoted?.[3] ?? ''));
  if (!href) return '<a>';
  const rel = /^https?:/i.test(href) ? ' rel="noopener noreferrer nofollow"' : '';
  return `<a href="${href.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"${rel}>`;
}

const DROPPED_ELEMENTS = new RegExp(`<(${[...DROPPED_WITH_CONTENT].join('|')})\\b[\\s\\S]*?(?:<\\/\\1\\s*>|$)`, 'gi');

/**
 * The same cleaning without a DOM, for pages rendered on the server: the allowed tags kept with
 * no attribute but a safe link's, every other tag dropped, and any `<` or `>` that is not part of
 * one written as text. The browser keeps what the server sent when it takes over the page.
 */
export function sanitizeWithoutDom(html: string): string {
  return html
    .replace(/<!--[\s\S]*?(?:-->|$)/g, '')
    .replace(DROPPED_ELEMENTS, '')
    .replace(/<(\/?)([a-z][a-z\d]*)\b([^>]*)>|<|>/gi, (whole, closing?: string, tagName?: string, attributes = '') => {
      if (!tagName) return whole === '<' ? '&lt;' : '&gt;';
      const upper = tagName.toUpperCase();
      const name = RENAMED[upper]?.toUpperCase() ?? upper;
      if (!ALLOWED_TAGS.has(name)) return '';
      if (closing) return name === 'BR' ? '' : `</${name.toLowerCase()}>`;
      return name === 'A' ? cleanLink(attributes as string) : `<${name.toLowerCase()}>`;
    });
}

/** The HTML with only the allowed tags and attributes left. */
export function sanitizeHtml(html: string): string {
  if (typeof DOMParser === 'undefined') return sanitizeWithoutDom(html);
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
