import { TextField, type TextFieldProps } from './text-field';

type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'autoComplete'> & {
  /** 'current-password' to sign in or confirm; 'new-password' lets the browser suggest a strong one. */
  autoComplete: 'current-password' | 'new-password';
};

/** A password field; the rules (length…) come from the form's shared schema. Works with `register()`. */
export function PasswordField(props: PasswordFieldProps) {
  return <TextField type="password" autoCapitalize="none" spellCheck={false} {...props} />;
}
