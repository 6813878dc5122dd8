import type { OutboxMessage } from '@hc/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupAfterTest, renderPage, slowDom, stubApi } from '../employees/test-utils';
import { OutboxPage } from './outbox-page';

afterEach(cleanupAfterTest);

const path = '/admin-dashboard/outbox';
const message = (overrides: Partial<OutboxMessage> = {}): OutboxMessage => ({
  id: 3,
  to: 'awa@sante.example.cm',
  subject: 'You are invited to the Cameroon Health Directory back-office',
  template: 'invitation',
  locale: 'en',
  body: 'Hello Awa,\n\nChoose your password with this link:\nhttp://localhost:3000/accept-invitation?token=abc_DEF-123\n\n— Cameroon Health Directory',
  transport: 'outbox',
  state: 'outbox',
  sentAt: null,
  error: null,
  createdAt: '2026-11-23T09:00:00.000Z',
  ...overrides,
});

describe('OutboxPage', slowDom, () => {
  it('lists time, recipient, subject, transport and state, with the body’s links clickable', async () => {
    stubApi((call) =>
      call.path === '/api/admin/outbox'
        ? [
            200,
            {
              data: [
                message(),
                message({
                  id: 2,
                  to: 'bad@x.cm',
                  subject: 'Reset your password',
                  transport: 'smtp',
                  state: 'failed',
                  error: '550 no such user',
                  body: 'No link here',
                }),
              ],
              meta: { total: 2, page: 1, pageSize: 10 },
            },
          ]
        : undefined,
    );
    renderPage(<OutboxPage />, { url: path, path });
    const table = await screen.findByRole('table', { name: 'Mail written by the service' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Time', 'Recipient', 'Subject', 'Transport', 'Sent / error']);
    // Douala time (UTC+1), 24-hour, as every back-office time: not the browser's zone nor US 12-hour.
    const first = within(table).getAllByRole('row')[1]!;
    expect(first.querySelector('time')?.textContent).toBe('23 Nov 2026, 10:00');
    const link = within(table).getByRole('link', { name: 'http://localhost:3000/accept-invitation?token=abc_DEF-123' });
    expect(link.getAttribute('href')).toBe('http://localhost:3000/accept-invitation?token=abc_DEF-123');
    const failed = within(table).getAllByRole('row')[2]!;
    expect(within(failed).getByText('Not sent')).toBeTruthy();
    expect(within(failed).getByText('550 no such user')).toBeTruthy();
    expect(within(failed).getByText('SMTP')).toBeTruthy();
  });

  it('searches by recipient', async () => {
    const calls = stubApi((call) =>
      call.path === '/api/admin/outbox' ? [200, { data: [], meta: { total: 0, page: 1, pageSize: 10 } }] : undefined,
    );
    renderPage(<OutboxPage />, { url: path, path });
    expect(await screen.findByText('No messages')).toBeTruthy();
    const box = screen.getByLabelText('Recipient');
    fireEvent.change(box, { target: { value: 'awa@' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() =>
      expect(
        calls
          .filter((call) => call.path === '/api/admin/outbox')
          .at(-1)!
          .query.get('q'),
      ).toBe('awa@'),
    );
  });
});
