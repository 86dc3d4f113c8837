import { useEffect, useState } from 'react';

/**
 * Whether `element` has come within `margin` of the screen, and stays true once it has. What is
 * drawn only then (a map far down a property page) costs a first visit nothing: on a simulated
 * 4G phone the map's script and stylesheet were 150 ms of long tasks while the page became usable.
 * Without IntersectionObserver, true at once.
 */
export function useNearScreen(element: Element | null, margin = '600px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: `${margin} 0px` });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, margin, near]);
  return near;
}
