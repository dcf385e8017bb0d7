import type { HandlerTable } from '../context';

export const billingHandlers: HandlerTable = {};
