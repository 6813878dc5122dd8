export { ForgotPasswordPage } from '../../features/auth/components/forgot-password-page';
