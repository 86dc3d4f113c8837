import { useEffect } from 'react';

// A page's title and description, for the tab, bookmarks and search engines that run scripts.
// The server writes the same tags into the HTML of property and news pages for those that do not.

const SITE = 'Habita';

function setMeta(selector: string, attribute: 'name' | 'property', key: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(selector);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}

export function usePageMeta(title: string | undefined, description?: string): void {
  useEffect(() => {
    if (!title) return;
    document.title = title === SITE ? SITE : `${title} · ${SITE}`;
    if (description) {
      const text = description.replace(/\s+/g, ' ').trim().slice(0, 300);
      setMeta('meta[name="description"]', 'name', 'description', text);
      setMeta('meta[property="og:description"]', 'property', 'og:description', text);
    }
    setMeta('meta[property="og:title"]', 'property', 'og:title', title);
  }, [title, description]);
}
