/** The Sandbox page's tables, read from @flocksync/sandbox itself. */
import { DEMO_ACCOUNTS, DEMO_PASSWORD, FAULT_KINDS } from '@flocksync/sandbox';

const cell = { padding: '6px 12px', borderBottom: '1px solid #e6e6e6', textAlign: 'left' as const };
const mono = { fontFamily: 'ui-monospace, Menlo, Consolas, monospace', fontSize: 13 };

export function DemoAccounts() {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%', margin: '16px 0' }}>
      <caption style={{ textAlign: 'left', paddingBottom: 8 }}>
        Every account's password is <code style={mono}>{DEMO_PASSWORD}</code>.
      </caption>
      <thead>
        <tr>
          <th style={cell}>Email</th>
          <th style={cell}>Name</th>
          <th style={cell}>Role</th>
          <th style={cell}>What it shows</th>
          <th style={cell}>In a story</th>
        </tr>
      </thead>
      <tbody>
        {DEMO_ACCOUNTS.map((account) => (
          <tr key={account.email}>
            <td style={cell}>
              <code style={mono}>{account.email}</code>
            </td>
            <td style={cell}>
              {account.firstName} {account.lastName}
            </td>
            <td style={cell}>{account.role === 1 ? 'Admin' : 'User'}</td>
            <td style={cell}>{account.purpose}</td>
            <td style={cell}>
              <code style={mono}>demoUser('{account.email}')</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function FaultKinds() {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%', margin: '16px 0' }}>
      <thead>
        <tr>
          <th style={cell}>Kind</th>
          <th style={cell}>What the sandbox answers</th>
          <th style={cell}>Example</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(FAULT_KINDS).map(([kind, what]) => (
          <tr key={kind}>
            <td style={cell}>
              <code style={mono}>{kind}</code>
            </td>
            <td style={cell}>{what}</td>
            <td style={cell}>
              <code style={mono}>
                {kind === 'status'
                  ? '/user/login:status=Account locked'
                  : kind === 'slow'
                    ? '*:slow=800'
                    : `/sync/manual:${kind}`}
              </code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
