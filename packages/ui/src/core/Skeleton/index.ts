export { Skeleton, type SkeletonProps, type SkeletonTextProps } from './Skeleton';
