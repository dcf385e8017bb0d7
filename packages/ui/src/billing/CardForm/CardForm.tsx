import type { FormEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { Alert } from '../../core/Alert';
import { Button } from '../../core/Button';
import { TextField } from '../../core/TextField';
import { cardFormTexts as t } from '../texts';
import { CardPreview, type CardBrand } from './CardPreview';

/** Spec section 9: the card holder is at most 20 characters. */
export const CARD_HOLDER_MAX = 20;

export interface CardFormProps {
  holder: string;
  onHolderChange: (holder: string) => void;
  /** The card fields: the payment provider's (number, expiry, CVC) or the sandbox's. */
  fields: ReactNode;
  brand: CardBrand;
  /** Save is disabled while the form has errors or is loading. */
  canSave: boolean;
  /** Tokenizing or saving: Save shows a spinner and ignores presses. */
  saving: boolean;
  /** The provider's or the server's message ('' for the generic one); null for none. */
  error: string | null;
  onSave: () => void;
  onBack: () => void;
}

/** The card form of /setup-payment: holder, the card fields, a live preview, Save. */
export function CardForm({
  holder,
  onHolderChange,
  fields,
  brand,
  canSave,
  saving,
  error,
  onSave,
  onBack,
}: CardFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSave && !saving) onSave();
  };
  return (
    <Layout>
      <CardPreview brand={brand} holder={holder} />
      <Form onSubmit={submit} noValidate>
        <TextField
          label={t.cardHolder}
          value={holder}
          maxLength={CARD_HOLDER_MAX}
          autoComplete="cc-name"
          onChange={(event) => onHolderChange(event.target.value.slice(0, CARD_HOLDER_MAX))}
          required
          block
        />
        {fields}
        {error !== null ? <Alert variant="danger">{error || t.failed}</Alert> : null}
        <Buttons>
          <Button variant="secondary" onClick={onBack}>
            {t.back}
          </Button>
          <Button type="submit" loading={saving} disabled={!canSave && !saving}>
            {t.save}
          </Button>
        </Buttons>
      </Form>
    </Layout>
  );
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 320px) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[6]};
  align-items: start;

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[4]};
  }
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

const Buttons = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;
