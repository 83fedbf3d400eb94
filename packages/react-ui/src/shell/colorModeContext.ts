import { createContext, useContext } from 'react';
import type { ColorModeController } from './colorMode';

/** The app's colour-mode controller, for pages that change it (Ustawienia); null when the app has none. */
export const ColorModeContext = createContext<ColorModeController | null>(null);

/** The colour-mode controller the layout was given, or null. */
export function useColorModeController(): ColorModeController | null {
  return useContext(ColorModeContext);
}
