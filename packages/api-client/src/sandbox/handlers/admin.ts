import type { HandlerTable } from '../context';

export const adminHandlers: HandlerTable = {};
