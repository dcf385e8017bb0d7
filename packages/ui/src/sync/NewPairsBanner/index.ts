export { NewPairsBanner, type NewPairsBannerProps } from './NewPairsBanner';
export { newPairsBannerTexts } from './texts';
