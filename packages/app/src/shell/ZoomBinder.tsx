import { bindZoom, useApiQuery, useSessionState } from '@salesdesk/react-ui';
import { DEFAULT_ZOOM } from '@salesdesk/sdk';
import { useEffect } from 'react';

/**
 * Applies the logged-in user's zoom from ui-config to the body (SPEC §9); clears it on logout.
 * The zoom is a query of the shared cache, so a change saved in Ustawienia applies at once.
 */
export function ZoomBinder() {
  const { loggedIn } = useSessionState();
  const zoom = useApiQuery('getUiConfig', { query: { key: 'userZoomConfig' } }, { enabled: loggedIn });
  // Zoom is a comfort setting: without an answer the page stays at 100%.
  const value = loggedIn && typeof zoom.data === 'number' ? zoom.data : DEFAULT_ZOOM;
  useEffect(() => (loggedIn ? bindZoom(value) : undefined), [loggedIn, value]);
  return null;
}
