export { LoadMore, SCROLL_LOAD_THRESHOLD_PX, type LoadMoreProps } from './LoadMore';
