import { describe, expect, it } from 'vitest';
import { isValidLocation, matchPage } from '../pages/pageRegistry';
import { clientHref } from './ClientLink';
import { clientIdFromParam, clientPathParam, clientSlug } from './clientParam';

const awkward = { id: 11, name: 'Hurtownia Elektryczna „Żarówka” Wójcik & Syn / Oddział Świętochłowice' };

function opened(href: string) {
  const url = new URL(href, 'http://app.test');
  const match = matchPage(url.pathname);
  if (!match) return null;
  const valid = isValidLocation({ name: match.name, path: url.pathname, params: match.params, search: {} } as never);
  return valid ? { page: match.name, id: clientIdFromParam(match.params.clientName) } : null;
}

describe('client paths', () => {
  it('writes a name with /, &, quotes and Polish letters as plain words after the id', () => {
    expect(clientSlug(awkward.name)).toBe('hurtownia-elektryczna-zarowka-wojcik-syn-oddzial-swietochlowice');
    expect(clientPathParam(awkward)).toBe('11-hurtownia-elektryczna-zarowka-wojcik-syn-oddzial-swietochlowice');
    expect(clientSlug('ŁÓDŹ – Źródło Ćma Ęą')).toBe('lodz-zrodlo-cma-ea');
    expect(clientPathParam({ id: 5, name: '„&/”' })).toBe('5');
    expect(clientPathParam({ id: 5 })).toBe('5');
    const long = clientSlug(
      'Przedsiębiorstwo Produkcyjno-Handlowo-Usługowe Budownictwa Przemysłowego i Mieszkaniowego Spółka Akcyjna',
    );
    expect(long.length).toBeLessThanOrEqual(80);
    expect(long).toMatch(/^przedsiebiorstwo-produkcyjno-handlowo-uslugowe-budownictwa-przemyslowego/);
    expect(long.endsWith('-')).toBe(false);
  });

  it('opens the client by its id: a shared link, the number alone, an old name, never a lookalike', () => {
    expect(opened(clientHref(awkward))).toEqual({ page: 'client', id: 11 });
    expect(opened('/pl/dashboard/clients/11')).toEqual({ page: 'client', id: 11 });
    // The name was changed since the link was shared: still client 11.
    expect(opened('/pl/dashboard/clients/11-stara-nazwa')).toEqual({ page: 'client', id: 11 });
    // Percent-encoded Polish letters typed by hand decode and still open client 11.
    expect(opened('/pl/dashboard/clients/11-%C5%BCar%C3%B3wka')).toEqual({ page: 'client', id: 11 });
    // Two clients of one name have two addresses.
    expect(clientHref({ id: 2, name: 'Hurtownia Źródło Łódź' })).not.toBe(
      clientHref({ id: 12, name: 'Hurtownia Źródło Łódź' }),
    );
  });

  it('shows the 404 page for what does not start with a positive id', () => {
    for (const bad of ['0', '012', '0x1', '1.5', 'abc', '-11', 'hurtownia-11', '%E0%A4%A', '99999999999999999']) {
      expect(opened(`/pl/dashboard/clients/${bad}`), bad).toBeNull();
    }
    expect(clientIdFromParam(undefined)).toBeNull();
  });
});
