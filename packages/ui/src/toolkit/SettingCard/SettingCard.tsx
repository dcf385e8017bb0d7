import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from '../../core/Card';
import { Checkbox } from '../../core/Checkbox';
import { Switch } from '../../core/Switch';
import { VisuallyHidden } from '../../core/VisuallyHidden';
import { media } from '../../theme/roles';

export interface SettingCardProps {
  /** The card's heading, which also names its switch. */
  title: string;
  /** One or two plain sentences on what the setting does. */
  description: ReactNode;
  /** On or off as the server holds it; omit for a card without a switch. */
  checked?: boolean;
  /** Called with the state asked for; the card flips only when `checked` changes. */
  onChange?: (checked: boolean) => void;
  /** The change is being saved: the switch spins and ignores presses. */
  loading?: boolean;
  /** Default a switch; a checkbox for the notification cards (spec: "two checkbox cards"). */
  control?: 'switch' | 'checkbox';
  /** Actions under the description (links, buttons). */
  children?: ReactNode;
}

const Root = styled(Card)`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-content: start;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.md};
  line-height: ${({ theme }) => theme.lineHeight.tight};
`;

const Description = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Actions = styled.div`
  display: flex;
  grid-column: 1 / -1;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/** One Toolkit setting: a titled card with its on/off switch and, when it has some, actions. */
export function SettingCard({
  title,
  description,
  checked,
  onChange,
  loading = false,
  control = 'switch',
  children,
}: SettingCardProps) {
  const titleId = useId();
  return (
    <Root forwardedAs="section" aria-labelledby={titleId}>
      <Title id={titleId}>{title}</Title>
      {checked === undefined || !onChange ? (
        <span />
      ) : control === 'checkbox' ? (
        <Checkbox
          checked={checked}
          onChange={(next) => {
            if (!loading) onChange(next);
          }}
          aria-busy={loading || undefined}
          label={<VisuallyHidden>{title}</VisuallyHidden>}
        />
      ) : (
        <Switch checked={checked} onChange={onChange} label={title} hideLabel loading={loading} />
      )}
      <Description>{description}</Description>
      {children ? <Actions>{children}</Actions> : null}
    </Root>
  );
}

/** The cards' grid: two columns, one on a phone. */
export const SettingCardGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  align-items: start;

  ${media.desktop} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;
