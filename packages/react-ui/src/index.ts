// @salesdesk/react-ui public API. Everything not exported here is private.

// auth
export type { LoginPageProps, LoginPageRenderProps } from './auth/LoginPage';
export { LoginPage } from './auth/LoginPage';
// styling helpers
export type { ClassNameProp } from './className';
export { dataFlag, resolveClassName } from './className';
// context
export type { AppLinkProps } from './context/AppLink';
export { AppLink } from './context/AppLink';
export type {
  SalesdeskContextValue,
  SalesdeskProviderProps,
  SessionLike,
  SessionView,
} from './context/SalesdeskProvider';
export {
  SalesdeskContext,
  SalesdeskProvider,
  useSalesdesk,
  useSessionState,
  useUser,
} from './context/SalesdeskProvider';
// dashboard
export type { DashboardPageProps } from './dashboard/DashboardPage';
export { DashboardPage } from './dashboard/DashboardPage';
export type { DashboardTile } from './dashboard/dashboardTiles';
export { DASHBOARD_TILES } from './dashboard/dashboardTiles';
// errors
export type { ErrorPageProps } from './errors/ErrorPage';
export { defaultStatusMessage, ErrorPage } from './errors/ErrorPage';
export type { NotFoundPageProps } from './errors/NotFoundPage';
export { NotFoundPage } from './errors/NotFoundPage';
// layout
export type { DashboardLayoutProps, DashboardLayoutRenderProps } from './layout/DashboardLayout';
export { DashboardLayout } from './layout/DashboardLayout';
export type { NavItem } from './layout/dashboardNav';
export { DASHBOARD_NAV, isCurrentNav, navFor } from './layout/dashboardNav';
export type { EmptyLayoutProps } from './layout/EmptyLayout';
export { EmptyLayout } from './layout/EmptyLayout';
export type { GuestLayoutProps } from './layout/GuestLayout';
export { GuestLayout } from './layout/GuestLayout';
export { PlaceholderPage } from './layout/PlaceholderPage';
// messages
export { fillMessage, uiMessages } from './messages';
// notifications
export type { NotificationsPageProps } from './notifications/NotificationsPage';
export { describeNotification, NotificationsPage } from './notifications/NotificationsPage';
export type { UnreadBadgeProps } from './notifications/UnreadBadge';
export { UnreadBadge } from './notifications/UnreadBadge';
export type { NotificationsList, NotificationsListOptions } from './notifications/useNotificationsList';
export { useNotificationsList } from './notifications/useNotificationsList';
// session
export type { SessionToastsOptions } from './session/bindSessionToasts';
export { bindSessionToasts } from './session/bindSessionToasts';
export type { SessionToastBridgeProps } from './session/SessionToastBridge';
export { SessionToastBridge } from './session/SessionToastBridge';
export type { SessionWarningModalProps } from './session/SessionWarningModal';
export { SessionWarningModal } from './session/SessionWarningModal';
// shell
export { ColorModeSwitch } from './shell/ColorModeSwitch';
export type { ColorMode, ColorModeController, ColorModeEnv } from './shell/colorMode';
export { COLOR_MODE_STORAGE_KEY, createColorMode } from './shell/colorMode';
export type { DimmingOverlaysProps } from './shell/DimmingOverlays';
export { DimmingOverlays } from './shell/DimmingOverlays';
export type { LoadingBarProps, LoadingBarRenderProps } from './shell/LoadingBar';
export { LoadingBar } from './shell/LoadingBar';
export type {
  LoadingBarController,
  LoadingBarOptions,
  LoadingBarState,
  LoadingBarStatus,
} from './shell/loadingBarStore';
export { createLoadingBar, loadingBar } from './shell/loadingBarStore';
export type { OverlayName } from './shell/overlays';
export { $overlays, hideOverlay, showOverlay } from './shell/overlays';
export type { ZoomEnv } from './shell/zoom';
export { bindZoom, DEFAULT_UI_ZOOM, ZOOM_MEDIA_QUERY } from './shell/zoom';
// toast
export type { ToastAreaProps, ToastRenderProps } from './toast/ToastArea';
export { ToastArea } from './toast/ToastArea';
export type { ProductGroupFacts, Toast, ToastAction, ToastInput, ToastStore, ToastType } from './toast/toastStore';
export {
  createToastStore,
  notificationToast,
  offerWizardStep2Path,
  productGroupToast,
  TOAST_TIMEOUT_MS,
  toasts,
} from './toast/toastStore';
