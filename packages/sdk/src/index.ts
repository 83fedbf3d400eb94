// @salesdesk/sdk public API. Everything not exported here is private.

export {
  APP_LOCALE,
  LOCALE_COOKIE_MAX_AGE_SECONDS,
  languageRedirectCookieName,
  localeCookieName,
  writeLocaleCookies,
} from './auth/localeCookies';
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
export type { ApiClient, ApiClientOptions, CallOptions, UnauthorizedDecision } from './client/apiClient';
// client
export { createApiClient } from './client/apiClient';
export { newIdempotencyKey } from './client/newIdempotencyKey';
export { readStockFilter, readZoom } from './client/uiConfig';
export type {
  LoginBody,
  LoginResponse,
  Readiness,
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
  forgotPasswordBodySchema,
  healthCheckSchema,
  loginBodySchema,
  loginResponseSchema,
  newPasswordSchema,
  readinessSchema,
  resetPasswordBodySchema,
  stockFilterSchema,
  UI_CONFIG_KEYS,
  uiConfigWriteSchema,
  userInformationSchema,
  zoomSchema,
} from './contract/account';
// contract: the API's own description (OpenAPI document)
export type {
  JsonSchemaNode,
  OpenApiDocument,
  OpenApiOperation,
  OpenApiParameter,
  OpenApiResponse,
} from './contract/apiDescription';
export {
  apiDescriptionEndpoints,
  openApiDocumentSchema,
  openApiOperationSchema,
  openApiParameterSchema,
  openApiResponseSchema,
} from './contract/apiDescription';
// contract: personal API tokens
export type {
  ApiToken,
  ApiTokenAdminItem,
  ApiTokenCreateBody,
  ApiTokenCreated,
  ApiTokenScope,
} from './contract/apiTokens';
export {
  API_TOKEN_LIFETIMES_DAYS,
  API_TOKEN_MAX_ACTIVE,
  API_TOKEN_MAX_DAYS,
  API_TOKEN_PREFIX,
  API_TOKEN_SCOPES,
  API_TOKEN_SORT_FIELDS,
  API_TOKEN_STATUSES,
  apiTokenAdminItemSchema,
  apiTokenCreateBodySchema,
  apiTokenCreatedSchema,
  apiTokenEndpoints,
  apiTokenSchema,
  isApiToken,
} from './contract/apiTokens';
// contract: catalogue, stock, suppliers
export { booleanFilter, eanSchema, listOf, warehouseCodeSchema } from './contract/catalogueQuery';
export type { Change, ChangesPage } from './contract/changes';
export {
  CHANGE_ENTITY_TYPES,
  CHANGE_KINDS,
  CHANGES_MAX_LIMIT,
  changeEndpoints,
  changeSchema,
  changesPageSchema,
} from './contract/changes';
// contract: clients, invoices, users, substitutions, imports, notifications, shortcuts, table config
export type { Client, ClientContact, ClientDetail, SalesBlock } from './contract/clients';
export {
  CLIENT_SORT_FIELDS,
  clientContactSchema,
  clientDetailSchema,
  clientEndpoints,
  clientListQuerySchema,
  clientSchema,
  recipientPayerSchema,
  salesBlockSchema,
} from './contract/clients';
export type { ErrorBody, FileAnswer, ListPage } from './contract/common';
export {
  DEFAULT_PAGE_LIMIT,
  errorBodySchema,
  fileAnswerSchema,
  idParam,
  idParams,
  idSchema,
  isoDate,
  isoDateTime,
  listQuery,
  listResponse,
  MAX_PAGE_LIMIT,
  okSchema,
  searchTextSchema,
} from './contract/common';
export type { DashboardCounts } from './contract/dashboard';
export { dashboardCountsSchema, dashboardEndpoints } from './contract/dashboard';
export { documentPdfEndpoints } from './contract/documentPdf';
export type {
  AddLinesBody,
  Delivery,
  DocumentDetail,
  DocumentHistoryEntry,
  DocumentItem,
  DocumentLineChange,
  DocumentLineRow,
  DocumentSummary,
  OfferItem,
  StockShortage,
} from './contract/documentSchemas';
// contract: offers and orders
export {
  addLinesBodySchema,
  DELIVERY_METHODS,
  deliverySchema,
  documentDetailSchema,
  documentDetailShape,
  documentHistoryEntrySchema,
  documentHistoryQuerySchema,
  documentItemSchema,
  documentLineChangeSchema,
  documentLineRowSchema,
  documentSummarySchema,
  groszeSchema,
  idempotencyKeySchema,
  lineStockShape,
  MAX_DOCUMENT_LINES,
  massDiscountBodySchema,
  newLinesSchema,
  ORDER_STATUSES,
  offerItemSchema,
  percentSchema,
  quantitySchema,
  sendPdfBodySchema,
  stockShortageSchema,
  versionSchema,
} from './contract/documentSchemas';
export type { EndpointDef, EndpointInput, EndpointOutput, HttpMethod, PartSchema } from './contract/endpoint';
// contract core
export { buildPath, defineEndpoint } from './contract/endpoint';
export type { EndpointName, Endpoints } from './contract/endpoints';
export { endpoints } from './contract/endpoints';
export {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_MESSAGE,
  IDEMPOTENCY_KEY_PATTERN,
  MAX_IDEMPOTENCY_KEY_LENGTH,
  parseIdempotencyKey,
} from './contract/idempotency';
export type {
  ImportApplyBody,
  ImportFileRun,
  ImportJob,
  ImportJobUpdateBody,
  ImportReport,
  ImportRowError,
  ImportRun,
  ImportStartQuery,
} from './contract/imports';
export {
  IMPORT_FILE_STATUSES,
  IMPORT_JOB_STATUSES,
  IMPORT_RUN_STATUSES,
  importApplyBodySchema,
  importEndpoints,
  importFileBodySchema,
  importFileRunSchema,
  importJobSchema,
  importJobUpdateBodySchema,
  importReportSchema,
  importRowErrorSchema,
  importRunSchema,
  importStartQuerySchema,
  MAX_IMPORT_FILE_BYTES,
} from './contract/imports';
export type { ProductInWarehouse, StockWarehouse, WarehouseProduct } from './contract/inventory';
export {
  inventoryEndpoints,
  productInWarehouseSchema,
  productInWarehousesQuerySchema,
  stockWarehouseSchema,
  stockWarehousesQuerySchema,
  WAREHOUSE_PRODUCT_SORT_FIELDS,
  warehouseProductSchema,
  warehouseProductsQuerySchema,
} from './contract/inventory';
export type {
  ClientInvoice,
  InvoiceCorrection,
  InvoiceDetail,
  InvoiceListItem,
  InvoiceStatus,
  Settlement,
} from './contract/invoices';
export {
  CLIENT_INVOICE_SORT_FIELDS,
  clientInvoiceSchema,
  INVOICE_SORT_FIELDS,
  INVOICE_STATUSES,
  invoiceCorrectionSchema,
  invoiceDetailSchema,
  invoiceEndpoints,
  invoiceLineSchema,
  invoiceListItemSchema,
  invoicePaymentSchema,
  ksefNumberSchema,
  PAYMENT_METHODS,
  SETTLEMENT_SORT_FIELDS,
  settlementSchema,
  vatRateSumSchema,
} from './contract/invoices';
export type {
  DocumentChangeEvent,
  LiveDocumentMessage,
  LiveOfferChange,
  LiveOrderChange,
} from './contract/liveDocuments';
export {
  DOCUMENT_CHANGE_EVENTS,
  liveDocumentMessageSchema,
  liveOfferChangeSchema,
  liveOrderChangeSchema,
} from './contract/liveDocuments';
export type { Notification, NotificationType } from './contract/notifications';
export {
  liveNotificationSchema,
  NOTIFICATION_METADATA,
  NOTIFICATION_TYPES,
  notificationEndpoints,
  notificationMetadataEntrySchema,
  notificationSchema,
  readListBodySchema,
  unreadCountSchema,
} from './contract/notifications';
export { offerEndpoints } from './contract/offerEndpoints';
export type { OfferDetail, OfferHeader, OfferLineChange, OfferLineRow, OfferSummary } from './contract/offers';
export {
  ATTACHMENT_TYPES,
  acceptantThresholdSchema,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS_PER_DOCUMENT,
  MAX_ATTACHMENTS_TOTAL_BYTES,
  offerCreateBodySchema,
  offerDetailSchema,
  offerHeaderSchema,
  offerItemAddResponseSchema,
  offerLineChangeSchema,
  offerLineRowSchema,
  offerListColumns,
  offerListQuerySchema,
  offerSummarySchema,
} from './contract/offers';
export { orderEndpoints } from './contract/orderEndpoints';
export type { OrderStockPreview } from './contract/orderStockPreview';
export { orderStockPreviewSchema } from './contract/orderStockPreview';
export type {
  MailStatus,
  OrderConfirmResponse,
  OrderDetail,
  OrderHeader,
  OrderLineChange,
  OrderSummary,
  OutboxDelivery,
  OutboxEntry,
} from './contract/orders';
export {
  MAIL_STATUSES,
  orderAddProductBodySchema,
  orderConfirmResponseSchema,
  orderCreateBodySchema,
  orderDeadlinesBodySchema,
  orderDeliveryBodySchema,
  orderDetailSchema,
  orderHeaderSchema,
  orderLineChangeSchema,
  orderListColumns,
  orderSummarySchema,
  orderUpdateBodySchema,
  outboxDeliverySchema,
  outboxEntrySchema,
  SENT_DOCUMENT_KINDS,
} from './contract/orders';
export type { ProductFacets } from './contract/productFacets';
export { productFacetEndpoints, productFacetsSchema } from './contract/productFacets';
export type {
  MatchCandidate,
  MatchKind,
  MatchResult,
  MatchRow,
  MatchRowStatus,
  ProductMatchResponse,
} from './contract/productMatch';
export {
  MATCH_KINDS,
  MATCH_MAX_ROWS,
  MATCH_MAX_TEXT,
  MATCH_ROW_KINDS,
  MATCH_ROW_STATUSES,
  MATCHED_BY,
  matchCandidateSchema,
  matchResultSchema,
  matchRowSchema,
  matchRowsOf,
  productMatchBodySchema,
  productMatchEndpoints,
  productMatchResponseSchema,
} from './contract/productMatch';
export type {
  Product,
  ProductAttribute,
  ProductChange,
  ProductChangeField,
  ProductListItem,
  ProductPrice,
  ProductSearchItem,
  RelatedProduct,
  SalesStats,
} from './contract/products';
export {
  attributeCodeSchema,
  PRICE_CHANGE_FIELDS,
  PRODUCT_CHANGE_FIELDS,
  PRODUCT_RELATION_TYPES,
  PRODUCT_RELATION_VARIANTS,
  PRODUCT_SORT_FIELDS,
  productAttributeSchema,
  productAttributesQuerySchema,
  productChangeSchema,
  productChangesQuerySchema,
  productChangeValueKind,
  productEndpoints,
  productListItemSchema,
  productListQuerySchema,
  productPriceSchema,
  productPricesQuerySchema,
  productQuerySchema,
  productSchema,
  productSearchItemSchema,
  productsRelatedParamsSchema,
  productsRelatedQuerySchema,
  relatedProductSchema,
  STOCK_CHANGE_FIELDS,
  salesStatsQuerySchema,
  salesStatsSchema,
} from './contract/products';
export type { ConflictCode, ServerErrorCode } from './contract/serverErrorCodes';
export { SERVER_ERROR_CODES } from './contract/serverErrorCodes';
export type { SetupStatus, SetupStep } from './contract/setup';
export { needsFirstImports, SETUP_STEPS, setupEndpoints, setupStatusSchema } from './contract/setup';
export type { ShortcutKey, Shortcuts } from './contract/shortcuts';
export { DEFAULT_SHORTCUTS, SHORTCUT_KEYS, shortcutEndpoints, shortcutsSchema } from './contract/shortcuts';
export type { Substitution, SubstitutionCreateBody } from './contract/substitutions';
export {
  SUBSTITUTION_SORT_FIELDS,
  SUBSTITUTION_STATUSES,
  substitutionCreateBodySchema,
  substitutionEndpoints,
  substitutionSchema,
} from './contract/substitutions';
export type { Supplier } from './contract/suppliers';
export { supplierEndpoints, supplierQuerySchema, supplierSchema } from './contract/suppliers';
export type { LearnedMatch, LearnedMatchBody, SynonymGroup, SynonymGroupBody } from './contract/synonyms';
export {
  learnedMatchBodySchema,
  learnedMatchSchema,
  SYNONYM_GROUP_MAX_WORDS,
  SYNONYM_GROUP_MIN_WORDS,
  SYNONYM_MAX_GROUPS,
  SYNONYM_WORD_MAX,
  SYNONYM_WORD_MIN,
  synonymEndpoints,
  synonymGroupBodySchema,
  synonymGroupSchema,
} from './contract/synonyms';
export type { TableConfig } from './contract/tableConfig';
export {
  DEFAULT_TABLE_COLUMNS,
  DEFAULT_TABLE_PAGE_SIZE,
  DOCUMENT_LINE_COLUMNS,
  defaultTableConfig,
  isLineTable,
  TABLE_COLUMNS,
  TABLE_IDS,
  tableConfigBodySchema,
  tableConfigEndpoints,
  tableConfigSchema,
} from './contract/tableConfig';
export type { UserListItem } from './contract/users';
export {
  assignRoleBodySchema,
  assignStatusBodySchema,
  assignWarehouseBodySchema,
  queryBoolean,
  roleSchema,
  USER_SORT_FIELDS,
  USER_SOURCES,
  userEndpoints,
  userListItemSchema,
  userRoleSchema,
} from './contract/users';
export type { ParseResult } from './contract/validation';
export {
  installPolishZodMessages,
  parseWithPolishErrors,
  polishErrorMap,
  toFieldErrors,
  typeError,
} from './contract/validation';
export type {
  WebhookAttempt,
  WebhookCreateBody,
  WebhookDelivery,
  WebhookDeliveryStatus,
  WebhookEndpoint,
  WebhookEventType,
  WebhookPayload,
  WebhookRetryAnswer,
  WebhookSecretAnswer,
  WebhookUpdateBody,
} from './contract/webhooks';
export {
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_DISABLED_REASONS,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_MAX_ENDPOINTS,
  WEBHOOK_OPENAPI,
  WEBHOOK_SECRET_PREFIX,
  WEBHOOK_TEST_EVENT,
  webhookAttemptSchema,
  webhookCreateBodySchema,
  webhookDeliverySchema,
  webhookEndpointSchema,
  webhookEndpoints,
  webhookPayloadSchema,
  webhookRetryAnswerSchema,
  webhookSecretAnswerSchema,
  webhookTestDataSchema,
  webhookUpdateBodySchema,
} from './contract/webhooks';
export type { PageAccessRule, RestrictedFeature, RoleName } from './domain/access';
// domain
export {
  ADMIN_ROLE,
  canAccess,
  everyWarehouseStock,
  HOME_COMPANY_CODE,
  is3WCompany,
  pageAccess,
  RESTRICTED_FEATURE_ROLES,
  ROLES,
  readsEveryWarehouse,
} from './domain/access';
export type {
  ApprovalAuthority,
  ApprovalFacts,
  ApprovalLevel,
  ApprovalLine,
  ApprovalThreshold,
  Approver,
} from './domain/approval';
export {
  APPROVAL_LEVELS,
  approvalAuthority,
  approvalLevelFor,
  approvalRank,
  approverLevel,
  canApproveLevel,
  DEFAULT_APPROVAL_THRESHOLD,
  effectiveApproverLevel,
  isBelowMinimal,
  ROLE_APPROVAL_LEVEL,
  requiredApprovalLevel,
} from './domain/approval';
export type { BrandConfig, BrandId, Letterhead } from './domain/brand';
export { BRAND_IDS, brands, getBrand, isBrandId, LETTERHEAD_FIELDS, termText, visibleColumns } from './domain/brand';
export type { BrandBasics } from './domain/brandBasics';
export { brandBasics, getBrandBasics } from './domain/brandBasics';
export type { CatalogueTable } from './domain/catalogueColumns';
export {
  catalogueColumnsFor,
  catalogueTables,
  productColumns,
  productInWarehousesColumns,
  productSearchColumns,
  warehouseProductColumns,
} from './domain/catalogueColumns';
export { describeCron } from './domain/cronDescription';
export type { LineChangeKind, LineChangeOf } from './domain/documentLineChange';
export { applyDocumentLineChange, applyOfferLineChange, lineChangeHeader } from './domain/documentLineChange';
export { gtin13CheckDigit, gtin13FromCode, isValidGtin13 } from './domain/gtin';
export {
  IMPORT_FULL_KINDS,
  IMPORT_KINDS,
  IMPORT_PRICE_COLUMNS,
  type ImportColumn,
  type ImportKind,
  type ImportKindColumns,
  importColumnOf,
  importColumns,
  importHeaderName,
  importSupportsFull,
} from './domain/importColumns';
export type { ImportCounts } from './domain/importOutcome';
export { emptyImportReport, importOutcomeMessage } from './domain/importOutcome';
export type { BundledFile, BundleProblem } from './domain/invoiceBundle';
export { bundleProblem, invoiceBundleName, MAX_BUNDLED_FILES } from './domain/invoiceBundle';
export type { VatLine, VatRateSum } from './domain/invoiceFigures';
export { overdueDaysOf, vatRateSums } from './domain/invoiceFigures';
export { crc8, isValidKsefNumber, KSEF_START_DATE, ksefChecksum, ksefNumber } from './domain/ksef';
export { learnedMatchKey } from './domain/learnedMatch';
export type { NameMatchDecision, RowWords } from './domain/matchScore';
export { CLEAR_LEAD, CONFIDENT_SCORE, decideNameMatch, MATCH_CANDIDATES, nameMatchScore } from './domain/matchScore';
export type { DocumentTotals, LineTotals, PriceChange, PricedLine, TypedPrice } from './domain/money';
export {
  applyDiscount,
  basisPoints,
  discountFromCatalog,
  divRoundHalfUp,
  documentTotals,
  lineAmount,
  lineTotals,
  marginPercent,
  massDiscounted,
  priceAtDiscount,
  quantityThousandths,
  repricedAt,
  shownDiscount,
  taxOf,
  totalsOfSums,
  typedPrice,
} from './domain/money';
export { formatNip, isValidNip, NIP_WEIGHTS, nipDigits } from './domain/nip';
export type { NotificationContent, NotificationDocument } from './domain/notificationContent';
export { IMPORTS_PAGE_PATH, notificationContent, WEBHOOKS_PAGE_PATH } from './domain/notificationContent';
export type { CoverLine } from './domain/offerCover';
export { withinOffer } from './domain/offerCover';
export type { OfferAction, OfferActor, OfferStatus, OfferTransition } from './domain/offerStatus';
export {
  APPROVAL_VOIDING_STATUSES,
  availableOfferActions,
  CIRCULATION_OFFER_STATUSES,
  FINAL_OFFER_STATUSES,
  isOfferEditable,
  nextOfferStatus,
  OFFER_ACTIONS,
  OFFER_STATUSES,
  OFFER_TRANSITIONS,
  ORDERABLE_OFFER_STATUSES,
  statusAfterLineChange,
  WIZARD_OFFER_STATUSES,
} from './domain/offerStatus';
export type { OrderAction, OrderStatus, OrderTransition } from './domain/orderStatus';
export { nextOrderStatus, ORDER_ACTIONS, ORDER_TRANSITIONS } from './domain/orderStatus';
export type { PastedQuantity, SplitLine } from './domain/pastedQuantity';
export { looksLikeCode, parsePastedNumber, parseQuantityCell, splitQuantity } from './domain/pastedQuantity';
export type {
  ParsePastedOptions,
  PastedColumnRole,
  PastedRow,
  PastedRowKind,
  PastedTable,
} from './domain/pastedRows';
export { PASTED_COLUMN_ROLES, parsePastedCells, parsePastedRows } from './domain/pastedRows';
export type { ClientCreditFacts, SalesBlockReason, SalesBlockReasonCode, SalesBlockStep } from './domain/salesBlock';
export {
  canOverrideSalesBlock,
  formatDays,
  SALES_BLOCK_OVERRIDE_ROLES,
  SALES_BLOCK_REASONS,
  salesBlockReasons,
  salesBlockRefusal,
} from './domain/salesBlock';
export type { SearchFields } from './domain/searchText';
export {
  foldSearchText,
  searchAliases,
  searchName,
  searchRank,
  searchTokens,
  searchWords,
  sizeAliases,
  wordPlace,
} from './domain/searchText';
export type { StockAvailability, StockFilterList } from './domain/stockAvailability';
export { availabilityQuery, STOCK_FILTER_FLAG_OF, startingAvailability } from './domain/stockAvailability';
export { TRADE_SYNONYM_SEED } from './domain/tradeSynonyms';
export { deletionKeys, isTypoCandidate, MIN_TYPO_WORD_LENGTH, withinOneEdit } from './domain/typos';
export type { ConversionTarget, ConvertedQuantity } from './domain/unitConversion';
export { convertQuantity, knownUnitSpellings, unitKind } from './domain/unitConversion';
export { displayUnit, isWholeUnit, MAX_QUANTITY, quantityProblem, WHOLE_UNITS } from './domain/units';
export type {
  UserAdminAction,
  UserAdminActor,
  UserAdminRefusal,
  UserAdminTarget,
} from './domain/userAdmin';
export {
  grantableRoles,
  rankRefusal,
  roleGrantRefusal,
  roleRank,
  selfChangeRefusal,
  substitutionRefusal,
  userAdminRefusal,
} from './domain/userAdmin';
export type { FieldErrors, SalesdeskErrorCode } from './errors';
// errors
export { ApiError, ContractError, NetworkError, SalesdeskError } from './errors';
export { neutraliseFormula, quoteCsv } from './export/csvCells';
// export: the lists' Polish column names and value labels, and their spreadsheet cells
export type { SpreadsheetKind, SpreadsheetValue } from './export/exportCells';
export {
  CALENDAR_DATE,
  calendarDate,
  groszeToDecimalString,
  groszeToNumber,
  INSTANT,
  SPREADSHEET_FORMATS,
  spreadsheetKindOf,
  spreadsheetSerial,
  spreadsheetValue,
  warsawWallClock,
} from './export/exportCells';
export type { ListResource } from './export/listColumns';
export {
  invoiceStatusLabels,
  listColumnLabel,
  listColumnLabels,
  listValueLabel,
  listValueLabels,
} from './export/listColumns';
export { listPageLimit } from './export/listPaging';
// format: pl-PL formatters for the UI, the CLI and the PDFs
export {
  formatDate,
  formatDateTime,
  formatMoney,
  formatMoneyAmount,
  formatNumber,
  formatPercent,
  formatQuantity,
  formatRelativeTime,
  groupDigits,
  NBSP,
  parseDecimal,
  parseMoney,
  warsawDay,
} from './format/formats';
export { apiTokenMessages } from './messages/apiTokens';
export { catalogueMessages } from './messages/catalogue';
export { clientMessages } from './messages/client';
export { contractCommonMessages } from './messages/contractCommon';
export { documentContractMessages } from './messages/documentContract';
export type { DocumentLineColumnKey, LineColumnLabel, LineColumnUnit } from './messages/documentLines';
export {
  documentLineColumnHeaders,
  documentLineColumnLabels,
  documentLineColumnMessages,
  lineColumnHeader,
} from './messages/documentLines';
export { importMessages } from './messages/imports';
export { ksefMessages } from './messages/ksef';
export { mailMessages } from './messages/mail';
export { notificationMessages } from './messages/notifications';
export { offerMessages } from './messages/offers';
export { peopleImportMessages } from './messages/peopleImports';
// messages
export { formatMessage, messages } from './messages/pl';
export { productGroupNotificationMessages } from './messages/productGroupNotifications';
export { referenceMessages } from './messages/reference';
export { roleLabel, roleLabels } from './messages/roles';
export { scheduleMessages } from './messages/schedule';
export { synonymMessages } from './messages/synonyms';
export { userAdminMessages } from './messages/userAdmin';
export { webhookMessages } from './messages/webhooks';
export { cacheAfterWrite, cachedDocumentVersion } from './query/cacheAfterWrite';
export type {
  DocumentDetailOf,
  DocumentKind,
  DocumentKindReads,
  DocumentLineWrite,
  OfferLineWrite,
  OrderLineWrite,
  WholeDocument,
} from './query/documentCache';
export {
  DOCUMENT_KINDS,
  DOCUMENT_LINE_WRITES,
  documentIsCurrent,
  isDocumentLineWrite,
  isOfferLineWrite,
  isOrderLineWrite,
  OFFER_LINE_WRITES,
  ORDER_LINE_WRITES,
  patchCacheAfterWrite,
} from './query/documentCache';
// query: TanStack Query options per endpoint, hierarchical keys invalidated by prefix, live-socket binding
export type {
  EndpointMutationOptions,
  EndpointQueryKey,
  EndpointQueryOptions,
  InputOf,
  MutationEndpointName,
  OutputOf,
  QueryEndpointName,
} from './query/endpointQuery';
export { endpointMutation, endpointQuery, endpointQueryKey } from './query/endpointQuery';
export type { LiveQueryStores } from './query/liveQueries';
export { bindLiveQueries } from './query/liveQueries';
export type { QueryKeyPrefix } from './query/queryKeys';
export {
  IMPORT_READS,
  invalidatePrefixes,
  keyStartsWith,
  MUTATION_INVALIDATES,
  QUERY_SCOPES,
  queryKeyEndpoint,
  STOCK_READS,
} from './query/queryKeys';
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
  AutomaticLogoutReason,
  LogoutReason,
  RenewResult,
  SessionApiHooks,
  SessionEngine,
  SessionEngineOptions,
  SessionLogger,
  SessionSocketHandle,
} from './session/sessionEngine';
export {
  AUTOMATIC_LOGOUT_REASONS,
  createSessionEngine,
  isAutomaticLogoutReason,
  loginPathAfterLogout,
} from './session/sessionEngine';
export type { LockManagerLike, LockRunOptions, SessionLock } from './session/sessionLock';
export { memoryLock, navigatorLock } from './session/sessionLock';
export type { Clock, Scheduler, TimerHandle } from './session/time';
export { MAX_TIMER_DELAY_MS, systemClock, systemScheduler } from './session/time';
export type { ManualVisibilitySource, VisibilitySource } from './session/visibilitySource';
export { browserVisibilitySource, manualVisibilitySource } from './session/visibilitySource';
export type { SocketAuthEnd } from './socket/closeCodes';
export { SOCKET_CLOSE, socketAuthEnd } from './socket/closeCodes';
export type { LiveSocketLoader } from './socket/lazyLiveSocket';
export { lazyLiveSocket } from './socket/lazyLiveSocket';
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
export type { Connectivity } from './writer/connectivity';
// writer: the line writes of an open offer or order (queue, conflicts, offline, kept edits)
export { alwaysOnline, browserConnectivity, manualConnectivity } from './writer/connectivity';
export type {
  AddResult,
  DocumentWriterOptions,
  FailedWrite,
  QueuedWrite,
  WriteOutcome,
  WriterConflict,
} from './writer/documentWriter';
export { DocumentWriter, isNetworkRefusal, ScanNotFoundError } from './writer/documentWriter';
export type {
  LineDraft,
  LineOperation,
  LineRef,
  LineWriteEndpoint,
  LineWriteRequest,
  LineWriteTable,
  NewLine,
  ResolvedOperation,
} from './writer/lineOperations';
export { LINE_WRITES, removedLineIds } from './writer/lineOperations';
export type { KeyValueStorage, PendingEdits, StoredWrite } from './writer/writerStorage';
export {
  browserStorage,
  pendingEditsKey,
  pendingWritesKey,
  readPendingEdits,
  readPendingWrites,
  savePendingEdits,
  savePendingWrites,
} from './writer/writerStorage';
