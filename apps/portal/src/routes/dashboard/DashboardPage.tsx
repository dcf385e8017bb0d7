import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card } from '@flocksync/ui';
import { paths } from '@/app/paths';
import { useSession, useSessionStore } from '@/lib/providers';
import { dashboardTexts as t } from './texts';

/** Placeholder dashboard: greets the signed-in user (spec part 1 "Dashboard"). */
export function DashboardPage() {
  const { user } = useSession();
  const session = useSessionStore();
  const navigate = useNavigate();
  if (!user) return null;
  const name = user.firstName || user.email;
  return (
    <Main>
      <Card padding="spacious">
        <h1>{user.role === 1 ? t.adminGreeting : t.greeting(name)}</h1>
        <p>{t.placeholder}</p>
        <Button
          variant="secondary"
          onClick={() => {
            session.signOut();
            navigate(paths.login.href(), { replace: true });
          }}
        >
          {t.logout}
        </Button>
      </Card>
    </Main>
  );
}

const Main = styled.main`
  max-width: 720px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
`;
