export {
  LogDetails,
  type CcbToMcRowView,
  type LogDetailsProps,
  type LogDirection,
  type McToCcbRowView,
} from './LogDetails';
