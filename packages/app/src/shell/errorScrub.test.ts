import { describe, expect, it } from 'vitest';
import { FILTERED, scrubDeep, scrubEvent, scrubText } from './errorScrub';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwiZXhwIjoxfQ.c2lnbmF0dXJlLXZhbHVl';

describe('error report scrubbing', () => {
  it('takes tokens out of URLs and texts, keeping the rest of the address', () => {
    expect(scrubText('https://x.pl/pl/reset-password?token=abc123&tab=2')).toBe(
      `https://x.pl/pl/reset-password?token=${FILTERED}&tab=2`,
    );
    expect(scrubText('/pl/reset-password?id=abc')).toBe(`/pl/reset-password?id=${FILTERED}`);
    expect(scrubText('/pl/dashboard/offers/add-offer/2?offer-id=12')).toBe(
      '/pl/dashboard/offers/add-offer/2?offer-id=12',
    );
    expect(scrubText(`Bearer ${JWT} failed`)).toBe(`Bearer ${FILTERED} failed`);
    expect(scrubText('napisz do jan.kowalski@firma.pl')).toBe(`napisz do ${FILTERED}`);
  });

  it('drops secret and personal keys at any depth, leaves binary data alone', () => {
    const bytes = new Uint8Array([1, 2]);
    const out = scrubDeep({
      headers: { Authorization: `Bearer ${JWT}`, Accept: 'application/json' },
      data: { url: `/api/x?token=${JWT}`, list: [{ email: 'a@b.pl' }] },
      bytes,
    });
    expect(out).toEqual({
      headers: { Authorization: FILTERED, Accept: 'application/json' },
      data: { url: `/api/x?token=${FILTERED}`, list: [{ email: FILTERED }] },
      bytes,
    });
  });

  it('keeps only the user id and drops the request cookies', () => {
    const event = scrubEvent({
      user: { id: 7, email: 'a@b.pl', username: 'admin', ip_address: '10.0.0.1' },
      request: { url: `https://x.pl/?token=${JWT}`, cookies: { salesdesk_account_token: JWT } },
      exception: { values: [{ value: `zły token ${JWT}` }] },
    });
    expect(event.user).toEqual({ id: '7' });
    expect(event.request).toEqual({ url: `https://x.pl/?token=${FILTERED}` });
    expect(JSON.stringify(event)).not.toContain(JWT);
  });
});
