import { Button } from '../../core/Button';
import { Link } from '../../core/Link';
import { Skeleton } from '../../core/Skeleton';
import { formatMoney } from '../../core/money';
import { VisuallyHidden } from '../../core/VisuallyHidden';
import { Actions, BillingTable, Section } from '../BillingTable';
import { invoiceTexts, paymentMethodTexts as t } from '../texts';

export interface CardOnFile {
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface PaymentMethodTableProps {
  /** The card on file, null without one, undefined while loading. */
  card: CardOnFile | null | undefined;
  /** The user's account credit; its column shows only above 0 (formatted by `formatCredits`). */
  credits: number;
  formatCredits?: (credits: number) => string;
  failed?: boolean;
  onRetry?: () => void;
  /** The card form's address (/setup-payment): the Change Card link's `href`. */
  changeCardHref: string;
  /**
   * The Change Card link (a plain click; a new tab follows `changeCardHref`) and the add-card
   * button: open the card form.
   */
  onChangeCard: () => void;
}

const pad = (month: number) => String(month).padStart(2, '0');

/** The payment method table of the billing page (spec part 2 "Billing"). */
export function PaymentMethodTable({
  card,
  credits,
  formatCredits = formatMoney,
  failed = false,
  onRetry,
  changeCardHref,
  onChangeCard,
}: PaymentMethodTableProps) {
  const showCredits = credits > 0;
  return (
    <Section aria-labelledby="billing-card-title">
      <h2 id="billing-card-title">{t.title}</h2>
      {card === undefined ? (
        failed ? (
          <Actions role="alert">
            <span>{invoiceTexts.failed}</span>
            <Button variant="secondary" size="small" onClick={onRetry}>
              {invoiceTexts.retry}
            </Button>
          </Actions>
        ) : (
          <Skeleton.Text lines={2} />
        )
      ) : card === null ? (
        <Actions>
          <span>{t.noCard}</span>
          <Button onClick={onChangeCard}>{t.addCard}</Button>
        </Actions>
      ) : (
        <BillingTable aria-labelledby="billing-card-title">
          <thead>
            <tr>
              <th scope="col">{t.last4}</th>
              <th scope="col">{t.expMonth}</th>
              <th scope="col">{t.expYear}</th>
              {showCredits ? <th scope="col">{t.credits}</th> : null}
              <th scope="col">
                <VisuallyHidden>{t.changeCard}</VisuallyHidden>
              </th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td data-label={t.last4}>{card.last4}</td>
              <td data-label={t.expMonth}>{pad(card.expMonth)}</td>
              <td data-label={t.expYear}>{card.expYear}</td>
              {showCredits ? <td data-label={t.credits}>{formatCredits(credits)}</td> : null}
              <td data-align="end">
                {/* A link in the spec ('a Change Card link'). */}
                <Link
                  href={changeCardHref}
                  onClick={(event) => {
                    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) {
                      return;
                    }
                    event.preventDefault();
                    onChangeCard();
                  }}
                >
                  {t.changeCard}
                </Link>
              </td>
            </tr>
          </tbody>
        </BillingTable>
      )}
    </Section>
  );
}
