import type { HandlerTable } from '../context';

export const configHandlers: HandlerTable = {};
