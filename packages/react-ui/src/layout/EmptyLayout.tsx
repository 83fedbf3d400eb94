import type { ReactNode } from 'react';
import { type ClassNameProp, resolveClassName } from '../className';

/** Props of {@link EmptyLayout}. */
export interface EmptyLayoutProps {
  children?: ReactNode;
  className?: ClassNameProp<Record<string, never>>;
}

/** The empty layout of the two add wizards: the page alone, full screen. */
export function EmptyLayout({ children, className }: EmptyLayoutProps) {
  return (
    <main className={resolveClassName(className, {}, 'min-h-screen bg-surface-sunken p-4 text-text')}>{children}</main>
  );
}
