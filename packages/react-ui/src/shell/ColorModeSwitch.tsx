import { useStore } from '@nanostores/react';
import { uiMessages } from '../messages';
import type { ColorMode, ColorModeController } from './colorMode';

const MODES: ColorMode[] = ['system', 'light', 'dark'];

/** A select of the colour mode (system, light, dark). */
export function ColorModeSwitch({ controller }: { controller: ColorModeController }) {
  const mode = useStore(controller.$mode);
  const t = uiMessages.header;
  return (
    <label className="flex items-center gap-1 text-sm">
      <span className="sr-only">{t.colorMode}</span>
      <select
        value={mode}
        onChange={(e) => controller.setMode(e.target.value as ColorMode)}
        className="rounded border border-gray-300 bg-transparent px-1 py-0.5 dark:border-gray-700"
      >
        {MODES.map((m) => (
          <option key={m} value={m}>
            {t.colorModes[m]}
          </option>
        ))}
      </select>
    </label>
  );
}
