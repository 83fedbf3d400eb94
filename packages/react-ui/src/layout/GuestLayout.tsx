import type { ReactNode } from 'react';
import { type ClassNameProp, resolveClassName } from '../className';
import { useSalesdesk } from '../context/salesdeskContext';

/** Props of {@link GuestLayout}. */
export interface GuestLayoutProps {
  children?: ReactNode;
  className?: ClassNameProp<Record<string, never>>;
}

/** The guest layout (login, forgot and reset password): a centred card under the brand name. */
export function GuestLayout({ children, className }: GuestLayoutProps) {
  const { brand } = useSalesdesk();
  return (
    <div
      className={resolveClassName(
        className,
        {},
        'flex min-h-screen flex-col items-center justify-center gap-6 bg-surface-sunken p-4 text-text',
      )}
    >
      <p className="text-xl font-semibold text-primary-700 dark:text-primary-300">{brand.name}</p>
      <main className="w-full max-w-md rounded-lg bg-surface-raised p-6 shadow">{children}</main>
    </div>
  );
}
