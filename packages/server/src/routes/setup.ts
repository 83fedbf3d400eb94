import { ADMIN_ROLE, type SetupStatus } from '@salesdesk/sdk';
import type { Handlers } from '../http/contractRouter';

/**
 * The setup call: how much of each kind the database holds, for the dashboard's first steps of an
 * empty installation (docs/operations.md, "An empty start"). One statement of counts.
 */
export const setupHandlers: Handlers = {
  setupStatus: ({ ctx }): SetupStatus =>
    ctx.db
      .prepare(
        `SELECT
           (SELECT COUNT(*) FROM companies) AS companies,
           (SELECT COUNT(*) FROM warehouses) AS warehouses,
           (SELECT COUNT(*) FROM products) AS products,
           (SELECT COUNT(*) FROM products WHERE catalog_price > 0) AS priced_products,
           (SELECT COUNT(*) FROM warehouse_stock) AS stock,
           (SELECT COUNT(*) FROM users WHERE role <> ?) AS staff,
           (SELECT COUNT(*) FROM clients) AS clients,
           (SELECT COUNT(*) FROM client_contacts) AS contacts,
           (SELECT COUNT(*) FROM invoices) AS invoices,
           (SELECT COUNT(*) FROM payments) AS payments`,
      )
      .get(ADMIN_ROLE) as SetupStatus,
};
