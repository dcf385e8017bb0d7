import { Link as RouterLink } from 'react-router-dom';
import {
  BellIcon,
  ChatIcon,
  CreditCardIcon,
  HelpIcon,
  IntegrationIcon,
  LogOutIcon,
  LogsIcon,
  Menu,
  ReturnIcon,
  ToolsIcon,
  UserIcon,
  UserPlusIcon,
  UsersIcon,
} from '@flocksync/ui';
import { paths } from '@/app/paths';
import { useSession } from '@/lib/providers';
import { singleSignOnUrl } from '@/lib/sso';
import { shellLinks } from '@/lib/siteConfig';
import { shellTexts as t } from './texts';

/*
 * The menus' items. They render `Menu` parts, which both `ProfileMenu` and the bottom bar's
 * More menu hold.
 */

function To({ to, icon, children }: { to: string; icon: React.ReactNode; children: string }) {
  return (
    <Menu.LinkItem as={RouterLink} to={to} leadingVisual={icon}>
      {children}
    </Menu.LinkItem>
  );
}

function External({
  href,
  icon,
  children,
}: {
  href: string;
  icon: React.ReactNode;
  children: string;
}) {
  return (
    <Menu.LinkItem href={href} external leadingVisual={icon}>
      {children}
    </Menu.LinkItem>
  );
}

/** Admin profile menu: My Profile, Users, Pending Users. */
export function AdminItems() {
  return (
    <>
      <To to={paths.settings.href()} icon={<UserIcon />}>
        {t.myProfile}
      </To>
      <To to={paths.users.href()} icon={<UsersIcon />}>
        {t.users}
      </To>
      <To to={paths.pendingUsers.href()} icon={<UserPlusIcon />}>
        {t.pendingUsers}
      </To>
    </>
  );
}

/** The helpdesk on the product site, opened signed in through the single sign-on redirect. */
function Helpdesk() {
  const { user } = useSession();
  const href = user
    ? singleSignOnUrl(user, new URL(shellLinks.helpdesk).pathname)
    : shellLinks.helpdesk;
  return (
    <External href={href} icon={<HelpIcon />}>
      {t.helpdesk}
    </External>
  );
}
const helpdesk = <Helpdesk />;

const facebookGroup = (
  <External href={shellLinks.facebookGroup} icon={<ChatIcon />}>
    {t.facebookGroup}
  </External>
);

/** Non-admin profile menu: My Profile, Billing, Notifications, Helpdesk, Facebook Group. */
export function UserItems() {
  return (
    <>
      <To to={paths.settings.href()} icon={<UserIcon />}>
        {t.myProfile}
      </To>
      <To to={paths.billing.href()} icon={<CreditCardIcon />}>
        {t.billing}
      </To>
      <To to={paths.notifications.href()} icon={<BellIcon />}>
        {t.notifications}
      </To>
      {helpdesk}
      {facebookGroup}
    </>
  );
}

/**
 * The mobile More menu: My Profile, Billing, Integrations, Logs, Tools, Notifications, Helpdesk
 * and Facebook Group.
 */
export function MoreItems() {
  return (
    <>
      <To to={paths.settings.href()} icon={<UserIcon />}>
        {t.myProfile}
      </To>
      <To to={paths.billing.href()} icon={<CreditCardIcon />}>
        {t.billing}
      </To>
      <To to={paths.integrations.href()} icon={<IntegrationIcon />}>
        {t.integrations}
      </To>
      <To to={paths.logs.href()} icon={<LogsIcon />}>
        {t.logs}
      </To>
      <To to={paths.tools.href()} icon={<ToolsIcon />}>
        {t.toolsShort}
      </To>
      <To to={paths.notifications.href()} icon={<BellIcon />}>
        {t.notifications}
      </To>
      {helpdesk}
      {facebookGroup}
    </>
  );
}

/** Return to Admin (while impersonating) and Log out, after a divider when items precede. */
export function SessionItems({
  divider,
  onReturnToAdmin,
  onLogout,
}: {
  divider: boolean;
  onReturnToAdmin?: () => void;
  onLogout: () => void;
}) {
  return (
    <>
      {divider ? <Menu.Divider /> : null}
      {onReturnToAdmin ? (
        <Menu.Item leadingVisual={<ReturnIcon />} onSelect={onReturnToAdmin}>
          {t.returnToAdmin}
        </Menu.Item>
      ) : null}
      <Menu.Item leadingVisual={<LogOutIcon />} onSelect={onLogout}>
        {t.logOut}
      </Menu.Item>
    </>
  );
}
