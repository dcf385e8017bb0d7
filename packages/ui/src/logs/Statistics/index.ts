export {
  Statistics,
  type StatisticsCategoryView,
  type StatisticsItemView,
  type StatisticsProps,
} from './Statistics';
