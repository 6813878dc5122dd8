import { EMAIL_MAX } from '@hc/shared/email';
import { TextField, type TextFieldProps } from './text-field';

/**
 * An email address field: the right keyboard, autofill and no auto-capitalisation; at most the
 * addresses the API accepts can be typed. Works with `{...register('email')}`.
 */
export function EmailField({ autoComplete = 'email', ...props }: Omit<TextFieldProps, 'type'>) {
  return (
    <TextField
      type="email"
      inputMode="email"
      autoComplete={autoComplete}
      autoCapitalize="none"
      spellCheck={false}
      maxLength={EMAIL_MAX}
      {...props}
    />
  );
}
