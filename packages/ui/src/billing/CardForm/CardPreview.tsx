import styled from 'styled-components';
import { cardFormTexts as t } from '../texts';

/**
 * The brands a card number can be recognised as: Stripe's own `brand` values (its Elements report
 * one of these, or `unknown`). The sandbox recognises only the spec's two (4 and 5).
 */
export const cardBrands = [
  'visa',
  'mastercard',
  'amex',
  'discover',
  'diners',
  'jcb',
  'unionpay',
] as const;
export type CardBrand = (typeof cardBrands)[number] | 'unknown';

/** A brand name from the payment provider, or `unknown` for anything else. */
export const toCardBrand = (brand: string | undefined): CardBrand =>
  (cardBrands as readonly string[]).includes(brand ?? '') ? (brand as CardBrand) : 'unknown';

export interface CardPreviewProps {
  brand: CardBrand;
  holder: string;
}

/**
 * The live card preview (spec "/setup-payment"): the brand's logo (numbers starting with 4 or 5)
 * and the holder. It never shows the number: with a real API it never reaches our page.
 */
export function CardPreview({ brand, holder }: CardPreviewProps) {
  return (
    <Face role="img" aria-label={`${t.previewLabel}: ${brandName[brand]} ${holder}`.trim()}>
      <Logo data-brand={brand}>{brand === 'unknown' ? null : <BrandLogo brand={brand} />}</Logo>
      <Number aria-hidden>•••• •••• •••• ••••</Number>
      <Holder aria-hidden>{holder.toUpperCase() || t.previewHolder}</Holder>
    </Face>
  );
}

const brandName: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  unknown: '',
};

/** Brands without a drawn mark show their name as a wordmark. */
const wordmark: Partial<Record<CardBrand, string>> = {
  amex: 'AMEX',
  discover: 'DISCOVER',
  diners: 'DINERS',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

function BrandLogo({ brand }: { brand: Exclude<CardBrand, 'unknown'> }) {
  if (brand === 'visa') {
    return (
      <svg viewBox="0 0 64 24" width="64" height="24" aria-hidden="true">
        <text x="0" y="20" fontSize="22" fontWeight="700" fontStyle="italic" fill="#fff">
          VISA
        </text>
      </svg>
    );
  }
  if (brand !== 'mastercard') {
    return (
      <svg viewBox="0 0 120 24" width="120" height="24" aria-hidden="true">
        <text x="120" y="18" textAnchor="end" fontSize="16" fontWeight="700" fill="#fff">
          {wordmark[brand]}
        </text>
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 48 30" width="48" height="30" aria-hidden="true">
      <circle cx="17" cy="15" r="13" fill="#eb001b" />
      <circle cx="31" cy="15" r="13" fill="#f79e1b" fillOpacity="0.9" />
    </svg>
  );
}

const Face = styled.div`
  display: grid;
  grid-template-rows: 32px 1fr auto;
  gap: ${({ theme }) => theme.space[2]};
  width: 100%;
  max-width: 320px;
  aspect-ratio: 1.586;
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radius.large};
  background: linear-gradient(135deg, #1f3a5f, #2f6690);
  color: #fff;
  font-family: ${({ theme }) => theme.font.mono};
`;

const Logo = styled.div`
  justify-self: end;
`;

const Number = styled.div`
  align-self: center;
  font-size: ${({ theme }) => theme.fontSize.lg};
  letter-spacing: 0.08em;
`;

const Holder = styled.div`
  font-size: ${({ theme }) => theme.fontSize.sm};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;
