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
