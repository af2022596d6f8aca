/**
 * The published-campaign runtime. The foundation ships it empty; the games issue adds the page flow,
 * registration and result pages, with each game's runtime loaded lazily to keep this bundle tiny.
 */
export function PlayerApp() {
  return <main style={{ fontFamily: 'system-ui, sans-serif', padding: 24 }} />;
}
