import type { PageModule, PageName } from './pages/pageRegistry';

/** The pages that have a component: all but the landing routes, which always redirect. */
export type LoadedPageName = Exclude<PageName, 'home' | 'pl'>;

/** The component of every page, loaded on first visit (one chunk per page). */
export const PAGE_LOADERS: Readonly<Record<LoadedPageName, () => Promise<PageModule>>> = {
  login: () => import('./auth/LoginRoute').then((m) => ({ default: m.LoginRoute })),
  forgotPassword: () => import('./auth/ForgotPasswordPage').then((m) => ({ default: m.ForgotPasswordPage })),
  resetPassword: () => import('./auth/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })),
  dashboard: () => import('./dashboard/DashboardRoute').then((m) => ({ default: m.DashboardRoute })),
  offers: () => import('./documents/list/DocumentListPage').then((m) => ({ default: m.OffersPage })),
  orders: () => import('./documents/list/DocumentListPage').then((m) => ({ default: m.OrdersPage })),
  clients: () => import('./clients/ClientsPage').then((m) => ({ default: m.ClientsPage })),
  invoices: () => import('./invoices/InvoicesPage').then((m) => ({ default: m.InvoicesPage })),
  documents: () => import('./documents/list/DocumentsPage').then((m) => ({ default: m.DocumentsPage })),
  settlements: () => import('./settlements/SettlementsPage').then((m) => ({ default: m.SettlementsPage })),
  notifications: () => import('./notifications/NotificationsPage').then((m) => ({ default: m.NotificationsPage })),
  users: () => import('./users/UsersPage').then((m) => ({ default: m.UsersPage })),
  imports: () => import('./imports/ImportsPage').then((m) => ({ default: m.ImportsPage })),
  settings: () => import('./settings/SettingsPage').then((m) => ({ default: m.SettingsPage })),
  stock: () => import('./stock/StockPage').then((m) => ({ default: m.StockPage })),
  addOffer: () => import('./documents/wizard/AddDocumentPage').then((m) => ({ default: m.AddOfferPage })),
  offer: () => import('./documents/OfferPage').then((m) => ({ default: m.OfferPage })),
  client: () => import('./clients/ClientPage').then((m) => ({ default: m.ClientPage })),
  invoice: () => import('./invoices/InvoicePage').then((m) => ({ default: m.InvoicePage })),
  addOrder: () => import('./documents/wizard/AddDocumentPage').then((m) => ({ default: m.AddOrderPage })),
  order: () => import('./documents/OrderPage').then((m) => ({ default: m.OrderPage })),
  apiDocs: () => import('./apiDocs/ApiDocsPage').then((m) => ({ default: m.ApiDocsPage })),
  substitutions: () => import('./substitutions/SubstitutionsPage').then((m) => ({ default: m.SubstitutionsPage })),
  webhooks: () => import('./webhooks/WebhooksPage').then((m) => ({ default: m.WebhooksPage })),
  synonyms: () => import('./synonyms/SynonymsPage').then((m) => ({ default: m.SynonymsPage })),
  products: () => import('./catalogue/CataloguePage').then((m) => ({ default: m.CataloguePage })),
};
