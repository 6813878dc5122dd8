import path from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { apiHomes } from './api-homes.js';

const root = path.resolve(import.meta.dirname, '../..');
const linter = new Linter({ cwd: root });
const config = [{ languageOptions: { parser: tseslint.parser, ecmaVersion: 2023, sourceType: 'module' } }, apiHomes];
const errors = (file, code) =>
  linter.verify(code, config, { filename: path.join(root, file) }).filter((m) => m.ruleId === 'no-restricted-imports');

describe('api-homes', () => {
  it('lets api/ folders call the API', () => {
    for (const file of [
      'apps/web/src/features/search/api/search.ts',
      'apps/web/src/admin/pages/bookings/api/bookings-api.ts',
      'apps/web/src/admin/api/facility-choices-api.ts',
      'apps/web/src/lib/api/geography.ts',
    ])
      expect(errors(file, "import { apiRequest } from '../../../lib/api-client';")).toEqual([]);
  });

  it('refuses apiRequest anywhere else', () => {
    expect(
      errors('apps/web/src/features/search/search-state.ts', "import { apiRequest } from '../../lib/api-client';"),
    ).toHaveLength(1);
    expect(
      errors(
        'apps/web/src/admin/pages/bookings/bookings-api.ts',
        "import { apiRequest } from '../../../lib/api-client';",
      ),
    ).toHaveLength(1);
    expect(errors('apps/web/src/lib/session.ts', "import { apiRequest } from './api-client';")).toHaveLength(1);
    expect(
      errors(
        'apps/web/src/admin/pages/bookings/booking-ui.tsx',
        "import { requestData } from '../../api/section-queries';",
      ),
    ).toHaveLength(1);
  });

  it('leaves the rest of the client (errors, types) to everyone, and tests alone', () => {
    expect(errors('apps/web/src/admin/pages/a.tsx', "import { ApiClientError } from '../../lib/api-client';")).toEqual(
      [],
    );
    expect(errors('apps/web/src/lib/offline/a.test.ts', "import { apiRequest } from '../api-client';")).toEqual([]);
  });
});
