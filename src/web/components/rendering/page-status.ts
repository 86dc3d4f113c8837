import { createContext, useContext } from 'react';

// The HTTP status of a page rendered on the server: a page saying "not found" answers 404, so
// search engines and link checkers hear it too. The browser has no status to set.

export interface PageStatus {
  code: number;
}

const PageStatusContext = createContext<PageStatus | null>(null);

export const PageStatusProvider = PageStatusContext.Provider;

export function usePageStatus(code: number): void {
  const page = useContext(PageStatusContext);
  if (page) page.code = code;
}
