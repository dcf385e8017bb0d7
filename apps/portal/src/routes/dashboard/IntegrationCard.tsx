import styled from 'styled-components';
import { Chip } from '@flocksync/ui';
import { ButtonLink } from '@/lib/ButtonLink';
import { DashboardCard } from './parts';
import { dashboardTexts as t } from './texts';

export interface IntegrationCardProps {
  title: string;
  body: string;
  connected: boolean;
  /** The setup screen. */
  to: string;
}

/** One account on the dashboard: 'Setup now', which becomes 'Edit' once credentials exist. */
export function IntegrationCard({ title, body, connected, to }: IntegrationCardProps) {
  return (
    <DashboardCard
      title={title}
      footer={
        <ButtonLink to={to} variant={connected ? 'secondary' : 'primary'}>
          {connected ? t.edit : t.setupNow}
        </ButtonLink>
      }
    >
      <Body>
        <p>{body}</p>
        <p>
          <Chip variant={connected ? 'success' : 'warning'}>
            {connected ? t.connected : t.notConnected}
          </Chip>
        </p>
      </Body>
    </DashboardCard>
  );
}

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};

  p {
    margin: 0;
  }
`;
