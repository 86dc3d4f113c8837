import { useState } from 'react';

/**
 * What a person is typing, starting from the address and following it when the address changes
 * from elsewhere (Back, "Clear filters"), without remounting the field (which would lose focus).
 */
export function useDraft<T>(fromAddress: T, addressKey: string): [T, (next: T) => void] {
  const [draft, setDraft] = useState(fromAddress);
  const [seen, setSeen] = useState(addressKey);
  if (seen !== addressKey) {
    setSeen(addressKey);
    setDraft(fromAddress);
  }
  return [seen === addressKey ? draft : fromAddress, setDraft];
}
