/** An offset in seconds east of UTC as people read it: UTC+01:00, UTC−05:00, UTC+05:30, UTC±00:00 → UTC. */
export function formatUtcOffset(seconds: number): string {
  if (seconds === 0) return 'UTC';
  const minutes = Math.round(Math.abs(seconds) / 60);
  const hours = String(Math.floor(minutes / 60)).padStart(2, '0');
  const rest = String(minutes % 60).padStart(2, '0');
  return `UTC${seconds > 0 ? '+' : '−'}${hours}:${rest}`;
}
