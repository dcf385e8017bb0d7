import type { HandlerTable } from '../context';

export const ccbHandlers: HandlerTable = {};
