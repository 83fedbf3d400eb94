import { useStore } from '@nanostores/react';
import { Select } from '../controls/Select';
import { uiMessages } from '../messages';
import type { ColorMode, ColorModeController } from './colorMode';

const MODES: ColorMode[] = ['system', 'light', 'dark'];

/** A select of the colour mode (system, light, dark). */
export function ColorModeSwitch({ controller }: { controller: ColorModeController }) {
  const mode = useStore(controller.$mode);
  const t = uiMessages.header;
  return (
    <Select
      label={t.colorMode}
      hideLabel
      size="md"
      className="[&_button]:min-w-32"
      options={MODES.map((m) => ({ id: m, label: t.colorModes[m] }))}
      selectedKey={mode}
      onSelectionChange={(key) => controller.setMode(String(key) as ColorMode)}
    />
  );
}
