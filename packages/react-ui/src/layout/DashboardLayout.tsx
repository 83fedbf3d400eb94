import { type MouseEvent, type ReactNode, useId, useRef, useState } from 'react';
import { type ClassNameProp, dataFlag, resolveClassName } from '../className';
import { AppLink } from '../context/AppLink';
import { useSalesdesk, useUser } from '../context/salesdeskContext';
import { Button } from '../controls/Button';
import { uiMessages } from '../messages';
import { pageMessages } from '../messages/pages';
import { ColorModeSwitch } from '../shell/ColorModeSwitch';
import type { ColorModeController } from '../shell/colorMode';
import { ColorModeContext } from '../shell/colorModeContext';
import { MD_MEDIA_QUERY, useMediaQuery } from '../table/useMediaQuery';
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
  // Below md the navigation folds behind a "Menu" button; it folds again on every navigation.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === currentPath;
  const navId = useId();
  // Below md: brand, counter and "Menu" in the header; navigation, name, colour mode and logout in the menu.
  const wide = useMediaQuery(MD_MEDIA_QUERY);
  const main = useRef<HTMLElement>(null);

  function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
    // Focus the page itself (not only scroll to it): the next Tab starts inside the content.
    event.preventDefault();
    main.current?.focus();
  }

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
      {/* biome-ignore lint/a11y/useValidAnchor: a skip link is a link to #content (it works without script too); the click handler only moves focus there as well. */}
      <a
        href="#content"
        onClick={skipToContent}
        className="sr-only rounded-md bg-primary-700 px-4 py-2 text-on-primary focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:outline-none focus:ring-2 focus:ring-focus"
      >
        {uiMessages.app.skipToContent}
      </a>
      <header className="flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-border bg-surface px-4 py-2">
        <AppLink href="/pl/dashboard" className="mr-auto text-lg font-semibold text-primary-700 dark:text-primary-300">
          {brand.name}
        </AppLink>
        {headerExtra}
        {wide && colorMode && <ColorModeSwitch controller={colorMode} />}
        {wide && user && (
          <span className="text-sm" data-user={user.username}>
            {user.firstname} {user.lastname}
          </span>
        )}
        {wide ? null : (
          <Button
            size="md"
            aria-expanded={menuOpen}
            aria-controls={navId}
            onPress={() => setMenuOpenAt(menuOpen ? null : currentPath)}
          >
            {pageMessages.nav.menu}
          </Button>
        )}
        {wide ? (
          <Button size="md" onPress={logout} isDisabled={isLoggingOut}>
            {isLoggingOut ? t.loggingOut : t.logout}
          </Button>
        ) : null}
      </header>
      <div className="flex flex-1 flex-col md:flex-row">
        <nav
          id={navId}
          aria-label={pageMessages.nav.label}
          data-open={dataFlag(menuOpen)}
          className="hidden border-b border-border bg-surface data-[open]:block md:block md:w-44 md:shrink-0 md:border-r md:border-b-0"
        >
          <ul className="flex flex-col gap-1 p-2">
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
          {/* Below md the header keeps the brand, the counter and "Menu"; the rest lives here. */}
          {wide ? null : (
            <div className="flex flex-wrap items-center gap-3 border-t border-border p-3">
              {user && (
                <span className="text-sm">
                  {user.firstname} {user.lastname}
                </span>
              )}
              {colorMode && <ColorModeSwitch controller={colorMode} />}
              <Button size="md" onPress={logout} isDisabled={isLoggingOut}>
                {isLoggingOut ? t.loggingOut : t.logout}
              </Button>
            </div>
          )}
        </nav>
        <main id="content" ref={main} tabIndex={-1} className="min-w-0 flex-1 p-4 outline-none md:p-5">
          <ColorModeContext.Provider value={colorMode ?? null}>{children}</ColorModeContext.Provider>
        </main>
      </div>
    </div>
  );
}
