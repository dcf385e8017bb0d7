import { useId, type ComponentPropsWithRef, type MouseEvent } from 'react';
import styled from 'styled-components';
import { Spinner } from '../Spinner';

export interface SwitchProps extends Omit<
  ComponentPropsWithRef<'button'>,
  'onChange' | 'children' | 'value' | 'role'
> {
  /** On or off (controlled). */
  checked: boolean;
  /** Called with the new state when the switch is pressed. */
  onChange: (checked: boolean) => void;
  /** Required: names the switch ("Sync automatically"). Shown beside it unless `hideLabel`. */
  label: string;
  /** Keeps the label for screen readers only, when the context already shows it. */
  hideLabel?: boolean;
  /**
   * While the change is being saved: shows a spinner in the thumb, sets `aria-busy` and ignores
   * presses, but stays focusable.
   */
  loading?: boolean;
}

const Root = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  vertical-align: middle;
`;

const Track = styled.button`
  position: relative;
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  width: 44px;
  height: 24px;
  margin: 0;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.full};
  background-color: ${({ theme }) => theme.color.background.inset};
  cursor: pointer;
  transition:
    background-color 120ms ease-out,
    border-color 120ms ease-out;

  &[aria-checked='true'] {
    border-color: ${({ theme }) => theme.color.background.emphasis};
    background-color: ${({ theme }) => theme.color.background.emphasis};
  }

  &:disabled {
    cursor: not-allowed;
    border-color: ${({ theme }) => theme.color.border.muted};
    background-color: ${({ theme }) => theme.color.background.disabled};
  }

  &[data-loading] {
    cursor: progress;
  }
`;

const Thumb = styled.span`
  position: absolute;
  top: 50%;
  left: 2px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 18px;
  height: 18px;
  border-radius: ${({ theme }) => theme.radius.full};
  background-color: ${({ theme }) => theme.color.background.default};
  box-shadow: ${({ theme }) => theme.shadow.small};
  color: ${({ theme }) => theme.color.text.link};
  transform: translate(0, -50%);
  transition: transform 120ms ease-out;

  [aria-checked='true'] > & {
    transform: translate(20px, -50%);
  }

  /* The off thumb sits on a light track: outline it so it stays visible (WCAG 1.4.11). */
  [aria-checked='false'] > & {
    box-shadow: 0 0 0 1px ${({ theme }) => theme.color.border.default};
  }

  :disabled > & {
    box-shadow: 0 0 0 1px ${({ theme }) => theme.color.border.muted};
  }
`;

const Label = styled.label`
  color: ${({ theme }) => theme.color.text.default};
  font-size: ${({ theme }) => theme.fontSize.md};
  line-height: ${({ theme }) => theme.lineHeight.normal};
  cursor: pointer;

  [data-disabled] > & {
    cursor: not-allowed;
    color: ${({ theme }) => theme.color.text.muted};
  }
`;

/** An on/off toggle that acts at once (`role="switch"`); use Checkbox for choices in a form. */
export function Switch({
  checked,
  onChange,
  label,
  hideLabel = false,
  loading = false,
  disabled,
  id,
  type = 'button',
  onClick,
  className,
  style,
  ...rest
}: SwitchProps) {
  const generatedId = useId();
  const switchId = id ?? generatedId;

  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    onClick?.(event);
    if (loading || event.defaultPrevented) return;
    onChange(!checked);
  }

  return (
    <Root
      className={className}
      style={style}
      data-checked={checked || undefined}
      data-disabled={disabled || undefined}
    >
      <Track
        {...rest}
        id={switchId}
        type={type}
        role="switch"
        aria-checked={checked}
        aria-label={hideLabel ? label : undefined}
        aria-busy={loading || undefined}
        data-loading={loading || undefined}
        disabled={disabled}
        onClick={handleClick}
      >
        <Thumb>{loading ? <Spinner size="small" /> : null}</Thumb>
      </Track>
      {hideLabel ? null : <Label htmlFor={switchId}>{label}</Label>}
    </Root>
  );
}
