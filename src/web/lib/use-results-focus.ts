// After a search the user asked for, focus lands on the results' heading instead of falling back to
// <body>: keyboard and screen-reader users continue from the answer, not from the top of the page.
import { useCallback, useEffect, useState } from 'react';

/**
 * Returns `expectResults`, to call when the user submits a search. Once `ready` (the answer is on screen),
 * the element with `headingId` (given tabIndex={-1}) takes focus, once per submission. Searches that come
 * from the URL (a shared link, back/forward) leave focus alone.
 */
export function useResultsFocus(headingId: string, ready: boolean): () => void {
  const [awaiting, setAwaiting] = useState(false);
  useEffect(() => {
    if (!awaiting || !ready) return;
    const heading = document.getElementById(headingId);
    if (!heading) return;
    heading.focus();
    setAwaiting(false);
  }, [awaiting, ready, headingId]);
  return useCallback(() => setAwaiting(true), []);
}
