import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';
import { useState } from 'react';
import { Button } from '../controls/Button';
import { updateMessages as t } from '../messages/errors';

/** Props of {@link UpdatePrompt}. */
export interface UpdatePromptProps {
  /** True once a newer build is out (the app's update check). */
  $available: ReadableAtom<boolean>;
  /** Reloads the page (default `location.reload()`). */
  onReload?: () => void;
}

/**
 * "Dostępna nowa wersja — odśwież": shown once a newer build is deployed, never reloading on
 * its own (a half-filled form would be lost); says that unsaved line edits survive (the line
 * editor keeps them in the browser). "Później" hides it; the next navigation then loads the new
 * build anyway.
 */
export function UpdatePrompt({ $available, onReload = () => window.location.reload() }: UpdatePromptProps) {
  const available = useStore($available);
  const [dismissed, setDismissed] = useState(false);
  if (!available || dismissed) return null;
  return (
    <section
      aria-labelledby="update-prompt-title"
      className="fixed inset-x-2 bottom-2 z-50 flex flex-col gap-2 rounded-lg border border-primary-600 bg-surface-raised p-4 text-text shadow-xl sm:inset-x-auto sm:bottom-4 sm:left-4 sm:w-96"
    >
      <p role="status" id="update-prompt-title" className="font-semibold">
        {t.title}
      </p>
      <p className="text-sm text-text-muted">{t.description}</p>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" size="md" onPress={() => setDismissed(true)}>
          {t.later}
        </Button>
        <Button variant="primary" size="md" onPress={onReload}>
          {t.reload}
        </Button>
      </div>
    </section>
  );
}
