import type { HandlerTable } from '../context';

export const toolsSettingsHandlers: HandlerTable = {};
