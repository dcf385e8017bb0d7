import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Select, TextField, cardFormTexts as t } from '@flocksync/ui';
import {
  CARD_NUMBER_MAX,
  CARD_NUMBER_MIN,
  CVC_MAX,
  EXPIRY_MONTHS,
  EXPIRY_YEARS,
  PROCESSING_ERROR_CARD,
  PROCESSING_ERROR_MESSAGE,
  brandOf,
  digitsOnly,
  sandboxToken,
} from './sandboxCard';
import type { CardFieldsProps, CardTokenizer } from './types';

const monthOptions = EXPIRY_MONTHS.map((month) => ({ value: month, label: month }));
const yearOptions = EXPIRY_YEARS.map((year) => ({ value: String(year), label: String(year) }));

interface Raw {
  number: string;
  month: string;
  year: string;
  cvc: string;
}

function errorsOf(raw: Raw) {
  return {
    number: raw.number.length < CARD_NUMBER_MIN ? t.invalidNumber : null,
    month: raw.month === '' ? t.required(t.expiryMonth) : null,
    year: raw.year === '' ? t.required(t.expiryYear) : null,
    cvc: raw.cvc.length < 3 ? t.invalidCvc : null,
  };
}

/**
 * Stands in for Stripe Elements in demo mode and tests (no external script can load there):
 * the same contract, the spec's raw-field rules, and Stripe's test tokens (`tok_chargeDeclined`
 * for 4000 0000 0000 0002, which the sandbox declines when charged).
 */
export function SandboxCardFields({ onChange, onReady }: CardFieldsProps) {
  const [raw, setRaw] = useState<Raw>({ number: '', month: '', year: '', cvc: '' });
  const [touched, setTouched] = useState<Partial<Record<keyof Raw, boolean>>>({});
  const latest = useRef(raw);
  useEffect(() => {
    latest.current = raw;
  }, [raw]);
  const errors = errorsOf(raw);
  const shown = (field: keyof Raw) => (touched[field] ? (errors[field] ?? undefined) : undefined);
  const firstError = (Object.keys(errors) as (keyof Raw)[])
    .map((field) => (touched[field] ? errors[field] : null))
    .find(Boolean);
  const complete = Object.values(errors).every((error) => error === null);

  useEffect(() => {
    onChange({ complete, error: firstError ?? null, brand: brandOf(raw.number) });
  }, [complete, firstError, raw.number, onChange]);

  useEffect(() => {
    const tokenizer: CardTokenizer = {
      tokenize: async () => {
        const card = latest.current;
        if (card.number === PROCESSING_ERROR_CARD) throw new Error(PROCESSING_ERROR_MESSAGE);
        return {
          token: sandboxToken(card.number),
          last4: card.number.slice(-4),
          expMonth: Number(card.month),
          expYear: Number(card.year),
        };
      },
    };
    onReady(tokenizer);
    return () => onReady(null);
  }, [onReady]);

  const set = (field: keyof Raw, value: string) =>
    setRaw((current) => ({ ...current, [field]: value }));
  const touch = (field: keyof Raw) => setTouched((current) => ({ ...current, [field]: true }));

  return (
    <Fields>
      <TextField
        label={t.cardNumber}
        value={raw.number}
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={CARD_NUMBER_MAX}
        onChange={(event) => set('number', digitsOnly(event.target.value, CARD_NUMBER_MAX))}
        onBlur={() => touch('number')}
        error={shown('number')}
        required
        block
      />
      <Row>
        <Select
          label={t.expiryMonth}
          placeholder="MM"
          options={monthOptions}
          value={raw.month}
          onChange={(value) => {
            set('month', value);
            touch('month');
          }}
          error={shown('month')}
          required
          block
        />
        <Select
          label={t.expiryYear}
          placeholder="YYYY"
          options={yearOptions}
          value={raw.year}
          onChange={(value) => {
            set('year', value);
            touch('year');
          }}
          error={shown('year')}
          required
          block
        />
        <TextField
          label={t.cvc}
          value={raw.cvc}
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={CVC_MAX}
          onChange={(event) => set('cvc', digitsOnly(event.target.value, CVC_MAX))}
          onBlur={() => touch('cvc')}
          error={shown('cvc')}
          required
          block
        />
      </Row>
    </Fields>
  );
}

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;
