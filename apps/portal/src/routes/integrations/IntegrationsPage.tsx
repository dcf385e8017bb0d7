import { useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  Button,
  Card,
  Chip,
  Dialog,
  Heading,
  LoadFailure,
  PageLayout,
  REQUIRED_CCB_SERVICES,
  Skeleton,
  truncate,
  VisuallyHidden,
} from '@flocksync/ui';
import { paths } from '@/app/paths';
import { ButtonLink } from '@/lib/ButtonLink';
import { WarningBannerView } from '@/lib/shell';
import { useApiQueries } from '@/lib/query';
import { integrationsTexts as t } from './texts';

/**
 * /integrations: a card per account with 'Read more' ('How it works?') and Connect or Edit, and
 * a banner for stored credentials the service no longer accepts.
 */
export function IntegrationsPage() {
  const query = useApiQueries();
  const details = useQuery(query('/account/api-details'));
  const warnings = useQuery(query('/account/warnings'));
  const ccbError = warnings.data?.hasCcbError === 1;
  const mailchimpError = warnings.data?.hasMcError === 1;
  const data = details.data;

  const state = (connected: boolean, account: string | null, full = account) =>
    data ? { connected, account, full } : details.error ? 'error' : 'loading';

  return (
    <PageLayout>
      {/* The title is the shell's header bar (its h1, with the way back to the dashboard). */}
      <Intro>{t.intro}</Intro>
      {ccbError || mailchimpError ? (
        <Banners aria-label={t.bannersLabel}>
          {ccbError ? <WarningBannerView banner={{ kind: 'invalidCcb' }} /> : null}
          {mailchimpError ? <WarningBannerView banner={{ kind: 'invalidMailchimp' }} /> : null}
        </Banners>
      ) : null}
      <Grid>
        <IntegrationCard
          title={t.ccbTitle}
          body={t.ccbBody}
          to={paths.setupCcb.href()}
          state={state(
            Boolean(data?.ccbUsername),
            data?.ccbAccount ? t.ccbAccount(truncate(data.ccbAccount, t.ccbAccountLimit)) : null,
            data?.ccbAccount ? t.ccbAccount(data.ccbAccount) : null,
          )}
          onRetry={() => void details.refetch()}
          howItWorks={<HowItWorks intro={t.ccbHowIntro} steps={t.ccbHowSteps} services />}
        />
        <IntegrationCard
          title={t.mailchimpTitle}
          body={t.mailchimpBody}
          to={paths.setupMailchimp.href()}
          state={state(
            Boolean(data?.mailchimpApiKey),
            data?.mailchimpInfo
              ? t.mailchimpAccount(data.mailchimpInfo.account_name, data.mailchimpInfo.email)
              : null,
          )}
          onRetry={() => void details.refetch()}
          howItWorks={<HowItWorks intro={t.mailchimpHowIntro} steps={t.mailchimpHowSteps} />}
        />
      </Grid>
    </PageLayout>
  );
}

type CardState =
  | {
      connected: boolean;
      account: string | null;
      /** The account uncut, when `account` is cut: its tooltip and accessible name. */
      full: string | null;
    }
  | 'loading'
  | 'error';

function IntegrationCard({
  title,
  body,
  to,
  state,
  onRetry,
  howItWorks,
}: {
  title: string;
  body: string;
  to: string;
  state: CardState;
  onRetry: () => void;
  howItWorks: ReactNode;
}) {
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const ready = typeof state === 'object' ? state : null;
  return (
    <Card as="section" aria-labelledby={headingId} aria-busy={state === 'loading' || undefined}>
      <Card.Header>
        <Heading level={2} size="medium" id={headingId}>
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Body>
          <p>{body}</p>
          {ready ? (
            <>
              <p>
                <Chip variant={ready.connected ? 'success' : 'warning'}>
                  {ready.connected ? t.connected : t.notConnected}
                </Chip>
              </p>
              {ready.account ? (
                ready.full && ready.full !== ready.account ? (
                  <Muted title={ready.full}>
                    <span aria-hidden="true">{ready.account}</span>
                    <VisuallyHidden>{ready.full}</VisuallyHidden>
                  </Muted>
                ) : (
                  <Muted>{ready.account}</Muted>
                )
              ) : null}
            </>
          ) : state === 'error' ? (
            <LoadFailure onRetry={onRetry} retryLabel={t.retry}>
              {t.failure}
            </LoadFailure>
          ) : (
            <Skeleton width={120} height={24} radius="full" />
          )}
        </Body>
      </Card.Body>
      <Card.Footer>
        <Button
          size="small"
          variant="invisible"
          aria-describedby={headingId}
          onClick={() => setOpen(true)}
        >
          {t.readMore}
        </Button>
        {ready ? (
          <ButtonLink to={to} variant={ready.connected ? 'secondary' : 'primary'}>
            {ready.connected ? t.edit : t.connect}
          </ButtonLink>
        ) : null}
      </Card.Footer>
      <Dialog open={open} onClose={() => setOpen(false)} title={t.howItWorks} description={title}>
        <Dialog.Body>{howItWorks}</Dialog.Body>
        <Dialog.Footer>
          <Button variant="primary" onClick={() => setOpen(false)}>
            {t.close}
          </Button>
        </Dialog.Footer>
      </Dialog>
    </Card>
  );
}

function HowItWorks({
  intro,
  steps,
  services = false,
}: {
  intro: string;
  steps: readonly string[];
  services?: boolean;
}) {
  return (
    <>
      <p>{intro}</p>
      <ol>
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      {services ? (
        <>
          <p>{t.ccbServicesTitle}</p>
          <Services>
            {REQUIRED_CCB_SERVICES.map((service) => (
              <li key={service}>
                <code>{service}</code>
              </li>
            ))}
          </Services>
        </>
      ) : null}
    </>
  );
}

const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.muted};
`;

const Banners = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  align-items: start;

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};

  p {
    margin: 0;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  overflow-wrap: anywhere;
`;

const Services = styled.ul`
  columns: 2;
  margin: 0;

  ${({ theme }) => theme.media.mobile} {
    columns: 1;
  }
`;
