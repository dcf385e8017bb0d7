export {
  Tooltip,
  TOOLTIP_OPEN_DELAY_MS,
  TOOLTIP_CLOSE_DELAY_MS,
  type TooltipMode,
  type TooltipPlacement,
  type TooltipProps,
} from './Tooltip';
