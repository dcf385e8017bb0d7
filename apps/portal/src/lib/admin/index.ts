export { useActAs } from './useActAs';
export { useCopyActivationLink } from './useCopyLink';
