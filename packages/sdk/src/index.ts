// @salesdesk/sdk public API. Everything not exported here is private.

export type { CookieJar, CookieOptions, TokenStore } from './auth/tokenStore';
// auth
export {
  authCookieName,
  browserCookieJar,
  cookieTokenStore,
  DEFAULT_COOKIE_PREFIX,
  decodeTokenExp,
  decodeTokenPayload,
  memoryCookieJar,
  memoryTokenStore,
} from './auth/tokenStore';
export type { ApiClient, ApiClientOptions, UnauthorizedDecision } from './client/apiClient';
// client
export { createApiClient } from './client/apiClient';
export { readStockFilter, readZoom } from './client/uiConfig';
export type {
  LoginBody,
  LoginResponse,
  StockFilter,
  UiConfigKey,
  UiConfigWrite,
  UserInformation,
} from './contract/account';
// contract: account
export {
  accountEndpoints,
  DEFAULT_STOCK_FILTER,
  DEFAULT_ZOOM,
  loginBodySchema,
  loginResponseSchema,
  stockFilterSchema,
  UI_CONFIG_KEYS,
  uiConfigWriteSchema,
  userInformationSchema,
  zoomSchema,
} from './contract/account';
export type { ErrorBody, ListPage } from './contract/common';
export {
  DEFAULT_PAGE_LIMIT,
  errorBodySchema,
  idParams,
  idSchema,
  isoDate,
  isoDateTime,
  listQuery,
  listResponse,
  MAX_PAGE_LIMIT,
  okSchema,
} from './contract/common';
export type { EndpointDef, EndpointInput, EndpointOutput, HttpMethod, PartSchema } from './contract/endpoint';
// contract core
export { buildPath, defineEndpoint } from './contract/endpoint';
export type { EndpointName, Endpoints } from './contract/endpoints';
export { endpoints } from './contract/endpoints';
export type { ParseResult } from './contract/validation';
export { parseWithPolishErrors, polishErrorMap, toFieldErrors, typeError } from './contract/validation';
export type { PageAccessRule, RestrictedFeature, RoleName } from './domain/access';
// domain
export {
  ADMIN_ROLE,
  canAccess,
  HOME_COMPANY_CODE,
  is3WCompany,
  pageAccess,
  RESTRICTED_FEATURE_ROLES,
  ROLES,
} from './domain/access';
export type { BrandConfig, BrandId } from './domain/brand';
export { BRAND_IDS, brands, getBrand, isBrandId, visibleColumns } from './domain/brand';
export type { FieldErrors, SalesdeskErrorCode } from './errors';
// errors
export { ApiError, ContractError, NetworkError, SalesdeskError } from './errors';
// messages
export { formatMessage, messages } from './messages/pl';
// session
export type {
  ActivityEventName,
  ActivitySource,
  EventTargetLike,
  ManualActivitySource,
} from './session/activitySource';
export { ACTIVITY_EVENTS, browserActivitySource, manualActivitySource } from './session/activitySource';
export type { BrowserSession, BrowserSessionOptions } from './session/createBrowserSession';
export { createBrowserSession } from './session/createBrowserSession';
export type { SessionConfig } from './session/sessionConfig';
export { DEFAULT_SESSION_CONFIG, RENEW_LOCK_NAME, safeLoginTarget } from './session/sessionConfig';
export type { SessionCountdownOptions } from './session/sessionCountdown';
export { createSessionCountdown, splitCountdown } from './session/sessionCountdown';
export type {
  LogoutReason,
  RenewResult,
  SessionApiHooks,
  SessionEngine,
  SessionEngineOptions,
  SessionLogger,
  SessionSocketHandle,
} from './session/sessionEngine';
export { createSessionEngine } from './session/sessionEngine';
export type { LockManagerLike, LockRunOptions, SessionLock } from './session/sessionLock';
export { memoryLock, navigatorLock } from './session/sessionLock';
export type { Clock, Scheduler, TimerHandle } from './session/time';
export { MAX_TIMER_DELAY_MS, systemClock, systemScheduler } from './session/time';
export type { ManualVisibilitySource, VisibilitySource } from './session/visibilitySource';
export { browserVisibilitySource, manualVisibilitySource } from './session/visibilitySource';
// socket
export type { LiveSocket, LiveSocketOptions } from './socket/liveSocket';
export { createLiveSocket, socketFailedMessage } from './socket/liveSocket';
// stores
export type {
  LiveNotification,
  SessionErrorEvent,
  SessionState,
  SessionStores,
  SocketStatus,
  WsData,
} from './stores/sessionStores';
export {
  $lastNotification,
  $session,
  $sessionError,
  $socketStatus,
  $unreadCount,
  $user,
  $wsData,
  createSessionStores,
  defaultSessionStores,
  INITIAL_SESSION,
} from './stores/sessionStores';
// tabSync
export type { BroadcastChannelLike, TabChannel, TabChannelHub, TabCommand } from './tabSync/tabChannel';
export {
  broadcastTabChannel,
  createTabChannelHub,
  parseTabCommand,
  singleTabChannel,
  TAB_CHANNEL_NAME,
} from './tabSync/tabChannel';
