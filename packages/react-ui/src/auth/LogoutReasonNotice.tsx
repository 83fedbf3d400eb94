import { isAutomaticLogoutReason } from '@salesdesk/sdk';
import { useEffect, useState } from 'react';
import { uiMessages } from '../messages';

const t = uiMessages.login;

/** Props of {@link LogoutReasonNotice}. */
export interface LogoutReasonNoticeProps {
  /** The login page's `?reason=`: why the session ended (anything else shows nothing). */
  reason?: string | null;
  /** Whether the login brings the user back to where they were (`?target=`). */
  returns?: boolean;
}

/**
 * Above the login form after a logout the user did not ask for: why the session ended (expired,
 * idle, ended by the server, logged out in another tab) and, with a target, that the login brings
 * them back. The live region is there from the first render and the text enters it just after,
 * so screen readers announce it (a region born with its text is often read by none).
 */
export function LogoutReasonNotice({ reason, returns = false }: LogoutReasonNoticeProps) {
  const known = isAutomaticLogoutReason(reason) ? reason : null;
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!known) return;
    const timer = setTimeout(() => setShown(true), 50);
    return () => clearTimeout(timer);
  }, [known]);
  return (
    <div role="status" className={known ? 'mb-4' : 'sr-only'} data-testid="logout-reason">
      {known && shown ? (
        <p className="rounded-md border border-info-500 border-l-4 bg-info-50 px-3 py-2 text-sm text-text dark:bg-surface-raised">
          {t.logoutReasons[known]}
          {returns ? ` ${t.returnNote}` : null}
        </p>
      ) : null}
    </div>
  );
}
