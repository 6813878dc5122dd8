export { SignUpPage } from '../../features/auth/components/sign-up-page';
