import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPageDescription } from './page-description';

const HTML = '<head><meta name="description" content="Find hospitals in Cameroon." /><title>t</title></head>';
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function distWith(manifests: Record<string, unknown>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'hc-description-'));
  dirs.push(dir);
  for (const [language, manifest] of Object.entries(manifests))
    writeFileSync(path.join(dir, `manifest-${language}.webmanifest`), JSON.stringify(manifest));
  return dir;
}

describe('the page description in the visitor’s language', () => {
  it('says it in French for a French page, escaped, from the build’s manifest of that language', () => {
    const describePage = createPageDescription(
      distWith({
        en: { description: 'Find hospitals in Cameroon.' },
        fr: { description: 'Trouvez hôpitaux & pharmacies "de garde" au Cameroun.' },
      }),
    );
    expect(describePage(HTML, 'fr')).toContain(
      '<meta name="description" content="Trouvez hôpitaux &amp; pharmacies &quot;de garde&quot; au Cameroun." />',
    );
    expect(describePage(HTML, 'en')).toBe(HTML);
  });

  it('leaves the page as it is without a build', () => {
    expect(createPageDescription(distWith({}))(HTML, 'fr')).toBe(HTML);
  });
});
