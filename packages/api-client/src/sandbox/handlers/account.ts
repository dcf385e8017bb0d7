import type { HandlerTable } from '../context';

export const accountHandlers: HandlerTable = {};
