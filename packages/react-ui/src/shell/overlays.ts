import { type MapStore, map } from 'nanostores';

/** The two full-screen dimming overlays of the shell (SPEC §2). */
export type OverlayName = 'general' | 'scanner';

/** Which overlays are shown. */
export const $overlays: MapStore<Record<OverlayName, boolean>> = map({ general: false, scanner: false });

/** Shows a dimming overlay. */
export function showOverlay(name: OverlayName): void {
  $overlays.setKey(name, true);
}

/** Hides a dimming overlay. */
export function hideOverlay(name: OverlayName): void {
  $overlays.setKey(name, false);
}
