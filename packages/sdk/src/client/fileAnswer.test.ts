import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient, memoryTokenStore } from '../index';

// A call that `answers: 'file'` (the attachment download): bytes in, `{ blob, name, content_type }` out.
function clientAnswering(response: () => Response) {
  const seen: Request[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    seen.push(input instanceof Request ? input : new Request(String(input), init));
    return response();
  };
  return { client: createApiClient({ baseURL: 'http://api.test', tokenStore: memoryTokenStore('t'), fetch }), seen };
}

describe('file answers', () => {
  it('hands back the bytes with the name of Content-Disposition (UTF-8) and the type', async () => {
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]);
    const { client, seen } = clientAnswering(
      () =>
        new Response(bytes, {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': `attachment; filename="Rysunek _ciany.pdf"; filename*=UTF-8''Rysunek%20%C5%9Bciany.pdf`,
          },
        }),
    );
    const file = await client.call('offerAttachmentDownload', { params: { id: 3, attachmentId: 7 } });
    expect(seen[0]?.url).toBe('http://api.test/api/offer/3/attachment/7');
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer t');
    expect(file.name).toBe('Rysunek ściany.pdf');
    expect(file.content_type).toBe('application/pdf');
    expect(new Uint8Array(await file.blob.arrayBuffer())).toEqual(bytes);
  });

  it('falls back to the plain filename, and reads an error answer as the server’s JSON', async () => {
    const plain = clientAnswering(
      () =>
        new Response('x', {
          headers: { 'Content-Type': 'image/png', 'Content-Disposition': 'attachment; filename="a.png"' },
        }),
    );
    expect((await plain.client.call('offerAttachmentDownload', { params: { id: 1, attachmentId: 1 } })).name).toBe(
      'a.png',
    );
    const missing = clientAnswering(
      () =>
        new Response(JSON.stringify({ code: 'not_found', message: 'Nie znaleziono załącznika.' }), {
          status: 404,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    const error = await missing.client
      .call('offerAttachmentDownload', { params: { id: 1, attachmentId: 2 } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).message).toBe('Nie znaleziono załącznika.');
  });
});
