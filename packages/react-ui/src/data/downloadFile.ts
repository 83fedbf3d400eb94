import type { ApiClient } from '@salesdesk/sdk';
import { useMutation } from '@tanstack/react-query';

/** A file fetched from the API: its bytes and the name to save it under. */
export interface DownloadedFile {
  blob: Blob;
  name: string;
}

/**
 * Fetches a file the API serves outside the JSON contract (an outbox PDF) with the session's
 * token, which a plain link could not send. Rejects with a Polish message on any failure.
 */
export async function fetchFile(
  client: ApiClient,
  path: string,
  name: string,
  fetchImpl: typeof fetch = globalThis.fetch,
): Promise<DownloadedFile> {
  const token = client.tokenStore?.get();
  const response = await fetchImpl(new URL(path, client.baseURL || window.location.origin), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    let message = `HTTP ${response.status}`;
    try {
      message = ((await response.json()) as { message?: string }).message ?? message;
    } catch {
      // Not JSON: keep the status.
    }
    throw new Error(message);
  }
  return { blob: await response.blob(), name };
}

/** Saves a downloaded file through the browser ("Pobierz PDF"). */
export function saveFile(file: DownloadedFile): void {
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click returns; free the memory a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * A button's download as a TanStack mutation: `mutate()` fetches the file by `get` and saves it;
 * `isPending` while it runs, `error` kept until the next try (shown beside the button or in a
 * toast by `onError`). Sent whether or not the browser thinks it is online: a failure is said at
 * once rather than a button left spinning.
 */
export function useDownload(get: () => Promise<DownloadedFile>, onError?: (error: unknown) => void) {
  return useMutation({ mutationFn: async () => saveFile(await get()), networkMode: 'always', onError });
}
