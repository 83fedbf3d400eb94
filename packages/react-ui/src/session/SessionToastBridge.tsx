import { useEffect } from 'react';
import { bindSessionToasts, type SessionToastsOptions } from './bindSessionToasts';

/** Props of {@link SessionToastBridge}. */
export type SessionToastBridgeProps = SessionToastsOptions;

/** Mounts {@link bindSessionToasts} for as long as it is rendered; renders nothing. */
export function SessionToastBridge({ stores, toasts }: SessionToastBridgeProps) {
  useEffect(() => bindSessionToasts({ stores, toasts }), [stores, toasts]);
  return null;
}
