import type { HandlerTable } from '../context';

export const accountChurchHandlers: HandlerTable = {};
