import type { HandlerTable } from '../context';

export const syncHandlers: HandlerTable = {};
