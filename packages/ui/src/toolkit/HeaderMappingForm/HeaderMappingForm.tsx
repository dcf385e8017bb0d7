import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Alert } from '../../core/Alert';
import { Button } from '../../core/Button';
import { Checkbox } from '../../core/Checkbox';
import { LoadFailure } from '../../core/LoadFailure';
import { Select } from '../../core/Select';
import { Skeleton } from '../../core/Skeleton';
import { ToolkitErrorDialog } from '../ToolkitErrorDialog';
import { toolkitTexts } from '../texts';

const t = toolkitTexts.headerMapping;

export interface HeaderMappingOption {
  value: string;
  label: string;
  /** Used by another row: shown, not choosable. */
  disabled: boolean;
}

/** One CCB field's row, as the page's machine shows it. */
export interface HeaderMappingFormRow {
  code: string;
  name: string;
  enabled: boolean;
  /** The chosen Mailchimp field ('' for none). */
  field: string;
  isTwoWay: boolean;
  /** Lowest plan rank that maps it. */
  plan: number;
  /** CCB ID and CCB email: fixed. */
  required: boolean;
  /** Above the church's plan. */
  locked: boolean;
  /** Can be changed now. */
  editable: boolean;
  options: readonly HeaderMappingOption[];
  error: 'noField' | 'noCountry' | null;
  /** The row's extra select: Phone's country, Address's default type. */
  extra: 'country' | 'addressType' | null;
}

export interface HeaderMappingFormProps {
  status: 'loading' | 'loadFailed' | 'ready';
  rows: readonly HeaderMappingFormRow[];
  /** The default country's code; 'PHONE' (the placeholder code) or '' when none. */
  country: string;
  countries: readonly { value: string; label: string }[];
  addressType: string;
  addressOptions: readonly { value: string; label: string }[];
  saving: boolean;
  /** 'all': the plan maps no field and Save is off; 'some': some rows need a higher plan. */
  planNotice: 'none' | 'some' | 'all';
  /** The way to the plans (a link the portal gives), shown with the plan notice. */
  plansLink?: ReactNode;
  /** The Error dialog's message (a failed save); closed while null. */
  error: string | null;
  onToggle: (code: string, enabled: boolean) => void;
  onField: (code: string, field: string) => void;
  onCountry: (country: string) => void;
  onAddressType: (addressType: string) => void;
  onSave: () => void;
  onClose: () => void;
  onRetry: () => void;
  onErrorClose: () => void;
}

/**
 * Custom Fields Mapping (spec part 2 section 2 /header-mapping): per CCB field an enable
 * checkbox, the Mailchimp field select (fields another row uses are disabled), a 1-way or 2-way
 * mark; Phone's country and Address's default address type; Close and Save. Required rows are
 * fixed; rows above the plan say which plan maps them.
 */
export function HeaderMappingForm({
  status,
  rows,
  country,
  countries,
  addressType,
  addressOptions,
  saving,
  planNotice,
  plansLink,
  error,
  onToggle,
  onField,
  onCountry,
  onAddressType,
  onSave,
  onClose,
  onRetry,
  onErrorClose,
}: HeaderMappingFormProps) {
  if (status === 'loading') {
    return (
      <Rows role="status" aria-busy="true" aria-label={t.listLabel}>
        {[0, 1, 2, 3, 4].map((index) => (
          <Skeleton key={index} height="72px" radius="medium" />
        ))}
      </Rows>
    );
  }
  if (status === 'loadFailed') {
    return <LoadFailure onRetry={onRetry}>{t.loadFailed}</LoadFailure>;
  }
  const countryValue = country === 'PHONE' ? '' : country;
  return (
    <Form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!saving && planNotice !== 'all') onSave();
      }}
    >
      {planNotice !== 'none' ? (
        <Alert variant={planNotice === 'all' ? 'warning' : 'info'}>
          {planNotice === 'all' ? t.planAll : t.planSome} {plansLink}
        </Alert>
      ) : null}
      <Rows role="list" aria-label={t.listLabel}>
        {rows.map((row) => (
          <Row key={row.code} role="listitem" aria-label={row.name}>
            <Name>
              <Checkbox
                label={row.name}
                checked={row.enabled}
                disabled={!row.editable}
                onChange={(checked) => onToggle(row.code, checked)}
              />
              <Marks>
                <Mark
                  title={row.isTwoWay ? t.twoWayHint : t.oneWayHint}
                  aria-label={`${row.isTwoWay ? t.twoWay : t.oneWay}: ${
                    row.isTwoWay ? t.twoWayHint : t.oneWayHint
                  }`}
                >
                  {row.isTwoWay ? t.twoWay : t.oneWay}
                </Mark>
                {row.required ? <Note>{t.required}</Note> : null}
                {row.locked ? (
                  <Note>{t.needsPlan(t.planNames[row.plan] ?? String(row.plan))}</Note>
                ) : null}
              </Marks>
            </Name>
            <Select
              label={t.field}
              block
              value={row.enabled ? row.field : ''}
              options={row.options}
              disabled={!row.editable || !row.enabled}
              error={row.error === 'noField' ? t.noField : undefined}
              onChange={(value) => onField(row.code, value)}
            />
            {row.extra === 'country' ? (
              <Select
                label={t.country}
                block
                placeholder={t.countryPlaceholder}
                value={countryValue}
                options={countries}
                disabled={!row.editable}
                error={row.error === 'noCountry' ? t.noCountry : undefined}
                onChange={onCountry}
              />
            ) : row.extra === 'addressType' ? (
              <Select
                label={t.addressType}
                block
                value={addressType}
                options={addressOptions}
                disabled={!row.editable}
                onChange={onAddressType}
              />
            ) : null}
          </Row>
        ))}
      </Rows>
      <Actions>
        <Button type="button" variant="secondary" onClick={onClose} disabled={saving}>
          {t.close}
        </Button>
        <Button type="submit" loading={saving} disabled={planNotice === 'all'}>
          {t.save}
        </Button>
      </Actions>
      <ToolkitErrorDialog message={error} onClose={onErrorClose} />
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const Rows = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(180px, 1fr) minmax(200px, 1.2fr) minmax(200px, 1.2fr);
  gap: ${({ theme }) => theme.space[3]};
  align-items: start;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.border.muted};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.background.default};

  @media (max-width: 767px) {
    grid-template-columns: 1fr;
  }
`;

const Name = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
`;

const Marks = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
`;

const Mark = styled.span`
  display: inline-block;
  padding: 0 ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.color.background.inset};
  color: ${({ theme }) => theme.color.text.default};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Note = styled.span`
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;
