export { BrokenPartTip, type BrokenPartTipProps } from './BrokenPartTip';
export { brokenPartTexts } from './texts';
