import type { Story } from '@ladle/react';
import { LoadingBar } from './LoadingBar';
import { createLoadingBar } from './loadingBarStore';

export default { title: 'Shell / LoadingBar' };

function Demo({ is3W }: { is3W: boolean }) {
  const bar = createLoadingBar();
  return (
    <div className="flex gap-2 p-6">
      <LoadingBar bar={bar} is3W={is3W} />
      <button type="button" className="rounded border px-3 py-1" onClick={bar.start}>
        start
      </button>
      <button type="button" className="rounded border px-3 py-1" onClick={bar.done}>
        done
      </button>
      <button type="button" className="rounded border px-3 py-1" onClick={bar.error}>
        error
      </button>
    </div>
  );
}

export const Green: Story = () => <Demo is3W={false} />;
export const Red3W: Story = () => <Demo is3W />;
