export { formatAmount, formatMoney } from './money';
