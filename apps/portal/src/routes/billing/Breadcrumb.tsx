import styled from 'styled-components';

/** The trail of the invoice pages, starting at Billing (spec part 2 "Billing"). */
export const Breadcrumb = styled.nav`
  & ol {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[2]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  & li + li::before {
    content: '/';
    margin-right: ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.color.text.muted};
  }
`;
