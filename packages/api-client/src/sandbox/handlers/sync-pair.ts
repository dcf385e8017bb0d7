import type { HandlerTable } from '../context';

export const syncPairHandlers: HandlerTable = {};
