import {
  Button as AriaButton,
  type ButtonProps as AriaButtonProps,
  type ButtonRenderProps,
} from 'react-aria-components';
import { type ClassNameProp, resolveClassName } from '../className';

/** Look of a {@link Button}: the one main action, a normal one, a quiet one, or one that destroys. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
/**
 * Size of a control: SPEC §9's default control size is large; `sm` is for the compact rows of a
 * line table only (a dozen lines in view on a laptop), never for forms and toolbars.
 */
export type ControlSize = 'sm' | 'md' | 'lg';

/** Props of {@link Button}. */
export interface ButtonProps extends Omit<AriaButtonProps, 'className'> {
  variant?: ButtonVariant;
  size?: ControlSize;
  className?: ClassNameProp<ButtonRenderProps>;
}

const BASE =
  'relative inline-flex items-center justify-center gap-2 rounded-md font-medium whitespace-nowrap outline-none transition-colors data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50 data-[focus-visible]:ring-2 data-[focus-visible]:ring-focus data-[focus-visible]:ring-offset-2 data-[focus-visible]:ring-offset-surface data-[pending]:cursor-wait';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-primary-700 text-on-primary data-[hovered]:bg-primary-800 data-[pressed]:bg-primary-900',
  secondary:
    'border border-border-strong bg-surface text-text data-[hovered]:bg-surface-sunken data-[pressed]:bg-surface-sunken',
  ghost: 'text-primary-700 data-[hovered]:bg-surface-sunken dark:text-primary-300',
  danger: 'bg-danger-strong text-on-primary data-[hovered]:opacity-90',
};

const SIZES: Record<ControlSize, string> = { sm: 'h-7 px-2 text-sm', md: 'h-9 px-3 text-sm', lg: 'h-11 px-4' };

/** The classes of a button of `variant` and `size` (also for links that look like buttons). */
export function buttonClass(variant: ButtonVariant = 'secondary', size: ControlSize = 'lg'): string {
  return `${BASE} ${VARIANTS[variant]} ${SIZES[size]}`;
}

/**
 * A react-aria button. While `isPending` it keeps its width, shows a spinner over its label and
 * tells screen readers it is busy (react-aria announces the pending state).
 */
export function Button({ variant = 'secondary', size = 'lg', className, children, ...props }: ButtonProps) {
  return (
    <AriaButton {...props} className={(state) => resolveClassName(className, state, buttonClass(variant, size))}>
      {(state) => (
        <>
          <span
            className={state.isPending ? 'invisible inline-flex items-center gap-2' : 'inline-flex items-center gap-2'}
          >
            {typeof children === 'function' ? children(state) : children}
          </span>
          {state.isPending ? (
            <span aria-hidden="true" className="absolute inset-0 flex items-center justify-center">
              <Spinner />
            </span>
          ) : null}
        </>
      )}
    </AriaButton>
  );
}

/** A small spinning ring in the current colour. */
export function Spinner({ className = 'size-4' }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={`animate-spin ${className}`} aria-hidden="true">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
