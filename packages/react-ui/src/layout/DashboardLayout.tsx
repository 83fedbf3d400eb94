import { type ReactNode, useState } from 'react';
import { type ClassNameProp, dataFlag, resolveClassName } from '../className';
import { AppLink } from '../context/AppLink';
import { useSalesdesk, useUser } from '../context/SalesdeskProvider';
import { Button } from '../controls/Button';
import { uiMessages } from '../messages';
import { pageMessages } from '../messages/pages';
import { ColorModeSwitch } from '../shell/ColorModeSwitch';
import type { ColorModeController } from '../shell/colorMode';
import { ColorModeContext } from '../shell/colorModeContext';
import { isCurrentNav, navFor } from './dashboardNav';

/** Render state of {@link DashboardLayout}. */
export interface DashboardLayoutRenderProps {
  isLoggingOut: boolean;
}

/** Props of {@link DashboardLayout}. */
export interface DashboardLayoutProps {
  children?: ReactNode;
  /** The current path, to mark the current navigation entry. */
  currentPath?: string;
  /** Shows the colour mode switch in the header when given. */
  colorMode?: ColorModeController;
  /** Extra header content (e.g. the unread notifications counter). */
  headerExtra?: ReactNode;
  className?: ClassNameProp<DashboardLayoutRenderProps>;
}

/** The dashboard layout: header with the user's name and logout, navigation, the page. */
export function DashboardLayout({
  children,
  currentPath = '',
  colorMode,
  headerExtra,
  className,
}: DashboardLayoutProps) {
  const { session, brand } = useSalesdesk();
  const user = useUser();
  const [isLoggingOut, setLoggingOut] = useState(false);

  async function logout() {
    setLoggingOut(true);
    try {
      await session.logout();
    } finally {
      setLoggingOut(false);
    }
  }

  const t = uiMessages.header;
  return (
    <div
      data-logging-out={dataFlag(isLoggingOut)}
      className={resolveClassName(
        className,
        { isLoggingOut },
        'flex min-h-screen flex-col bg-surface-sunken text-text',
      )}
    >
      <header className="flex flex-wrap items-center gap-3 border-b border-border bg-surface px-4 py-2">
        <AppLink href="/pl/dashboard" className="mr-auto text-lg font-semibold text-primary-700 dark:text-primary-300">
          {brand.name}
        </AppLink>
        {headerExtra}
        {colorMode && <ColorModeSwitch controller={colorMode} />}
        {user && (
          <span className="text-sm" data-user={user.username}>
            {user.firstname} {user.lastname}
          </span>
        )}
        <Button size="md" onPress={logout} isDisabled={isLoggingOut}>
          {isLoggingOut ? t.loggingOut : t.logout}
        </Button>
      </header>
      <div className="flex flex-1 flex-col md:flex-row">
        <nav
          aria-label={pageMessages.nav.label}
          className="border-b border-border bg-surface md:w-44 md:shrink-0 md:border-r md:border-b-0"
        >
          <ul className="flex gap-1 overflow-x-auto p-2 md:flex-col">
            {navFor(user?.role).map((item) => {
              const current = isCurrentNav(item, currentPath);
              return (
                <li key={item.id}>
                  <AppLink
                    href={item.href}
                    aria-current={current ? 'page' : undefined}
                    data-current={dataFlag(current)}
                    className="block rounded px-3 py-1.5 text-sm whitespace-nowrap hover:bg-surface-sunken data-[current]:bg-primary-100 data-[current]:font-medium data-[current]:text-primary-900 dark:data-[current]:bg-primary-900 dark:data-[current]:text-primary-100"
                  >
                    {item.label}
                  </AppLink>
                </li>
              );
            })}
          </ul>
        </nav>
        <main id="content" className="min-w-0 flex-1 p-4 md:p-5">
          <ColorModeContext.Provider value={colorMode ?? null}>{children}</ColorModeContext.Provider>
        </main>
      </div>
    </div>
  );
}
