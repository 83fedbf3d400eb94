import type { SessionLike } from '@salesdesk/react-ui';
import type { SessionEngine } from '@salesdesk/sdk';

/**
 * The sdk's session engine seen as the UI's {@link SessionLike}: its state lives in its stores.
 * Swapping the skeleton session for the engine in main.tsx is this one call.
 */
export function engineSession(engine: SessionEngine): SessionLike {
  return {
    login: (username, password, target) => engine.login(username, password, target),
    logout: () => engine.logout(),
    $session: engine.stores.$session,
    $user: engine.stores.$user,
  };
}
