import { FloatingOverlay } from '@floating-ui/react';
import styled from 'styled-components';

export const Overlay = styled(FloatingOverlay)`
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space[4]};
  background-color: ${({ theme }) => theme.color.background.backdrop};

  &[data-size='fullscreen'] {
    padding: 0;
  }

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space[2]};
  }
`;

export const Panel = styled.div`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-height: calc(100dvh - 2 * ${({ theme }) => theme.space[4]});
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.large};
  background-color: ${({ theme }) => theme.color.background.default};
  color: ${({ theme }) => theme.color.text.default};
  box-shadow: ${({ theme }) => theme.shadow.large};

  &:focus {
    outline: none;
  }

  &[data-size='small'] {
    max-width: 400px;
  }
  &[data-size='medium'] {
    max-width: 560px;
  }
  &[data-size='large'] {
    max-width: 800px;
  }
  &[data-size='fullscreen'] {
    width: 100vw;
    max-width: none;
    height: 100dvh;
    max-height: none;
    border-radius: 0;
  }

  ${({ theme }) => theme.media.mobile} {
    max-height: calc(100dvh - 2 * ${({ theme }) => theme.space[2]});
  }
`;

export const Header = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[4]} ${theme.space[3]} ${theme.space[5]}`};
`;

export const Titles = styled.div`
  flex: 1;
  min-width: 0;
  /* Centres a one-line title on the 32px close button. */
  padding-top: 4px;
`;

export const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.xl};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  line-height: ${({ theme }) => theme.lineHeight.tight};
  overflow-wrap: break-word;
`;

export const Description = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.text.muted};
`;

export const Body = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  padding: ${({ theme }) => `0 ${theme.space[5]} ${theme.space[4]}`};

  > :first-child {
    margin-top: 0;
  }
  > :last-child {
    margin-bottom: 0;
  }
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[5]}`};
  border-top: 1px solid ${({ theme }) => theme.color.border.muted};

  /*
   * Phones: one action per line, full width, in source order, so the main action is last
   * here as on wider screens (and visual order stays the focus order). Wrapping them
   * right-aligned left ragged rows and pushed wide groups past the left edge.
   */
  ${({ theme }) => theme.media.mobile} {
    flex-direction: column;
    align-items: stretch;
    padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};

    > * {
      width: 100%;
      min-width: 0;
    }
  }
`;
