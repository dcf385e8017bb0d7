import styled from 'styled-components';
import { Alert, Link, SafeHtml, type AlertVariant } from '@flocksync/ui';
import { supportArticles } from './siteConfig';
import { credentialTexts, type CredentialMessage } from './credentials';

export interface CredentialAlertProps {
  message: CredentialMessage;
  variant: Extract<AlertVariant, 'success' | 'danger'>;
  onDismiss?: () => void;
}

/**
 * The answer to an authorize or remove call: the server's words through the one sanitiser, or
 * the incorrect-credentials explanation with its follow-up sentence and support article.
 */
export function CredentialAlert({ message, variant, onDismiss }: CredentialAlertProps) {
  return (
    <Alert variant={variant} onDismiss={onDismiss}>
      {message.kind === 'server' ? (
        <SafeHtml as="p" html={message.html} />
      ) : (
        <>
          <p>{message.text}</p>
          <FollowUp>{message.followUp}</FollowUp>
          <p>
            <Link href={supportArticles.ccbApiUser} external>
              {credentialTexts.supportArticle}
            </Link>
          </p>
        </>
      )}
    </Alert>
  );
}

const FollowUp = styled.p`
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;
