export { SignInPage } from '../../features/auth/components/sign-in-page';
