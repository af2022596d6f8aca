import { lighthouseRounds, mediansMeet } from './lighthouse-run.ts';
import { withPublishedWheel } from './published-wheel-variants.ts';

/** Issue 18: the published page keeps performance ≥ 95, accessibility 100 and SEO 100. */
const TARGETS = { performance: 95, accessibility: 100, seo: 100 };

/**
 * Lighthouse of the published wheel, served with its first page (this build) and without it (the build
 * less its renderer: the page as before issue 18), runs alternating; the targets are the served page's.
 */
export async function measurePublishedLighthouse(playerDist: string): Promise<boolean> {
  return withPublishedWheel(playerDist, async (path, variants) => {
    const pages = variants.map(({ label, origin }, index) => ({
      label: `${path} ${label}`,
      url: `${origin}${path}`,
      name: `lighthouse-${index ? 'after' : 'before'}`,
    }));
    const [before, after] = await lighthouseRounds(pages, TARGETS);
    mediansMeet(pages[0].label, before, TARGETS, false);
    const isMet = mediansMeet(pages[1].label, after, TARGETS);
    console.log('');
    return isMet;
  });
}
