import type { Direction } from './state';

/**
 * Log detail-row ids: a row's id holds its log's id and its place, so any row can be found from
 * its id (and a pair's last detail row names its log).
 */
const ROW_SPAN = 100_000;
const MC_OFFSET = 50_000;

/** A detail row's id: the log id and the row's place, so any row can be found from its id. */
export function detailIdOf(logId: number, dir: Direction, index: number): number {
  return logId * ROW_SPAN + (dir === 'mcToCcb' ? MC_OFFSET : 0) + index + 1;
}

export function parseDetailId(detailId: number): { logId: number; dir: Direction; index: number } {
  const logId = Math.floor(detailId / ROW_SPAN);
  const rest = detailId % ROW_SPAN;
  return rest > MC_OFFSET
    ? { logId, dir: 'mcToCcb', index: rest - MC_OFFSET - 1 }
    : { logId, dir: 'ccbToMc', index: rest - 1 };
}

/** The log a detail row belongs to. */
export function logIdOfDetail(detailId: number): number {
  return parseDetailId(detailId).logId;
}
