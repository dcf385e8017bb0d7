export {
  Tooltip,
  TOOLTIP_OPEN_DELAY_MS,
  TOOLTIP_CLOSE_DELAY_MS,
  type TooltipPlacement,
  type TooltipProps,
} from './Tooltip';
