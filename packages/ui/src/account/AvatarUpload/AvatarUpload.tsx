import { useId, useRef } from 'react';
import styled from 'styled-components';
import { Button } from '../../core/Button';
import { UserIcon } from '../../core/Icon';
import { SaveStatus } from '../SaveStatus';
import { accountTexts as t } from '../texts';
import type { ProfileFieldMode } from '../ProfileField';

export interface AvatarUploadProps {
  /** The person's name, for the picture's text alternative. */
  name: string;
  /** A data URL (or base64) of the picture shown: the saved one, or the chosen file's preview. */
  src: string | null;
  mode: ProfileFieldMode;
  error?: string | null;
  /** A file was chosen (any image type). */
  onPick: (file: File) => void;
  onDismiss: () => void;
}

const Root = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding-bottom: ${({ theme }) => theme.space[3]};
  border-bottom: 1px solid ${({ theme }) => theme.color.border.muted};
`;

const Picture = styled.div`
  display: grid;
  place-items: center;
  width: 96px;
  height: 96px;
  overflow: hidden;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.background.inset};
  color: ${({ theme }) => theme.color.text.muted};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Side = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  justify-items: start;
`;

const FileInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  opacity: 0;
  pointer-events: none;
`;

const imageSource = (value: string) =>
  value.startsWith('data:') ? value : `data:image/png;base64,${value}`;

/** The profile picture: a preview of the chosen file while it saves, any image type accepted. */
export function AvatarUpload({
  name,
  src,
  mode,
  error = null,
  onPick,
  onDismiss,
}: AvatarUploadProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <Root role="group" aria-label={t.avatar.label}>
      <Picture>
        {src ? <img src={imageSource(src)} alt={t.avatar.alt(name)} /> : <UserIcon size={40} />}
      </Picture>
      <Side>
        <FileInput
          id={inputId}
          ref={input}
          type="file"
          accept="image/*"
          // The button below opens it; the input itself stays out of the tab order and the tree.
          aria-hidden="true"
          tabIndex={-1}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) onPick(file);
          }}
        />
        <Button
          variant="secondary"
          size="small"
          loading={mode === 'saving'}
          onClick={() => input.current?.click()}
        >
          {t.avatar.change}
        </Button>
        <SaveStatus mode={mode} error={error} onDismiss={onDismiss} />
      </Side>
    </Root>
  );
}
