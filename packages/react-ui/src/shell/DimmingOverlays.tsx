import { useStore } from '@nanostores/react';
import type { MapStore } from 'nanostores';
import { uiMessages } from '../messages';
import { $overlays as defaultOverlays, type OverlayName } from './overlays';

/** Props of {@link DimmingOverlays}. */
export interface DimmingOverlaysProps {
  /** The overlay flags (default: the page's `$overlays`). */
  overlays?: MapStore<Record<OverlayName, boolean>>;
}

/**
 * The general and scanner dimming overlays. The general one blocks the page during long work;
 * the scanner one dims it under the scanner's own dialog, so it sits one layer lower.
 */
export function DimmingOverlays({ overlays = defaultOverlays }: DimmingOverlaysProps) {
  const shown = useStore(overlays);
  return (
    <>
      {shown.general && (
        <div
          data-overlay="general"
          role="presentation"
          aria-label={uiMessages.overlay.general}
          className="fixed inset-0 z-[55] cursor-wait bg-black/40 backdrop-blur-[1px]"
        />
      )}
      {shown.scanner && (
        <div
          data-overlay="scanner"
          role="presentation"
          aria-label={uiMessages.overlay.scanner}
          className="fixed inset-0 z-40 bg-black/60"
        />
      )}
    </>
  );
}
