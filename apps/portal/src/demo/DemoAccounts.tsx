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

/*
 * One account a row: the address, then what it shows beneath it, so a long purpose reads in
 * full on a phone and beside the narrow login card alike.
 */
const DemoList = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space[3]};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  & li {
    display: grid;
    justify-items: start;
    min-width: 0;
  }
  & li > button {
    max-width: 100%;
  }
  & li > span {
    overflow-wrap: anywhere;
  }
`;
