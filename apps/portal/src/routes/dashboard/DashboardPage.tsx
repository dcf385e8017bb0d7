import styled from 'styled-components';
import { Alert, Button, Card } from '@flocksync/ui';
import { useImpersonation, useLogout } from '@/lib/account';
import { useSession } from '@/lib/providers';
import { dashboardTexts as t } from './texts';

/** Placeholder dashboard: greets the signed-in user (spec part 1 "Dashboard"). */
export function DashboardPage() {
  const { user, admin } = useSession();
  const logout = useLogout();
  const { returnToAdmin } = useImpersonation();
  if (!user) return null;
  const name = user.firstName || user.email;
  return (
    <Main>
      {admin ? (
        <Alert variant="warning" title={t.actingAs(user.email)}>
          <Button size="small" variant="secondary" onClick={returnToAdmin}>
            {t.returnToAdmin}
          </Button>
        </Alert>
      ) : null}
      <Card padding="spacious">
        <h1>{user.role === 1 ? t.adminGreeting : t.greeting(name)}</h1>
        <p>{t.placeholder}</p>
        <Button variant="secondary" onClick={logout}>
          {t.logout}
        </Button>
      </Card>
    </Main>
  );
}

const Main = styled.main`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 720px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
`;
