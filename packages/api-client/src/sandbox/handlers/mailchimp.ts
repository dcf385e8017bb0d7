import type { HandlerTable } from '../context';

export const mailchimpHandlers: HandlerTable = {};
