import { useStore } from '@nanostores/react';
import { type MouseEvent, useContext, useEffect, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { type ClassNameProp, dataFlag, resolveClassName } from '../className';
import { SalesdeskContext } from '../context/salesdeskContext';
import { uiMessages } from '../messages';
import { toasts as defaultToasts, type Toast, type ToastStore, type ToastType } from './toastStore';

const COLOURS: Record<ToastType, { box: string; bar: string }> = {
  success: { box: 'border-primary-600 bg-primary-50 text-primary-900', bar: 'bg-primary-600' },
  error: { box: 'border-error-600 bg-error-50 text-error-700', bar: 'bg-error-600' },
  info: { box: 'border-info-600 bg-info-50 text-info-700', bar: 'bg-info-600' },
  warning: { box: 'border-warning-500 bg-warning-50 text-warning-700', bar: 'bg-warning-500' },
};

/** Render state of one toast. */
export interface ToastRenderProps {
  type: ToastType;
  isPaused: boolean;
}

/** Props of {@link ToastArea}. */
export interface ToastAreaProps {
  /** The store (default: the page's `toasts`). */
  store?: ToastStore;
  /** How an action link navigates (default: the provider's `navigate`, else a page load). */
  navigate?: (path: string) => void;
  className?: string;
  toastClassName?: ClassNameProp<ToastRenderProps>;
}

/**
 * The toast area (SPEC §9): at the top, full width on small screens and 24rem from sm up, centred
 * so it covers neither a page's title (left) nor its status badge (right); each toast lives 5000 ms, pauses while hovered and shows its remaining time as a progress bar.
 */
export function ToastArea({ store = defaultToasts, navigate, className, toastClassName }: ToastAreaProps) {
  const items = useStore(store.$toasts);
  const context = useContext(SalesdeskContext);
  const go = navigate ?? context?.navigate;
  return (
    <section
      aria-label={uiMessages.toast.region}
      aria-live="polite"
      className={resolveClassName(
        undefined,
        null,
        `fixed inset-x-0 top-0 z-50 flex w-full flex-col gap-2 p-2 sm:inset-x-auto sm:top-3 sm:left-1/2 sm:w-toast sm:-translate-x-1/2 sm:p-0 ${className ?? ''}`,
      )}
    >
      {items.map((toast) => (
        <ToastItem
          key={toast.id}
          toast={toast}
          onDismiss={() => store.dismiss(toast.id)}
          navigate={go}
          className={toastClassName}
        />
      ))}
    </section>
  );
}

interface ToastItemProps {
  toast: Toast;
  onDismiss: () => void;
  navigate: ((path: string) => void) | undefined;
  className: ClassNameProp<ToastRenderProps>;
}

function ToastItem({ toast, onDismiss, navigate, className }: ToastItemProps) {
  const [isPaused, setPaused] = useState(false);
  // Time left is kept across pauses: hovering stops the clock instead of restarting it.
  const remaining = useRef(toast.timeoutMs);
  const startedAt = useRef(0);
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;

  useEffect(() => {
    if (isPaused) return;
    startedAt.current = Date.now();
    const timer = setTimeout(() => dismiss.current(), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt.current));
    };
  }, [isPaused]);

  function onAction(event: MouseEvent<HTMLAnchorElement>) {
    if (!navigate || !toast.action) return;
    event.preventDefault();
    navigate(toast.action.href);
    onDismiss();
  }

  const colours = COLOURS[toast.type];
  const state = { type: toast.type, isPaused };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only pause the timer; the toast's actions are its own links and buttons.
    <div
      role={toast.type === 'error' ? 'alert' : 'status'}
      data-type={toast.type}
      data-paused={dataFlag(isPaused)}
      data-toast-id={toast.id}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      className={resolveClassName(
        className,
        state,
        `relative overflow-hidden rounded-md border-l-4 p-3 pr-9 shadow-md ${colours.box}`,
      )}
    >
      <p className="font-semibold">{toast.title}</p>
      {toast.description && <p className="text-sm">{toast.description}</p>}
      {toast.action && (
        <a href={toast.action.href} onClick={onAction} className="mt-1 inline-block text-sm font-medium underline">
          {toast.action.label}
        </a>
      )}
      <Button
        aria-label={uiMessages.toast.close}
        onPress={onDismiss}
        className="absolute top-2 right-2 rounded px-1 text-lg leading-none opacity-70 outline-none data-[focus-visible]:ring-2 data-[focus-visible]:ring-focus data-[hovered]:opacity-100"
      >
        ×
      </Button>
      <div
        data-progress=""
        className={`absolute bottom-0 left-0 h-1 w-full origin-left animate-toast-progress ${colours.bar}`}
        style={{ animationDuration: `${toast.timeoutMs}ms`, animationPlayState: isPaused ? 'paused' : 'running' }}
      />
    </div>
  );
}
