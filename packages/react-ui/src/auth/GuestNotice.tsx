import { AppLink } from '../context/AppLink';
import { GUEST_PATHS } from '../pages/guestPaths';

/** Props of {@link GuestNotice}. */
export interface GuestNoticeProps {
  title: string;
  text: string;
  /** The link back to login. */
  linkLabel: string;
}

/** The end of a guest flow (link sent, password changed): what happened, and the way to login. */
export function GuestNotice({ title, text, linkLabel }: GuestNoticeProps) {
  return (
    <div className="mx-auto flex w-full max-w-sm flex-col gap-4">
      <h1 className="text-2xl font-semibold text-text">{title}</h1>
      <p role="status" className="text-sm text-text-muted">
        {text}
      </p>
      <AppLink href={GUEST_PATHS.login} className="text-sm text-primary-700 hover:underline dark:text-primary-300">
        {linkLabel}
      </AppLink>
    </div>
  );
}
