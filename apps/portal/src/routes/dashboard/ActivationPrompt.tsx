import { isAbortError } from '@flocksync/api-client';
import { Button, Card, Heading, SafeHtml, useSnackbar } from '@flocksync/ui';
import { failureText } from '@/lib/failure';
import { messages } from '@/lib/messages';
import { useResendActivation } from '@/lib/auth/resendActivation';
import { useSubmitOnce } from '@/lib/useSubmitOnce';
import { useUnmountSignal } from '@/lib/useUnmountSignal';
import { dashboardTexts as t } from './texts';

/** What a user who has not activated their account sees, and nothing else. */
export function ActivationPrompt({ email }: { email: string }) {
  const resendActivation = useResendActivation();
  const snackbar = useSnackbar();
  const signal = useUnmountSignal();
  const { submitting, run } = useSubmitOnce();

  const resend = () =>
    run(async () => {
      try {
        const message = await resendActivation(email, signal());
        snackbar.show({
          message: <SafeHtml html={message || t.activationSent} />,
          severity: 'success',
        });
      } catch (error) {
        if (isAbortError(error)) return;
        snackbar.show({
          message: <SafeHtml html={failureText(error, messages.genericFailure)} />,
          severity: 'error',
        });
      }
    });

  return (
    <Card padding="spacious">
      <Heading level={1} size="large">
        {t.activateTitle}
      </Heading>
      <p>{t.activateBody}</p>
      <Button variant="secondary" loading={submitting} onClick={() => void resend()}>
        {t.activateResend}
      </Button>
    </Card>
  );
}
