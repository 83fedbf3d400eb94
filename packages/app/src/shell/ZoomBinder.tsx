import { bindZoom, useSalesdesk, useSessionState } from '@salesdesk/react-ui';
import { readZoom } from '@salesdesk/sdk';
import { useEffect } from 'react';

/** Applies the logged-in user's zoom from ui-config to the body (SPEC §9); clears it on logout. */
export function ZoomBinder() {
  const { client } = useSalesdesk();
  const { loggedIn } = useSessionState();
  useEffect(() => {
    if (!loggedIn) return;
    let unbind: (() => void) | null = null;
    let cancelled = false;
    readZoom(client)
      .then((zoom) => {
        if (!cancelled) unbind = bindZoom(zoom);
      })
      .catch(() => {
        // Zoom is a comfort setting: without it the page stays at 100%.
      });
    return () => {
      cancelled = true;
      unbind?.();
    };
  }, [client, loggedIn]);
  return null;
}
