/** Default zoom in percent (SPEC §9). */
export const DEFAULT_UI_ZOOM = 100;

/** The md breakpoint: below it the zoom is not applied (SPEC §9). */
export const ZOOM_MEDIA_QUERY = '(min-width: 768px)';

/** Surfaces {@link bindZoom} touches, injected for tests. */
export interface ZoomEnv {
  body?: HTMLElement | null;
  matchMedia?: ((query: string) => Pick<MediaQueryList, 'matches' | 'addEventListener' | 'removeEventListener'>) | null;
}

/**
 * Applies a per-user zoom to the body as a percentage, except on screens below md, and keeps
 * doing so as the window crosses md. Returns the unbind function, which also clears the zoom.
 */
export function bindZoom(zoom: number, env: ZoomEnv = {}): () => void {
  const body = env.body === undefined ? (globalThis.document?.body ?? null) : env.body;
  const match = env.matchMedia === undefined ? (globalThis.matchMedia?.bind(globalThis) ?? null) : env.matchMedia;
  if (!body) return () => {};
  const query = match?.(ZOOM_MEDIA_QUERY) ?? null;
  const apply = () => {
    const wide = query ? query.matches : true;
    body.style.setProperty('zoom', wide && zoom !== DEFAULT_UI_ZOOM ? `${zoom}%` : '');
    if (wide) body.dataset.zoom = String(zoom);
    else delete body.dataset.zoom;
  };
  apply();
  query?.addEventListener('change', apply);
  return () => {
    query?.removeEventListener('change', apply);
    body.style.setProperty('zoom', '');
    delete body.dataset.zoom;
  };
}
