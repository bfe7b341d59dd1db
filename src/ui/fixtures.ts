/** The textbook trees of fixtures/trees, bundled into the page. */
export interface FixtureInfo {
  name: string;
  title: { en: string; es: string };
  source: string;
  teaches: { en: string; es: string };
  tree: string;
}

const files = import.meta.glob<FixtureInfo>('../../fixtures/trees/*.json', { eager: true, import: 'default' });

export const FIXTURES: FixtureInfo[] = Object.entries(files)
  .map(([path, fixture]) => ({ ...fixture, name: path.replace(/^.*\//, '').replace(/\.json$/, '') }))
  .sort((a, b) => a.name.localeCompare(b.name));
