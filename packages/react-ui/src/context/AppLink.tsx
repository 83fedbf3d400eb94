import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useSalesdesk } from './salesdeskContext';

/** Props of {@link AppLink}. */
export interface AppLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** An app path, e.g. `/pl/dashboard/offers`. */
  href: string;
}

/**
 * A link inside the app: a real `<a href>` (so middle-click and "open in new tab" work) whose
 * plain left click navigates through the router instead of reloading the page.
 */
export function AppLink({ href, onClick, ...rest }: AppLinkProps) {
  const { navigate } = useSalesdesk();
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (rest.target && rest.target !== '_self') return;
    event.preventDefault();
    navigate(href);
  }
  return <a href={href} onClick={handleClick} {...rest} />;
}
