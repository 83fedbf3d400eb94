/**
 * The seller's details of each company, printed on the offer and order PDFs of its staff: address,
 * NIP, and what the Commercial Companies Code (KSH art. 206 § 1) requires on a company's orders
 * and letters: the registry court, the KRS number and the share capital (grosze; NULL when not
 * known), with the bank account and contact data. A database from before this migration keeps
 * empty details until they are filled in; its PDFs fall back to the configured letterhead
 * (docs/decisions/seller-pdf.md).
 */
export const companyDetails = `
ALTER TABLE companies ADD COLUMN street TEXT NOT NULL DEFAULT '';
ALTER TABLE companies ADD COLUMN postal_code TEXT NOT NULL DEFAULT '';
ALTER TABLE companies ADD COLUMN city TEXT NOT NULL DEFAULT '';
ALTER TABLE companies ADD COLUMN nip TEXT NOT NULL DEFAULT '';
ALTER TABLE companies ADD COLUMN krs TEXT NOT NULL DEFAULT '';
ALTER TABLE companies ADD COLUMN registry_court TEXT NOT NULL DEFAULT '';
ALTER TABLE companies ADD COLUMN share_capital INTEGER CHECK (share_capital IS NULL OR share_capital >= 0);
ALTER TABLE companies ADD COLUMN bank_account TEXT NOT NULL DEFAULT '';
ALTER TABLE companies ADD COLUMN phone TEXT NOT NULL DEFAULT '';
ALTER TABLE companies ADD COLUMN email TEXT NOT NULL DEFAULT '';
ALTER TABLE companies ADD COLUMN www TEXT NOT NULL DEFAULT '';
`;
