import { logsQuerySchema } from '@hc/shared';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { logsExportUrl } from '../pages/logs/api/logs-api';
import { ExportButton, listExportUrl } from './export-button';
import { parseListQuery } from './use-list-params';

afterEach(cleanup);

describe('listExportUrl', () => {
  it('keeps the filters, search and sort but not the page, and leaves empty values out', () => {
    expect(
      listExportUrl('/api/admin/facilities/export', { page: 3, q: 'port', status: '', region: 101, order: 'asc' }),
    ).toBe('/api/admin/facilities/export?q=port&region=101&order=asc');
  });

  it('builds the logs export from the same query as the list', () => {
    const query = parseListQuery(logsQuerySchema, new URLSearchParams('level=WARN&page=4&range=today'));
    expect(logsExportUrl(query)).toBe('/api/admin/logs/export?level=WARN&range=today');
    expect(logsExportUrl(parseListQuery(logsQuerySchema, new URLSearchParams()))).toBe('/api/admin/logs/export');
  });
});

describe('ExportButton', () => {
  it('is a download link to the export of the filtered rows', () => {
    render(
      <ExportButton
        query={{ status: 'pending', page: 2 }}
        buildUrl={(query) => listExportUrl('/api/admin/facilities/export', query)}
        label="Export"
      />,
    );
    const link = screen.getByRole('link', { name: 'Export' });
    expect(link.getAttribute('href')).toBe('/api/admin/facilities/export?status=pending');
    expect(link.hasAttribute('download')).toBe(true);
  });
});
