import { pageStory } from '../test/pageStory';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { ResetPasswordPage } from './ResetPasswordPage';

export default { title: 'Auth / Password pages' };

/** "Nie pamiętasz hasła?": the e-mail, then the same answer whether or not the account exists. */
export const Forgot = pageStory(<ForgotPasswordPage />, '/pl/forgot-password');
/** Forgot-password with the server refusing (the error stays above the button). */
export const ForgotServerError = pageStory(<ForgotPasswordPage />, '/pl/forgot-password', {
  endpoint: 'forgotPassword',
  mode: 'error',
});
/** The new password twice, from the e-mailed link. */
export const Reset = pageStory(
  <ResetPasswordPage location={{ path: '/pl/reset-password', search: { token: 'demo' } } as never} />,
  '/pl/reset-password?token=demo',
);
