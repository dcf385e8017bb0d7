import { Link as RouterLink } from 'react-router-dom';
import { Heading, Link, PageLayout } from '@flocksync/ui';
import { paths } from '@/app/paths';
import { useSession } from '@/lib/providers';
import { ActivationPrompt } from './ActivationPrompt';
import { dashboardTexts as t } from './texts';
import { UserDashboard } from './UserDashboard';

/**
 * The dashboard (spec part 1 "Dashboard"): the activation prompt for a user who has not
 * activated (reached with `?non-activate-account`), 'Welcome back Admin!' for an admin, and the
 * full dashboard for everyone else. Log out and Return to Admin live in the shell's menus.
 */
export function DashboardPage() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <PageLayout>
      {user.role === 1 ? (
        <AdminWelcome />
      ) : user.isActivated !== 1 ? (
        <ActivationPrompt email={user.email} />
      ) : (
        <UserDashboard user={user} />
      )}
    </PageLayout>
  );
}

function AdminWelcome() {
  return (
    <header>
      <Heading level={1} size="xlarge">
        {t.adminGreeting}
      </Heading>
      <p>
        {t.adminIntro}{' '}
        <Link as={RouterLink} to={paths.users.href()}>
          {t.adminUsers}
        </Link>
        {' · '}
        <Link as={RouterLink} to={paths.pendingUsers.href()}>
          {t.adminPendingUsers}
        </Link>
      </p>
    </header>
  );
}
