export { MatchCards, type MatchCardsProps } from './MatchCards';
