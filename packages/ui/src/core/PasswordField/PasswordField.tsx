import { useId, useState } from 'react';
import { EyeIcon, EyeOffIcon } from '../Icon';
import { IconButton } from '../IconButton';
import { InputField, type TextFieldProps } from '../TextField/TextField';

export type PasswordFieldProps = Omit<TextFieldProps, 'type'>;

/**
 * A TextField for passwords with a show/hide toggle inside it. The toggle is a real button
 * (`aria-pressed`), so focus stays on it after toggling by mouse or keyboard; the typed value
 * and the caret in the input are untouched.
 */
export function PasswordField({ id, disabled, ...rest }: PasswordFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const [revealed, setRevealed] = useState(false);

  return (
    <InputField
      spellCheck={false}
      autoCapitalize="off"
      autoCorrect="off"
      {...rest}
      id={inputId}
      disabled={disabled}
      type={revealed ? 'text' : 'password'}
      trailingAction={
        <IconButton
          aria-label={revealed ? 'Hide password' : 'Show password'}
          aria-pressed={revealed}
          aria-controls={inputId}
          icon={revealed ? <EyeOffIcon /> : <EyeIcon />}
          disabled={disabled}
          onClick={() => setRevealed((value) => !value)}
        />
      }
    />
  );
}
