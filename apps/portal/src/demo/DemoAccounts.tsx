import { useState } from 'react';
import styled from 'styled-components';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@flocksync/sandbox/accounts';
import { Button } from '@flocksync/ui';

/** What the login page calls things (its texts stay with it; see routes/login/texts.ts). */
export interface DemoAccountsTexts {
  demoTitle: string;
  demoIntro: string;
  useAccount: (email: string) => string;
  resetDemo: string;
}

export interface DemoAccountsProps {
  texts: DemoAccountsTexts;
  onPick: (email: string, password: string) => void;
}

/** The sandbox's demo logins, offered on the login page in demo mode only. */
export default function DemoAccounts({ texts: t, onPick }: DemoAccountsProps) {
  const [resetting, setResetting] = useState(false);
  return (
    <Demo aria-labelledby="demo-accounts">
      <DemoTitle id="demo-accounts">{t.demoTitle}</DemoTitle>
      <p>
        {t.demoIntro} <code>{DEMO_PASSWORD}</code>.
      </p>
      <DemoList>
        {DEMO_ACCOUNTS.map((account) => (
          <li key={account.email}>
            <Button
              size="small"
              variant="invisible"
              aria-label={t.useAccount(account.email)}
              onClick={() => onPick(account.email, DEMO_PASSWORD)}
            >
              {account.email}
            </Button>
            <span>{account.purpose}</span>
          </li>
        ))}
      </DemoList>
      <Button
        size="small"
        variant="secondary"
        loading={resetting}
        onClick={async () => {
          setResetting(true);
          const { resetDemoData } = await import('./sandbox');
          if (await resetDemoData()) window.location.reload();
          else setResetting(false);
        }}
      >
        {t.resetDemo}
      </Button>
    </Demo>
  );
}

const Demo = styled.section`
  margin-top: ${({ theme }) => theme.space[5]};
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.color.border.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.text.muted};
`;

const DemoTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.md};
  color: ${({ theme }) => theme.color.text.default};
`;

/* Two columns shared by every row (subgrid): the addresses line up, and so do the purposes. */
const DemoList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: minmax(0, max-content) minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  & li {
    display: grid;
    grid-column: 1 / -1;
    grid-template-columns: subgrid;
    align-items: center;
    min-width: 0;
  }
  & li > button {
    justify-self: start;
    max-width: 100%;
  }
  & li > span {
    overflow-wrap: anywhere;
  }
`;
