export { ResetPasswordPage } from '../../features/auth/components/reset-password-page';
