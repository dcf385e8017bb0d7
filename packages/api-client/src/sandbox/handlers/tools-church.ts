import type { HandlerTable } from '../context';

export const toolsChurchHandlers: HandlerTable = {};
