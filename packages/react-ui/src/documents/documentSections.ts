import { cachedDocumentVersion, type DocumentDetail, type DocumentKind } from '@salesdesk/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * The version of the document the page shows now, read when a write is sent: a section memoised
 * on the fields it shows (see {@link sameDocumentFields}) does not render again for a new version
 * alone, so it must not send the version it last rendered with.
 */
export function useDocumentVersion(kind: DocumentKind, document: Pick<DocumentDetail, 'id' | 'version'>): () => number {
  const queryClient = useQueryClient();
  const { id, version } = document;
  return useCallback(() => cachedDocumentVersion(queryClient, kind, id) ?? version, [queryClient, kind, id, version]);
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  // The answers' arrays of names and terms are new objects on every write; compare what they hold.
  if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
  return a.every((value, i) => Object.is(value, b[i]));
}

/**
 * `React.memo` equality for a section of a document page: it renders again only when one of the
 * document's `fields` (the document is the prop `prop`) or another prop changed. A line write
 * changes the lines, totals and version many times a minute; the terms, comments and actions need
 * not render for that.
 */
export function sameDocumentFields<P extends object, N extends keyof P>(prop: N, fields: readonly (keyof P[N])[]) {
  return (before: Readonly<P>, after: Readonly<P>): boolean => {
    for (const key of Object.keys(after) as (keyof P)[])
      if (key !== prop && !Object.is(before[key], after[key])) return false;
    return fields.every((field) => sameValue(before[prop][field], after[prop][field]));
  };
}
