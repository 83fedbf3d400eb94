import { useStore } from '@nanostores/react';
import { type ClassNameProp, dataFlag, resolveClassName } from '../className';
import { uiMessages } from '../messages';
import { loadingBar as defaultBar, type LoadingBarController, type LoadingBarState } from './loadingBarStore';

/** Render state of {@link LoadingBar}. */
export interface LoadingBarRenderProps extends LoadingBarState {
  is3W: boolean;
}

/** Props of {@link LoadingBar}. */
export interface LoadingBarProps {
  /** The controller (default: the page's `loadingBar`). */
  bar?: LoadingBarController;
  /** Home-company (3W) user: the bar is red, otherwise green (SPEC §2). */
  is3W?: boolean;
  className?: ClassNameProp<LoadingBarRenderProps>;
}

function colour(state: LoadingBarRenderProps): string {
  if (state.status === 'error') return 'bg-bar-error';
  return state.is3W ? 'bg-bar-3w' : 'bg-bar';
}

/** The 3 px top loading bar (SPEC §9: throttle 200 ms, duration 2000 ms). */
export function LoadingBar({ bar = defaultBar, is3W = false, className }: LoadingBarProps) {
  const state = useStore(bar.$state);
  if (!state.visible) return null;
  const render = { ...state, is3W };
  const width =
    state.status === 'loading' ? 'animate-loading-bar' : 'w-full transition-[width,opacity] duration-200 ease-out';
  return (
    <div
      role="progressbar"
      aria-label={uiMessages.loadingBar}
      aria-busy={state.status === 'loading'}
      data-status={state.status}
      data-3w={dataFlag(is3W)}
      className={resolveClassName(className, render, 'pointer-events-none fixed inset-x-0 top-0 z-[60] h-[3px]')}
    >
      <div
        className={`h-full ${width} ${colour(render)}`}
        style={state.status === 'loading' ? { animationDuration: `${bar.durationMs}ms` } : undefined}
      />
    </div>
  );
}
