import styled from 'styled-components';
import { Button } from '../../core/Button';
import { Dialog } from '../../core/Dialog';
import { adminTexts } from '../texts';
import { fullName, type AdminUserView } from '../types';

export interface UserProfileDialogProps {
  /** The user shown; null when closed. */
  user: AdminUserView | null;
  onClose: () => void;
}

const t = adminTexts.profile;

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[3]};
`;

const Avatar = styled.img`
  width: 64px;
  height: 64px;
  border-radius: 50%;
  object-fit: cover;
`;

const List = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.color.text.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const imageSource = (base64: string) =>
  base64.startsWith('data:') ? base64 : `data:image/png;base64,${base64}`;

/** View: a user's profile as the admin list holds it. */
export function UserProfileDialog({ user, onClose }: UserProfileDialogProps) {
  const name = user ? fullName(user) : '';
  const value = (text: string | null | undefined) => (text ? text : t.none);
  return (
    <Dialog open={user !== null} onClose={onClose} title={t.title} description={user?.email}>
      {user ? (
        <Dialog.Body>
          {user.imageFileBase64 ? (
            <Header>
              <Avatar src={imageSource(user.imageFileBase64)} alt={t.avatar(name)} />
            </Header>
          ) : null}
          <List>
            <dt>{t.fields.name}</dt>
            <dd>{value(`${user.firstName} ${user.lastName}`.trim())}</dd>
            <dt>{t.fields.email}</dt>
            <dd>{user.email}</dd>
            <dt>{t.fields.role}</dt>
            <dd>{user.role === 1 ? t.roleAdmin : t.roleUser}</dd>
            <dt>{t.fields.status}</dt>
            <dd>
              {user.isActivated === 1
                ? adminTexts.status.activated
                : adminTexts.status.notActivated}
            </dd>
            <dt>{t.fields.ccbAccount}</dt>
            <dd>{value(user.ccbAccount)}</dd>
            <dt>{t.fields.address}</dt>
            <dd>{value(user.address)}</dd>
            <dt>{t.fields.city}</dt>
            <dd>{value(user.city)}</dd>
            <dt>{t.fields.state}</dt>
            <dd>{value(user.state)}</dd>
            <dt>{t.fields.zip}</dt>
            <dd>{value(user.zip)}</dd>
            <dt>{t.fields.appVersion}</dt>
            <dd>{value(user.appVersion)}</dd>
            <dt>{t.fields.apiKey}</dt>
            <dd>{user.apiKey ?? adminTexts.unknown}</dd>
          </List>
        </Dialog.Body>
      ) : null}
      <Dialog.Footer>
        <Button variant="primary" onClick={onClose}>
          {t.close}
        </Button>
      </Dialog.Footer>
    </Dialog>
  );
}
