import type { Story } from '@ladle/react';
import { ApiError } from '@salesdesk/sdk';
import { createFakeSession, FakeSalesdesk } from '../test/fakeSalesdesk';
import { LoginPage } from './LoginPage';
import { LoginRoute } from './LoginRoute';

export default { title: 'Auth / LoginPage' };

/** Accepts any user with the password demo1234. */
export const Default: Story = () => (
  <FakeSalesdesk session={createFakeSession({ user: null }).session}>
    <LoginPage />
  </FakeSalesdesk>
);

/** The server answers 400 with field errors. */
export const ServerFieldErrors: Story = () => (
  <FakeSalesdesk
    session={
      createFakeSession({
        user: null,
        login: () =>
          Promise.reject(
            new ApiError(400, 'Nieprawidłowe dane. Popraw zaznaczone pola.', {
              fieldErrors: { username: ['Nazwa użytkownika jest za długa.'] },
            }),
          ),
      }).session
    }
  >
    <LoginPage />
  </FakeSalesdesk>
);

/** A login that never answers: the button stays disabled. */
export const Submitting: Story = () => (
  <FakeSalesdesk session={createFakeSession({ user: null, login: () => new Promise(() => {}) }).session}>
    <LoginPage />
  </FakeSalesdesk>
);

/** After the idle countdown ran out: the reason, and that the login brings the user back. */
export const AfterIdleLogout: Story = () => (
  <FakeSalesdesk session={createFakeSession({ user: null }).session}>
    <LoginPage reason="userTimer" target="/pl/dashboard/offers?tab=drafts" />
  </FakeSalesdesk>
);

/** After the server ended the session (an administrator, a password change). */
export const AfterRevokedSession: Story = () => (
  <FakeSalesdesk session={createFakeSession({ user: null }).session}>
    <LoginPage reason="revoked" />
  </FakeSalesdesk>
);

/** The login route: the page, returning to `?target=` and saying why the session ended (`?reason=`). */
export const Route: Story = () => (
  <FakeSalesdesk session={createFakeSession({ user: null }).session}>
    <LoginRoute
      location={{ name: 'login', path: '/pl/login', params: {}, search: { target: '/pl/dashboard/offers' } }}
    />
  </FakeSalesdesk>
);
