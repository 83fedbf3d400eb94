import { createSessionStores } from '@salesdesk/sdk';
import { describe, expect, it } from 'vitest';
import { sessionProbe } from './appSession';

describe('sessionProbe', () => {
  it('reads the session stores without exposing the token', () => {
    const stores = createSessionStores();
    stores.$session.set({ ...stores.$session.get(), loggedIn: true, tokenExpiry: 5000, companyCode: '3W' });
    stores.$socketStatus.set('authenticated');
    stores.$unreadCount.set(4);
    expect(sessionProbe(stores).snapshot()).toEqual({
      loggedIn: true,
      idle: false,
      sessionWarning: false,
      tokenExpiry: 5000,
      userSessionExpiry: 0,
      socketStatus: 'authenticated',
      unreadCount: 4,
    });
  });
});
