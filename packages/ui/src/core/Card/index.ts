export { Card, type CardPadding, type CardPartProps, type CardProps } from './Card';
