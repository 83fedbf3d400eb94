import type { OfferDetail } from '@salesdesk/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draftOffer, expectApiError, type OfferTestKit, offerTestKit, snapshot } from '../testing/offerTestKit';
import { sampleFiles } from '../testing/officeFiles';
import { cleanAttachmentName } from './attachmentName';

// Attachments of a document (docs/offers.md, "Attachments").
let kit: OfferTestKit;
beforeAll(async () => {
  kit = await offerTestKit();
});
afterAll(() => kit.server.close());

const TYPES = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;

function upload(offer: OfferDetail, name: string, type: keyof typeof TYPES, content: Buffer) {
  return kit.seller.call('offerAddAttachment', {
    params: { id: offer.id },
    body: { version: offer.version, name, content_type: TYPES[type], content_base64: content.toString('base64') },
  });
}

describe('content checked against the declared type', () => {
  it('takes each allowed type whose bytes are of that type', async () => {
    let offer = await draftOffer(kit.seller);
    for (const type of Object.keys(TYPES) as (keyof typeof TYPES)[]) {
      offer = await upload(offer, `plik.${type}`, type, sampleFiles[type]);
    }
    expect(offer.attachments.map((a) => a.content_type)).toEqual(Object.values(TYPES));
  });

  it.each([
    ['HTML declared as PDF', 'oferta.pdf', 'pdf', sampleFiles.html, 'Pliki SVG i HTML są niedozwolone.'],
    ['an SVG with onload declared as PNG', 'logo.png', 'png', sampleFiles.svg, 'Pliki SVG i HTML są niedozwolone.'],
    [
      'a Windows executable declared as XLSX',
      'cennik.xlsx',
      'xlsx',
      sampleFiles.exe,
      'Zawartość pliku (exe) nie zgadza się z podanym typem (XLSX).',
    ],
    [
      'a PNG declared as PDF',
      'skan.pdf',
      'pdf',
      sampleFiles.png,
      'Zawartość pliku (PNG) nie zgadza się z podanym typem (PDF).',
    ],
    [
      'a plain ZIP declared as DOCX',
      'umowa.docx',
      'docx',
      sampleFiles.zip,
      'Zawartość pliku (zip) nie zgadza się z podanym typem (DOCX).',
    ],
    [
      'text declared as JPG',
      'zdjecie.jpg',
      'jpg',
      Buffer.from('zwykły tekst'),
      'Nie rozpoznano zawartości pliku. Dozwolone: PDF, PNG, JPG, XLSX, DOCX.',
    ],
  ] as const)('refuses %s (400 on content_base64), storing nothing', async (_, name, type, content, message) => {
    const offer = await draftOffer(kit.seller);
    const before = snapshot(kit.server);
    const error = await expectApiError(upload(offer, name, type, content), 400);
    expect(error.fieldErrors.content_base64).toEqual([message]);
    // The reason is the answer's message too: an upload has no form field to show it beside.
    expect(error.message).toBe(message);
    expect(snapshot(kit.server)).toBe(before);
  });
});

describe('display names', () => {
  it.each([
    ['../../../../etc/passwd', 'pdf', 'passwd.pdf'],
    ['..\\..\\windows\\system32\\cmd.exe', 'pdf', 'cmd.exe.pdf'],
    ['<img src=x onerror=alert(1)>.png', 'png', 'img src=x onerror=alert(1).png'],
    ['cennik "2026" | wersja: 3?.xlsx', 'xlsx', 'cennik 2026 wersja 3.xlsx'],
    ['oferta\r\nSet-Cookie: x=1.pdf', 'pdf', 'oferta Set-Cookie x=1.pdf'],
    ['raport\u0000.pdf', 'pdf', 'raport.pdf'],
    ['faktura\u202Efdp.exe', 'pdf', 'fakturafdp.exe.pdf'],
    ['  ...ukryty.pdf.  ', 'pdf', 'ukryty.pdf'],
    ['CON.pdf', 'pdf', '_CON.pdf'],
    ['Zdjęcie budowy.JPEG', 'jpg', 'Zdjęcie budowy.JPEG'],
    ['cennik', 'xlsx', 'cennik.xlsx'],
    ['\u0000\u0001', 'pdf', 'zalacznik.pdf'],
    [`${'długa nazwa '.repeat(30)}.pdf`, 'pdf', `${'długa nazwa '.repeat(30).slice(0, 120).trim()}.pdf`],
  ] as const)('%j is stored as %s', (name, ext, expected) => {
    expect(cleanAttachmentName(name, ext)).toBe(expected);
  });

  it('stores and lists the cleaned name, and the history names it too', async () => {
    const offer = await upload(await draftOffer(kit.seller), '../../<b>raport\u202E.pdf', 'pdf', sampleFiles.pdf);
    expect(offer.attachments[0]?.name).toBe('braport.pdf');
    const history = await kit.seller.call('offerHistory', { params: { id: offer.id } });
    expect(history.items[0]?.description).toBe('Dodano załącznik braport.pdf');
  });
});

