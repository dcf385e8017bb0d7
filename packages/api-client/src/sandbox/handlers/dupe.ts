import type { HandlerTable } from '../context';

export const dupeHandlers: HandlerTable = {};
