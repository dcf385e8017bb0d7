import type { HandlerTable } from '../context';

export const logsHandlers: HandlerTable = {};
