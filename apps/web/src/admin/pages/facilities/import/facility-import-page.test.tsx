import type { FacilityImportReport } from '@hc/shared';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import formsEn from '../../../../locales/en/forms.json';
import importEn from '../../../../locales/en/facility-import.json';
import adminFr from '../../../../locales/fr/admin.json';
import commonFr from '../../../../locales/fr/common.json';
import formsFr from '../../../../locales/fr/forms.json';
import importFr from '../../../../locales/fr/facility-import.json';
import { i18n, renderWithProviders, slowDom } from '../../../list-kit/test-utils';
import { FacilityImportPage } from './facility-import-page';

beforeAll(() => {
  i18n.addResourceBundle('en', 'forms', formsEn);
  i18n.addResourceBundle('en', 'facility-import', importEn);
  for (const [namespace, catalog] of Object.entries({
    common: commonFr,
    admin: adminFr,
    forms: formsFr,
    'facility-import': importFr,
  }))
    i18n.addResourceBundle('fr', namespace, catalog);
});

/** A stand-in for XMLHttpRequest: the test sends the upload's progress and the server's answer. */
class FakeXhr {
  static requests: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null; onload: (() => void) | null } = {
    onprogress: null,
    onload: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.requests.push(this);
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  uploaded() {
    this.upload.onload?.();
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const report = (overrides: Partial<FacilityImportReport> = {}): FacilityImportReport => ({
  dryRun: true,
  counts: { rows: 3, create: 1, update: 2, unchanged: 0, kept: 0 },
  keptRows: [],
  errors: [],
  errorCount: 0,
  warnings: [],
  warningCount: 0,
  ...overrides,
});
const badReport = report({
  errors: [
    { row: 3, column: 'Contact', code: 'invalid_phone', message: 'Enter a valid phone number' },
    { row: 5, column: 'Region', code: 'unknown_location', message: 'No place of this level has this name' },
  ],
  errorCount: 2,
});

const lastRequest = () => FakeXhr.requests.at(-1)!;
const csvFile = (name = 'facilities.csv') => new File(['Name,Type\nA,clinic\n'], name, { type: 'text/csv' });
const chooseFile = (file: File, label = 'CSV file') =>
  fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } });
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

