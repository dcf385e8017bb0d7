export { useActAs } from './useActAs';
export { useCopyActivationLink } from './useCopyLink';
export { usePendingUsers } from './usePendingUsers';
export { useUsers } from './useUsers';
