import { useStore } from '@nanostores/react';
import { LazyUpdatePrompt } from '@salesdesk/react-ui';
import type { ReadableAtom } from 'nanostores';
import { Suspense } from 'react';

/** The update prompt, loaded only once a newer build is found (nothing of it in the first load). */
export function UpdatePromptSlot({ $available }: { $available: ReadableAtom<boolean> }) {
  const available = useStore($available);
  if (!available) return null;
  return (
    <Suspense fallback={null}>
      <LazyUpdatePrompt $available={$available} />
    </Suspense>
  );
}