beforeEach(() => {
  FakeXhr.requests = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}')),
  );
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('FacilityImportPage', slowDom, () => {
  it('checks the file with a progress bar, lists every problem by row and column, and offers no import', async () => {
    renderWithProviders(<FacilityImportPage />, { url: '/admin-dashboard/facilities/import' });
    expect(screen.getByRole('heading', { name: 'Import facilities' })).toBeTruthy();
    expect(button('Check file').disabled).toBe(true);
    const file = csvFile();
    await act(async () => chooseFile(file));
    expect(button('Import').disabled).toBe(true);

    await act(async () => fireEvent.click(button('Check file')));
    const request = lastRequest();
    expect(request).toMatchObject({ method: 'POST', url: '/api/admin/facilities/import?dryRun=true', body: file });
    expect(request.headers['content-type']).toBe('text/csv');

    await act(async () => request.progress(50, 100));
    const uploading = screen.getByRole('progressbar', { name: 'Sending the file… 50%' }) as HTMLProgressElement;
    expect(uploading.getAttribute('value')).toBe('50');
    await act(async () => request.uploaded());
    // The server is reading the file: no value, so the bar is indeterminate.
    expect(screen.getByRole('progressbar', { name: 'Checking the file…' }).hasAttribute('value')).toBe(false);

    await act(async () => request.respond(200, { data: badReport }));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('File checked: 3 rows, 2 problems found.');
    const table = screen.getByRole('table', { name: 'Problems in the file (2)' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['3', 'Contact', 'Enter a valid phone number'],
      ['5', 'Region', 'No place of this level has this name.'],
    ]);
    expect(button('Import').disabled).toBe(true);
  });

  it('imports a file that checked clean, then says what it did and leads back to the list', async () => {
    renderWithProviders(<FacilityImportPage />);
    const file = csvFile();
    await act(async () => chooseFile(file));
    await act(async () => fireEvent.click(button('Check file')));
    await act(async () => lastRequest().respond(200, { data: report() }));
    expect(screen.getByRole('status').textContent).toContain('no problem found');
    expect(screen.getByTestId('import-count-create').textContent).toBe('1');

    // Another file must be checked again before it can be imported.
    await act(async () => chooseFile(csvFile('other.csv')));
    expect(button('Import').disabled).toBe(true);
    await act(async () => chooseFile(file));
    await act(async () => fireEvent.click(button('Check file')));
    await act(async () => lastRequest().respond(200, { data: report() }));
    expect(button('Import').disabled).toBe(false);

    await act(async () => fireEvent.click(button('Import')));
    expect(lastRequest().url).toBe('/api/admin/facilities/import?dryRun=false');
    await act(async () => lastRequest().uploaded());
    expect(screen.getByRole('progressbar', { name: 'Importing…' })).toBeTruthy();
    await act(async () => lastRequest().respond(200, { data: report({ dryRun: false }) }));
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Import done: 1 created, 2 updated, 0 unchanged.');
    expect(within(status).getByRole('link', { name: 'Back to the facilities list' }).getAttribute('href')).toBe(
      '/admin-dashboard/facilities',
    );
    expect(button('Import').disabled).toBe(true);
  });

  it('says nothing was imported when the import is refused, and why, in French too', async () => {
    await i18n.changeLanguage('fr');
    renderWithProviders(<FacilityImportPage />);
    await act(async () => chooseFile(csvFile(), 'Fichier CSV'));
    await act(async () => fireEvent.click(button('Vérifier le fichier')));
    await act(async () => lastRequest().respond(200, { data: report() }));
    await act(async () => fireEvent.click(button('Importer')));
    await act(async () =>
      lastRequest().respond(400, {
        error: { code: 'validation_failed', message: 'Nothing was imported' },
        data: { ...badReport, dryRun: false },
      }),
    );
    expect(screen.getByRole('alert').textContent).toContain("Rien n'a été importé");
    const table = screen.getByRole('table', { name: 'Problèmes dans le fichier (2)' });
    expect(within(table).getByText('Saisissez un numéro de téléphone valide')).toBeTruthy();
    expect(within(table).getByText('Aucun lieu de ce niveau ne porte ce nom.')).toBeTruthy();
  });

  it('refuses a file over the size limit before sending it, and explains a 413', async () => {
    renderWithProviders(<FacilityImportPage />);
    const huge = csvFile();
    Object.defineProperty(huge, 'size', { value: 11 * 1024 * 1024 });
    await act(async () => chooseFile(huge));
    expect(screen.getByRole('alert').textContent).toBe('This file is larger than 10 MB: split it into smaller files.');
    expect(button('Check file').disabled).toBe(true);

    await act(async () => chooseFile(csvFile()));
    await act(async () => fireEvent.click(button('Check file')));
    await act(async () =>
      lastRequest().respond(413, { error: { code: 'payload_too_large', message: 'The body is larger…' } }),
    );
    expect(screen.getByRole('alert').textContent).toBe('The file is too large: at most 10 MB.');
  });

  it('offers the template in English and in French, in either language of the page', async () => {
    renderWithProviders(<FacilityImportPage />);
    const links = within(screen.getByRole('list', { name: 'Import templates' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('download')])).toEqual([
      [
        'Download the template (English)',
        '/api/admin/facilities/import/template.csv?lang=en',
        'facility-import-template-en.csv',
      ],
      [
        'Download the template (French)',
        '/api/admin/facilities/import/template.csv?lang=fr',
        'facility-import-template-fr.csv',
      ],
    ]);
    cleanup();

    await i18n.changeLanguage('fr');
    renderWithProviders(<FacilityImportPage />);
    const french = within(screen.getByRole('list', { name: "Modèles d'import" })).getAllByRole('link');
    expect(french.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Télécharger le modèle (anglais)', '/api/admin/facilities/import/template.csv?lang=en'],
      ['Télécharger le modèle (français)', '/api/admin/facilities/import/template.csv?lang=fr'],
    ]);
    // The columns are named as the page's reader would write them.
    expect(screen.getByText(/Colonnes : ID établissement, Nom,/)).toBeTruthy();
  });

  it('lists each field kept because staff changed it, by row and column, in French too', async () => {
    await i18n.changeLanguage('fr');
    renderWithProviders(<FacilityImportPage />);
    await act(async () => chooseFile(csvFile(), 'Fichier CSV'));
    await act(async () => fireEvent.click(button('Vérifier le fichier')));
    const warnings = [
      { row: 2, column: 'Nom', code: 'kept_staff_change' as const, message: 'Kept: changed by staff' },
      { row: 2, column: 'E-mail', code: 'kept_staff_change' as const, message: 'Kept: changed by staff' },
    ];
    await act(async () =>
      lastRequest().respond(200, {
        data: report({
          counts: { rows: 3, create: 1, update: 2, unchanged: 0, kept: 1 },
          keptRows: [2],
          warnings,
          warningCount: 2,
        }),
      }),
    );
    const table = screen.getByRole('table', { name: 'Champs conservés et remarques (2)' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((cell) => cell.textContent),
        ),
    ).toEqual([
      ['2', 'Nom', "Conservé : modifié par l'équipe"],
      ['2', 'E-mail', "Conservé : modifié par l'équipe"],
    ]);
    // Warnings do not stop the import.
    expect(button('Importer').disabled).toBe(false);
  });
});
