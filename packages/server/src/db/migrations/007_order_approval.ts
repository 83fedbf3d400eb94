/**
 * Orders fall under the approval rule of offers: an order made from an approved offer carries
 * the level of that approval until its lines change; an order that needs a level nobody gave is
 * confirmed only by an approver of that level, who is recorded here.
 */
export const orderApproval = `
ALTER TABLE orders ADD COLUMN approval_level TEXT
  CHECK (approval_level IS NULL OR approval_level IN ('none', 'branch_manager', 'regional_manager', 'board'));
ALTER TABLE orders ADD COLUMN approved_by INTEGER REFERENCES users (id);
ALTER TABLE orders ADD COLUMN approved_on_behalf_of INTEGER REFERENCES users (id);
ALTER TABLE orders ADD COLUMN approved_at TEXT;
`;
