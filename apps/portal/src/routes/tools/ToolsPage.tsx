import styled from 'styled-components';
import {
  Button,
  ExceptionsDialog,
  PageLayout,
  SettingCard,
  SettingCardGrid,
  ToolkitErrorDialog,
  toolkitTexts,
} from '@flocksync/ui';
import { paths } from '@/app/paths';
import { ButtonLink } from '@/lib/ButtonLink';
import { GroupMembershipTypes } from '@/lib/GroupMembershipTypes';
import { useExceptions } from '@/lib/toolkit/useExceptions';
import { useToolkit } from '@/lib/toolkit/useToolkit';

const c = toolkitTexts.cards;

/**
 * /tools (Toolkit): two columns of cards (one on a phone), each a setting with its switch or a
 * way to the Toolkit's other screens. A switch flips only once the server stored it; a refusal
 * opens the Error dialog, a refused two-way switch says so in a snackbar (the toolkit machine,
 * `useToolkit`); a refused membership-types save opens the same Error dialog.
 */
export function ToolsPage() {
  const toolkit = useToolkit();
  const { view } = toolkit;
  const exceptions = useExceptions();
  return (
    <PageLayout>
      {/* The title is the shell's header bar (its h1, with the way back to the dashboard). */}
      <SettingCardGrid aria-label={toolkitTexts.gridLabel} role="group">
        <SettingCard {...c.twoWay} {...toolkit.switchOf('twoWay')} />
        <SettingCard {...c.autoSync} {...toolkit.switchOf('autoSync')} />
        <SettingCard {...c.membershipTypes}>
          <GroupMembershipTypes announce="server" onFailure={toolkit.showError} />
        </SettingCard>
        <SettingCard
          title={c.autoCleanup.title}
          description={c.autoCleanup.description}
          {...toolkit.switchOf('autoCleanup')}
        >
          <ButtonLink to={paths.confirmDelete.href()}>{c.autoCleanup.review}</ButtonLink>
        </SettingCard>
        <SettingCard {...c.storeUserInfo} {...toolkit.switchOf('storeUserInfo')} />
        <SettingCard title={c.accountCleanup.title} description={c.accountCleanup.description}>
          <Action
            size="small"
            variant="secondary"
            loading={view.cleaning}
            onClick={toolkit.cleanUp}
          >
            {c.accountCleanup.action}
          </Action>
        </SettingCard>
        <SettingCard
          title={c.checkPrimaryProfiles.title}
          description={c.checkPrimaryProfiles.description}
          {...toolkit.switchOf('checkPrimaryProfiles')}
        >
          <ButtonLink to={paths.primaryContacts.href()}>{c.checkPrimaryProfiles.manage}</ButtonLink>
        </SettingCard>
        <SettingCard {...c.checkReceivedEmail} {...toolkit.switchOf('checkReceivedEmail')} />
        <SettingCard {...c.skipMergeValidation} {...toolkit.switchOf('skipMergeValidation')} />
        <SettingCard {...c.keepInactive} {...toolkit.switchOf('keepInactive')} />
        <SettingCard {...c.deleteMcListGroup} {...toolkit.switchOf('deleteMcListGroup')} />
        <SettingCard
          title={toolkitTexts.exceptions.card.title}
          description={toolkitTexts.exceptions.card.description}
        >
          <Action size="small" variant="secondary" onClick={exceptions.open}>
            {toolkitTexts.exceptions.card.manage}
          </Action>
        </SettingCard>
        <SettingCard title={c.ignoredEmails.title} description={c.ignoredEmails.description}>
          <ButtonLink to={paths.ignoredEmails.href()}>{c.ignoredEmails.manage}</ButtonLink>
        </SettingCard>
        <SettingCard title={c.headerMapping.title} description={c.headerMapping.description}>
          <ButtonLink to={paths.headerMapping.href()}>{c.headerMapping.manage}</ButtonLink>
        </SettingCard>
        <SettingCard title={c.notifications.title} description={c.notifications.description}>
          <ButtonLink to={paths.notifications.href()}>{c.notifications.manage}</ButtonLink>
        </SettingCard>
      </SettingCardGrid>
      <ToolkitErrorDialog message={view.error} onClose={toolkit.closeError} />
      <ExceptionsDialog {...exceptions.dialog} />
    </PageLayout>
  );
}

const Action = styled(Button)`
  justify-self: start;
`;