describe('download', () => {
  it('answers the bytes to the offer’s readers with the cleaned name, the checked type and nosniff', async () => {
    const offer = await upload(await draftOffer(kit.seller), 'Rysunek "ściany" (nr 2).docx', 'docx', sampleFiles.docx);
    const file = offer.attachments[0];
    const path = `/api/offer/${offer.id}/attachment/${file?.id}`;
    const res = await kit.server.fetch(`http://salesdesk.test${path}`, {
      headers: { authorization: `Bearer ${kit.seller.tokenStore?.get()}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(TYPES.docx);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="Rysunek _ciany (nr 2).docx"; filename*=UTF-8''Rysunek%20%C5%9Bciany%20%28nr%202%29.docx`,
    );
    expect(Buffer.from(await res.arrayBuffer()).equals(sampleFiles.docx)).toBe(true);

    // Through the sdk: a reader who is not the author (a director of the company) gets the file.
    const got = await kit.branch.call('offerAttachmentDownload', {
      params: { id: offer.id, attachmentId: file?.id ?? 0 },
    });
    expect(got.name).toBe('Rysunek ściany (nr 2).docx');
    expect(got.content_type).toBe(TYPES.docx);
    expect(got.blob.size).toBe(sampleFiles.docx.length);
  });

  it('refuses those who do not see the offer, and a missing or someone else’s attachment', async () => {
    const offer = await upload(await draftOffer(kit.seller), 'a.pdf', 'pdf', sampleFiles.pdf);
    const id = offer.attachments[0]?.id ?? 0;
    await expectApiError(
      kit.partner.call('offerAttachmentDownload', { params: { id: offer.id, attachmentId: id } }),
      403,
    );
    await expectApiError(
      kit.seller.call('offerAttachmentDownload', { params: { id: offer.id, attachmentId: 999_999 } }),
      404,
    );
    const other = await draftOffer(kit.seller);
    await expectApiError(
      kit.seller.call('offerAttachmentDownload', { params: { id: other.id, attachmentId: id } }),
      404,
    );
    const anonymous = await kit.server.fetch(`http://salesdesk.test/api/offer/${offer.id}/attachment/${id}`);
    expect(anonymous.status).toBe(401);
  });

  it('serves an attachment stored before the checks as an octet stream under a cleaned name', async () => {
    const offer = await draftOffer(kit.seller);
    const id = Number(
      kit.server.ctx.db
        .prepare(
          `INSERT INTO offer_attachments (offer_id, user_id, created_at, name, content_type, size, content)
           VALUES (?, 2, ?, ?, 'application/pdf', ?, ?)`,
        )
        .run(offer.id, new Date().toISOString(), '../x<script>.pdf', sampleFiles.html.length, sampleFiles.html)
        .lastInsertRowid,
    );
    const got = await kit.seller.call('offerAttachmentDownload', { params: { id: offer.id, attachmentId: id } });
    expect(got.content_type).toBe('application/octet-stream');
    expect(got.name).toBe('xscript.pdf');
  });
});

describe('quota per document', () => {
  it('takes at most 10 attachments', async () => {
    let offer = await draftOffer(kit.seller);
    for (let i = 1; i <= 10; i++) offer = await upload(offer, `skan${i}.png`, 'png', sampleFiles.png);
    const before = snapshot(kit.server);
    const error = await expectApiError(upload(offer, 'skan11.png', 'png', sampleFiles.png), 409);
    expect(error.message).toBe('Dokument ma już 10 załączników (najwyżej 10). Usuń któryś, aby dodać nowy.');
    expect(snapshot(kit.server)).toBe(before);
    // Removing one makes room again.
    offer = await kit.seller.call('offerRemoveAttachment', {
      params: { id: offer.id, attachmentId: offer.attachments[0]?.id ?? 0 },
      body: { version: offer.version },
    });
    expect((await upload(offer, 'skan11.png', 'png', sampleFiles.png)).attachments).toHaveLength(10);
  });

  it('takes at most 20 MB in all', async () => {
    // A valid PDF head followed by padding: 4.5 MB each; the fifth would make 22.5 MB.
    const big = Buffer.concat([sampleFiles.pdf, Buffer.alloc(4.5 * 1024 * 1024 - sampleFiles.pdf.length, 0x20)]);
    let offer = await draftOffer(kit.seller);
    for (let i = 1; i <= 4; i++) offer = await upload(offer, `plan${i}.pdf`, 'pdf', big);
    const before = snapshot(kit.server);
    const error = await expectApiError(upload(offer, 'plan5.pdf', 'pdf', big), 409);
    expect(error.message).toBe('Załączniki dokumentu zajęłyby 22,5 MB (najwyżej 20 MB). Usuń któryś, aby dodać nowy.');
    expect(snapshot(kit.server)).toBe(before);
  });
});
