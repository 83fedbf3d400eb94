import { type DocumentKind, DocumentWriter } from '@salesdesk/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useMemo } from 'react';
import { useSalesdesk, useUser } from '../context/salesdeskContext';

/**
 * The line editor of one open document: the sdk's {@link DocumentWriter} (queue, conflicts,
 * offline, typed values, approval hold) and where focus goes back to after a write (the add-line
 * field registers itself here).
 */
export interface DocumentEditor<K extends DocumentKind = DocumentKind> {
  kind: K;
  writer: DocumentWriter<K>;
  /** The add-line field's input, once rendered. */
  addLineInput: { current: HTMLInputElement | null };
  /** Moves focus back to the add-line field (after Enter in a line input, a dialog, a removal). */
  focusAddLine(): void;
}

const DocumentEditorContext = createContext<DocumentEditor | null>(null);

/** Provides a {@link DocumentEditor} to the line inputs below it. */
export const DocumentEditorProvider = DocumentEditorContext.Provider;

/** The editor of the document being edited, or null where it is read-only. */
export function useDocumentEditor(): DocumentEditor | null {
  return useContext(DocumentEditorContext);
}

/**
 * The binding of the sdk's line writer: one {@link DocumentWriter} per open document and user
 * (it reads and patches the document in the query cache, so nothing here keeps a copy),
 * started while mounted — it then sends what a previous visit left waiting — and stopped after.
 */
export function useDocumentWriter<K extends DocumentKind>(kind: K, documentId: number): DocumentEditor<K> {
  const { client } = useSalesdesk();
  const queryClient = useQueryClient();
  const userId = useUser()?.user_id ?? null;
  const editor = useMemo<DocumentEditor<K>>(() => {
    const addLineInput: { current: HTMLInputElement | null } = { current: null };
    return {
      kind,
      writer: new DocumentWriter({ client, queryClient, kind, documentId, userId }),
      addLineInput,
      focusAddLine: () => addLineInput.current?.focus(),
    };
  }, [client, queryClient, kind, documentId, userId]);
  useEffect(() => {
    editor.writer.start();
    return () => editor.writer.stop();
  }, [editor]);
  return editor;
}
