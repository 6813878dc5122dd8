import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import common from '../../../locales/en/common.json';
import forms from '../../../locales/en/forms.json';
import { NewsletterForm } from './newsletter-form';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { common, forms } },
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

const nameField = { label: 'Name', requiredMessage: 'Please enter your name' };

function renderForm(props: Partial<Parameters<typeof NewsletterForm>[0]> = {}) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <NewsletterForm source="services" tone="light" {...props} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

function stubFetch() {
  const fetchMock = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify({ data: { subscribed: true } }), {
        status: 201,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('NewsletterForm', () => {
  it('without nameField: no name input, and no name sent', async () => {
    const fetchMock = stubFetch();
    renderForm({ source: 'footer', tone: 'dark' });
    expect(screen.queryByRole('textbox', { name: 'Name' })).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: 'Email address' }), { target: { value: 'a@b.cm' } });
    fireEvent.click(screen.getByRole('button', { name: 'SIGN UP' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const init = fetchMock.mock.calls[0]![1]!;
    expect(JSON.parse(String(init.body))).toEqual({ email: 'a@b.cm', language: 'en', source: 'footer' });
  });

  it('with nameField: both fields are required, each with its message', async () => {
    const fetchMock = stubFetch();
    renderForm({ nameField });
    fireEvent.click(screen.getByRole('button', { name: 'SIGN UP' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Please enter your name')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Name' }).getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('with nameField: sends the trimmed name and says it worked', async () => {
    const fetchMock = stubFetch();
    renderForm({ nameField });
    fireEvent.change(screen.getByRole('textbox', { name: 'Email address' }), { target: { value: 'Awa@Mail.CM' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: '  Awa Ngono ' } });
    fireEvent.click(screen.getByRole('button', { name: 'SIGN UP' }));
    await screen.findByText("Thank you! You're subscribed.");
    const init = fetchMock.mock.calls[0]![1]!;
    expect(JSON.parse(String(init.body))).toEqual({
      email: 'awa@mail.cm',
      name: 'Awa Ngono',
      language: 'en',
      source: 'services',
    });
  });

  it('shows the server’s verdict on the address by its code, never the English text', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              error: {
                code: 'validation_failed',
                message: 'ENGLISH SERVER TEXT',
                fields: [{ path: 'email', code: 'invalid_email', message: 'ENGLISH FIELD TEXT' }],
              },
            }),
            { status: 400, headers: { 'content-type': 'application/json' } },
          ),
      ),
    );
    renderForm({ source: 'footer', tone: 'dark' });
    const email = screen.getByRole('textbox', { name: 'Email address' });
    fireEvent.change(email, { target: { value: 'a@b.cm' } });
    fireEvent.click(screen.getByRole('button', { name: 'SIGN UP' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText(/ENGLISH/)).toBeNull();
  });
});
