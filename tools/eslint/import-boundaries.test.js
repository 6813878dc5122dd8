import path from 'node:path';
import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { importBoundaries } from './import-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const root = path.resolve(import.meta.dirname, '../..');
const at = (file) => path.join(root, file);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2023, sourceType: 'module' } });
const code = (source) => `import x from '${source}';`;

tester.run('import-boundaries', importBoundaries, {
  valid: [
    { filename: at('apps/web/src/features/landing/a.ts'), code: code('../../components/ui/dialog') },
    { filename: at('apps/web/src/features/landing/a.ts'), code: code('./featured/b') },
    { filename: at('apps/web/src/admin/pages/a.tsx'), code: code('../../lib/api/geography') },
    { filename: at('apps/web/src/components/facility/a.ts'), code: code('../../lib/geo/distance') },
    { filename: at('apps/web/src/app/routes/a.tsx'), code: code('../../features/facilities/listings') },
    { filename: at('apps/server/src/modules/directory/a.ts'), code: code('../../sql/public-facility') },
    { filename: at('apps/server/src/app.ts'), code: code('./modules/directory/directory.routes') },
    { filename: at('apps/server/src/modules/auth/auth.test.ts'), code: code('../admin/admin.routes') },
  ],
  invalid: [
    { filename: at('apps/web/src/features/landing/a.ts'), code: code('../search'), errors: 1 },
    { filename: at('apps/web/src/components/ui/a.ts'), code: code('../../features/search'), errors: 1 },
    { filename: at('apps/web/src/lib/a.ts'), code: code('../features/search/search-state'), errors: 1 },
    { filename: at('apps/web/src/lib/a.ts'), code: code('../admin/admin-app'), errors: 1 },
    { filename: at('apps/web/src/lib/offline/a.ts'), code: code('../../components/facility/format'), errors: 1 },
    { filename: at('apps/web/src/admin/pages/a.tsx'), code: code('../../features/search'), errors: 1 },
    { filename: at('apps/web/src/features/search/a.ts'), code: code('../../app/router'), errors: 1 },
    {
      filename: at('apps/server/src/modules/directory/a.ts'),
      code: code('../admin-facilities/admin-facilities.repository'),
      errors: 1,
    },
    { filename: at('apps/server/src/lib/a.ts'), code: code('../modules/auth/auth.service'), errors: 1 },
    { filename: at('apps/server/src/plugins/a.ts'), code: code('../modules/auth/auth.repository'), errors: 1 },
    { filename: at('apps/server/src/sql/a.ts'), code: code('../modules/directory/summary.repository'), errors: 1 },
    { filename: at('apps/server/src/app.ts'), code: code('./modules/auth/auth.service'), errors: 1 },
    { filename: at('packages/shared/src/a.ts'), code: code('../../../apps/web/src/lib/i18n'), errors: 1 },
  ],
});
