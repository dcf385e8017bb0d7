import styled from 'styled-components';

/**
 * The billing screens' plain data table: a caption read as its name, header cells, and cells
 * that stack label-first on a phone (each cell carries `data-label`).
 */
export const BillingTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSize.sm};

  & caption {
    padding-bottom: ${({ theme }) => theme.space[2]};
    text-align: left;
    font-size: ${({ theme }) => theme.fontSize.lg};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }
  & th,
  & td {
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
    border-bottom: 1px solid ${({ theme }) => theme.color.border.muted};
    text-align: left;
    vertical-align: middle;
  }
  & th {
    color: ${({ theme }) => theme.color.text.muted};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }
  & td[data-align='end'],
  & th[data-align='end'] {
    text-align: right;
  }
  & tr[data-total] td {
    font-weight: ${({ theme }) => theme.fontWeight.bold};
  }
  & td[data-empty] {
    padding: ${({ theme }) => theme.space[5]};
    color: ${({ theme }) => theme.color.text.muted};
    text-align: center;
  }

  ${({ theme }) => theme.media.mobile} {
    & thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    & tr {
      display: block;
      padding: ${({ theme }) => theme.space[2]} 0;
      border-bottom: 1px solid ${({ theme }) => theme.color.border.muted};
    }
    & td {
      display: flex;
      justify-content: space-between;
      gap: ${({ theme }) => theme.space[3]};
      border: 0;
      padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
      overflow-wrap: anywhere;
    }
    & td[data-label]::before {
      content: attr(data-label);
      color: ${({ theme }) => theme.color.text.muted};
      font-weight: ${({ theme }) => theme.fontWeight.semibold};
    }
    & td[data-align='end'] {
      text-align: right;
    }
    & td[data-empty] {
      display: block;
    }
  }
`;

/** A titled block of the billing page. */
export const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.border.muted};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.background.default};
  min-width: 0;

  & > h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  align-items: center;
`;
