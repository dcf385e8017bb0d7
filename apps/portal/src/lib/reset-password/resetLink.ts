/** Whether the link's `v` (an expiry in seconds) is in the past. */
export function isLinkExpired(v: string | null, nowMs: number): boolean {
  if (v === null) return false;
  const expiresAt = Number(v);
  return !Number.isFinite(expiresAt) || expiresAt * 1000 < nowMs;
}
