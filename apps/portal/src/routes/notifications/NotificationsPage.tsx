import {
  PageLayout,
  SettingCard,
  SettingCardGrid,
  ToolkitErrorDialog,
  toolkitTexts,
} from '@flocksync/ui';
import { useToolkit } from '@/lib/toolkit/useToolkit';

const n = toolkitTexts.notifications;

/**
 * /notifications: 'Notifications' with two checkbox cards, each stored like a Toolkit switch
 * (flips once the server stored it; a refusal opens the Error dialog).
 */
export function NotificationsPage() {
  const toolkit = useToolkit();
  return (
    <PageLayout>
      {/* The title is the shell's header bar (its h1, 'Notifications'). */}
      <SettingCardGrid aria-label={n.heading} role="group">
        <SettingCard {...n.notifyUnsub} control="checkbox" {...toolkit.switchOf('notifyUnsub')} />
        <SettingCard
          {...n.notifyPendingDupes}
          control="checkbox"
          {...toolkit.switchOf('notifyPendingDupes')}
        />
      </SettingCardGrid>
      <ToolkitErrorDialog message={toolkit.view.error} onClose={toolkit.closeError} />
    </PageLayout>
  );
}
