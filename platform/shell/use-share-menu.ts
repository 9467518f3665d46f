import { useEffect } from 'react';
import { isMessagingApp } from './device';
import { getEntryUrl } from './navigation';

/**
 * The address the messaging app signs for the share menu on an article. iOS signs the page the
 * visitor entered on (in a single-page app the address it knows never changes), other systems the
 * current one; on iOS the card then opens the entry page, the best it allows.
 */
export function shareSigningUrl(entryUrl: string, currentUrl: string, userAgent: string): string {
  return /iPhone|iPad|iPod/i.test(userAgent) ? entryUrl : currentUrl;
}

/** Inside the messaging app, points its share menu at the page showing `key` (an article, a video). */
export function useShareMenu(key: string): void {
  useEffect(() => {
    if (!key || !isMessagingApp()) return;
    void import('./share-menu')
      .then((m) => m.setupShareMenu(shareSigningUrl(getEntryUrl(), location.href, navigator.userAgent)))
      .catch((error: unknown) => console.error(error));
  }, [key]);
}
