// @salesdesk/react-ui public API. Everything not exported here is private.

// API documentation (staff developers)
export { ApiDocsPage } from './apiDocs/ApiDocsPage';
export { ForgotPasswordPage } from './auth/ForgotPasswordPage';
// auth
export type { LoginPageProps, LoginPageRenderProps } from './auth/LoginPage';
export { LoginPage } from './auth/LoginPage';
export { LoginRoute } from './auth/LoginRoute';
export { ResetPasswordPage } from './auth/ResetPasswordPage';
export { CataloguePage } from './catalogue/CataloguePage';
// styling helpers
export type { ClassNameProp } from './className';
export { dataFlag, resolveClassName } from './className';
// list pages
export {
  type BlockedSalesContext,
  BlockedSalesNotice,
  type BlockedSalesNoticeProps,
  blockedSalesMailto,
} from './clients/BlockedSalesNotice';
export { ClientFilter } from './clients/ClientFilter';
export { ClientLink, type ClientLinkProps, clientHref } from './clients/ClientLink';
export { ClientPage } from './clients/ClientPage';
export { ClientPicker, type ClientPickerProps } from './clients/ClientPicker';
export { ClientsPage } from './clients/ClientsPage';
export { clientColumns } from './clients/clientColumns';
export { clientIdFromParam, clientPathParam, clientSlug } from './clients/clientParam';
// context
export type { AppLinkProps } from './context/AppLink';
export { AppLink } from './context/AppLink';
export type { MemoryRouteSource, NavigateOptions, RouteLocation, RouteSource } from './context/routeSource';
export { hrefOf, memoryRouteSource, splitHref } from './context/routeSource';
export type {
  SalesdeskContextValue,
  SalesdeskShellProviderProps,
  SessionLike,
  SessionView,
} from './context/salesdeskContext';
export {
  SalesdeskContext,
  SalesdeskShellProvider,
  useRoute,
  useSalesdesk,
  useSessionState,
  useUser,
} from './context/salesdeskContext';
// controls: react-aria-components styled with the semantic tokens
export type { ButtonProps, ButtonVariant, ControlSize } from './controls/Button';
export { Button, buttonClass, Spinner } from './controls/Button';
export type { CheckboxProps } from './controls/Checkbox';
export { Checkbox, CheckboxBox } from './controls/Checkbox';
export type { ComboBoxProps } from './controls/ComboBox';
export { ComboBox } from './controls/ComboBox';
export type { ConfirmDialogProps } from './controls/ConfirmDialog';
export { ConfirmDialog } from './controls/ConfirmDialog';
export type { DatePickerProps, DateRange, DateRangePickerProps } from './controls/DatePicker';
export { DatePicker, DateRangePicker, toCalendarDate } from './controls/DatePicker';
export { FieldDescription, FieldError, FieldLabel, INPUT_BOX } from './controls/fieldParts';
export type { ActionMenuProps, MenuAction } from './controls/Menu';
export { ActionMenu } from './controls/Menu';
export type { ModalProps } from './controls/Modal';
export { Modal } from './controls/Modal';
export type { NumberFieldProps } from './controls/NumberField';
export { NumberField } from './controls/NumberField';
export type { ProgressBarProps } from './controls/ProgressBar';
export { ProgressBar } from './controls/ProgressBar';
export type { SearchFieldProps } from './controls/SearchField';
export { SearchField } from './controls/SearchField';
export type { SelectOption, SelectProps } from './controls/Select';
export { Select, SelectItem } from './controls/Select';
export type { StatusBadgeProps } from './controls/StatusBadge';
export { StatusBadge } from './controls/StatusBadge';
export type { TabItem, TabsProps } from './controls/Tabs';
export { Tabs } from './controls/Tabs';
export type { TextFieldProps } from './controls/TextField';
export { TextField } from './controls/TextField';
// dashboard
export type { DashboardPageProps } from './dashboard/DashboardPage';
export { DashboardPage } from './dashboard/DashboardPage';
export type { DashboardTile } from './dashboard/dashboardTiles';
export { DASHBOARD_TILES, shortcutAllowed, shortcutTile } from './dashboard/dashboardTiles';
export { SalesStatsPanel } from './dashboard/SalesStatsPanel';
// data: queries, writes, list controller, table layout
export { createQueryClient, isRetryable, QUERY_STALE_MS } from './data/createQueryClient';
export { errorMessage } from './data/errorMessage';
export type { ListEndpointName, ListQuery, ListQueryKey, ListRow } from './data/listQuery';
export { listQueryKeys, parseListQuery, sortableFields } from './data/listQuery';
export type { QueryCacheLayerProps, QueryCacheProviderProps } from './data/QueryCacheProvider';
export { bindQueryCache, QueryCacheLayer, QueryCacheProvider } from './data/QueryCacheProvider';
export type { LoadedQueryCache, QueryCacheLoader, QueryCacheLoaderOptions } from './data/queryCacheLoader';
export { createQueryCacheLoader, QueryCacheGate } from './data/queryCacheLoader';
export type { SearchMemory } from './data/rememberedSearch';
export { localSearchMemory, searchMemoryKey } from './data/rememberedSearch';
export type { SalesdeskProviderProps } from './data/SalesdeskProvider';
export { SalesdeskProvider } from './data/SalesdeskProvider';
export type { ApiMutationOptions } from './data/useApiMutation';
export { useApiMutation, useApiWrite } from './data/useApiMutation';
export type { ApiQueryOptions } from './data/useApiQuery';
export { useApiQuery } from './data/useApiQuery';
export type { FilterValue, ListController, ListControllerOptions, ListSort } from './data/useListController';
export { SEARCH_DEBOUNCE_MS, useListController } from './data/useListController';
export type { TableConfigState } from './data/useTableConfig';
export { useTableConfig } from './data/useTableConfig';
export type { ChoiceRequest } from './dialogs/ChoiceDialog';
export { ChoiceDialog } from './dialogs/ChoiceDialog';
// dialogs: the confirm flow of list pages
export type { ConfirmRequest, RequestedConfirmDialogProps } from './dialogs/RequestedConfirmDialog';
export { RequestedConfirmDialog } from './dialogs/RequestedConfirmDialog';
export type { ConfirmRequestState } from './dialogs/useConfirmRequest';
export { useConfirmRequest } from './dialogs/useConfirmRequest';
// document: the workspace shared by offers and orders
export { AddLineField } from './documents/AddLineField';
export { ApprovalPrediction } from './documents/ApprovalPrediction';
export {
  ClientNotices,
  type ClientNoticesProps,
  type NoticeDocument,
  useReleasesSalesBlock,
} from './documents/ClientNotices';
export { DeliveryFields, type WithDelivery } from './documents/DeliveryFields';
export { DeliverySection, deliveryText } from './documents/DeliverySection';
export { DocumentHistory } from './documents/DocumentHistory';
export { DocumentLineEditor, DocumentLines, type LinesVariant } from './documents/DocumentLineEditor';
export { DocumentLoadState } from './documents/DocumentLoadState';
export { DocumentFacts, DocumentTotals, Fact, PartyFacts } from './documents/DocumentSummary';
export { DocumentToolbar, type DocumentToolbarProps } from './documents/DocumentToolbar';
export { ApprovalHoldDialog, ConflictNotice, KeptEditsNotice, WriteQueueNotice } from './documents/EditNotices';
export { LineBulkActions } from './documents/LineBulkActions';
export { LineEditorTable } from './documents/LineEditorTable';
export { type LineField, LineNumberInput, type LineNumberInputProps } from './documents/LineNumberInput';
export { documentLineColumns, lineQuantity } from './documents/lineColumns';
export { DocumentListFilters } from './documents/list/DocumentListFilters';
export { OffersPage, OrdersPage } from './documents/list/DocumentListPage';
export { DocumentsPage } from './documents/list/DocumentsPage';
export { offerColumns, orderColumns } from './documents/list/documentListColumns';
export { OfferPage } from './documents/OfferPage';
export { OrderPage } from './documents/OrderPage';
export { SendPdfDialog } from './documents/SendPdfDialog';
export { type DocumentActions, type DocumentRef, useDocumentActions } from './documents/useDocumentActions';
export {
  type DocumentEditor,
  DocumentEditorProvider,
  useDocumentEditor,
  useDocumentWriter,
} from './documents/useDocumentWriter';
export { AddOfferPage, AddOrderPage } from './documents/wizard/AddDocumentPage';
// errors
export type { ErrorPageProps } from './errors/ErrorPage';
export { defaultStatusMessage, ErrorPage, errorTitle } from './errors/ErrorPage';
export type { NotFoundPageProps } from './errors/NotFoundPage';
export { NotFoundPage } from './errors/NotFoundPage';
// forms on the contract's schemas
export type { FormTextFieldProps } from './form/FormTextField';
export { FormTextField } from './form/FormTextField';
export type { ContractForm, ContractFormOptions } from './form/useContractForm';
export { applyServerErrors, useContractForm } from './form/useContractForm';
export { ImportsPage } from './imports/ImportsPage';
export { importsRefreshInterval } from './imports/jobs/useImportsList';
export { clientInvoiceColumns } from './invoices/clientInvoiceColumns';
export { InvoiceLink, type InvoiceLinkProps } from './invoices/InvoiceLink';
export { InvoicePage } from './invoices/InvoicePage';
export { InvoicesPage } from './invoices/InvoicesPage';
export { InvoiceStatusLabel, invoiceColumns } from './invoices/invoiceColumns';
// layout
export type { DashboardLayoutProps, DashboardLayoutRenderProps } from './layout/DashboardLayout';
export { DashboardLayout } from './layout/DashboardLayout';
export type { NavItem } from './layout/dashboardNav';
export { DASHBOARD_NAV, isCurrentNav, navFor } from './layout/dashboardNav';
export type { EmptyLayoutProps } from './layout/EmptyLayout';
export { EmptyLayout } from './layout/EmptyLayout';
export type { GuestLayoutProps } from './layout/GuestLayout';
export { GuestLayout } from './layout/GuestLayout';
// messages
export { fillMessage, uiMessages } from './messages';
export { dashboardMessages } from './messages/dashboard';
export { notificationMessages } from './messages/notifications';
export { pageMessages } from './messages/pages';
export { tableMessages } from './messages/table';
export { describeNotification } from './notifications/describeNotification';
export { LazyUnreadBadge } from './notifications/lazyUnreadBadge';
// notifications
export type { NotificationsPageProps } from './notifications/NotificationsPage';
export { NotificationsPage } from './notifications/NotificationsPage';
export { notificationColumns } from './notifications/notificationColumns';
export type { UnreadBadgeProps } from './notifications/UnreadBadge';
export { UnreadBadge } from './notifications/UnreadBadge';
export type { NotificationsList, NotificationsListOptions } from './notifications/useNotificationsList';
export { useNotificationsList } from './notifications/useNotificationsList';
export { type LoadedPageName, PAGE_LOADERS } from './pageLoaders';
// pages: the registry of every route, guards and links
export { DASHBOARD_PATH, fullPathOf, guardRedirect, LOGIN_PATH, loginPathFor, pageAllowed } from './pages/pageGuards';
export type {
  PageDefinition,
  PageGuard,
  PageLayout,
  PageModule,
  PageName,
  PageParams,
  PageProps,
} from './pages/pageRegistry';
export {
  isValidLocation,
  matchPage,
  PAGES,
  pageDefinition,
  pagePath,
  routerPatterns,
  shortcutHref,
} from './pages/pageRegistry';
// session
export type { SessionToastsOptions } from './session/bindSessionToasts';
export { bindSessionToasts } from './session/bindSessionToasts';
export type { SessionToastBridgeProps } from './session/SessionToastBridge';
export { SessionToastBridge } from './session/SessionToastBridge';
export type { SessionWarningModalProps } from './session/SessionWarningModal';
export { SessionWarningModal } from './session/SessionWarningModal';
export { SessionWarningWhenLoggedIn } from './session/SessionWarningWhenLoggedIn';
export { SettingsPage } from './settings/SettingsPage';
export { ShortcutsEditor } from './settings/ShortcutsEditor';
export { SettlementsPage } from './settlements/SettlementsPage';
// shell
export { ColorModeSwitch } from './shell/ColorModeSwitch';
export type { ColorMode, ColorModeController, ColorModeEnv } from './shell/colorMode';
export { COLOR_MODE_STORAGE_KEY, createColorMode } from './shell/colorMode';
export { useColorModeController } from './shell/colorModeContext';
export type { DimmingOverlaysProps } from './shell/DimmingOverlays';
export { DimmingOverlays } from './shell/DimmingOverlays';
export type { LoadingBarProps, LoadingBarRenderProps } from './shell/LoadingBar';
export { LoadingBar } from './shell/LoadingBar';
export {
  LazyDashboardLayout,
  LazyEmptyLayout,
  LazyErrorPage,
  LazyNotFoundPage,
  LazySessionWarningModal,
  LazyUpdatePrompt,
} from './shell/lazyShell';
export type {
  LoadingBarController,
  LoadingBarOptions,
  LoadingBarState,
  LoadingBarStatus,
} from './shell/loadingBarStore';
export { createLoadingBar, loadingBar } from './shell/loadingBarStore';
export type { OverlayName } from './shell/overlays';
export { $overlays, hideOverlay, showOverlay } from './shell/overlays';
export type { PageOutletProps } from './shell/PageOutlet';
export { PageOutlet } from './shell/PageOutlet';
export type { UpdatePromptProps } from './shell/UpdatePrompt';
export { UpdatePrompt } from './shell/UpdatePrompt';
export type { PageLoadingBarOptions } from './shell/usePageLoadingBar';
export { usePageLoadingBar } from './shell/usePageLoadingBar';
export type { ZoomEnv } from './shell/zoom';
export { bindZoom, DEFAULT_UI_ZOOM, ZOOM_MEDIA_QUERY } from './shell/zoom';
export { ProductStockDialog } from './stock/ProductStockDialog';
export { StockPage } from './stock/StockPage';
export { SubstitutionsPage } from './substitutions/SubstitutionsPage';
export { UserPicker } from './substitutions/UserPicker';
// table: DataTable and the pieces of a list page
export type { BulkActionsBarProps } from './table/BulkActionsBar';
export { BulkActionsBar } from './table/BulkActionsBar';
export { ColumnChooser, moveKey } from './table/ColumnChooser';
export type { ColumnAlign, ColumnDef, ColumnList } from './table/columns';
export {
  arrangeColumns,
  dateColumn,
  dateTimeColumn,
  moneyColumn,
  percentColumn,
  textColumn,
} from './table/columns';
export type { DataTableProps } from './table/DataTable';
export { DataTable } from './table/DataTable';
export type { DateRangeFilterProps } from './table/DateRangeFilter';
export { DateRangeFilter } from './table/DateRangeFilter';
export type { FilterOption, FilterSelectProps } from './table/FilterSelect';
export { FilterSelect } from './table/FilterSelect';
export type { ListBaseProps, ListContextValue } from './table/ListContext';
export { ListBase, useListContext } from './table/ListContext';
export type { ListToolbarProps } from './table/ListToolbar';
export { ListToolbar } from './table/ListToolbar';
export { PAGE_SIZES, Pagination } from './table/Pagination';
export { TextFilter } from './table/TextFilter';
export type { BulkSelection } from './table/useBulkSelection';
export { useBulkSelection } from './table/useBulkSelection';
export { notificationToast } from './toast/notificationToast';
// toast
export type { ToastAreaProps, ToastRenderProps } from './toast/ToastArea';
export { ToastArea } from './toast/ToastArea';
export type {
  ProductGroupFacts,
  PushedNotification,
  Toast,
  ToastAction,
  ToastInput,
  ToastStore,
  ToastType,
} from './toast/toastStore';
export {
  createToastStore,
  offerWizardStep2Path,
  productGroupToast,
  TOAST_TIMEOUT_MS,
  toasts,
} from './toast/toastStore';
export { UsersPage } from './users/UsersPage';
