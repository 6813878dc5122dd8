import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import common from '../../locales/en/common.json';
import { Pager, type PagerProps } from './pager';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { common } },
  defaultNS: 'common',
  interpolation: { escapeValue: false },
});

afterEach(cleanup);

const renderPager = (props: PagerProps) =>
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <Pager {...props} />
      </MemoryRouter>
    </I18nextProvider>,
  );

describe('Pager', () => {
  it('back-office lists: buttons, "entries", the nav even for one page (spec 02 §9)', () => {
    const onPage = vi.fn();
    renderPager({ page: 2, total: 23, pageSize: 10, onPage });
    expect(screen.getByText('Showing 11 to 20 of 23 entries')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenCalledWith(3);
    fireEvent.click(within(nav).getByRole('button', { name: 'Page 1' }));
    expect(onPage).toHaveBeenCalledWith(1);

    cleanup();
    renderPager({ page: 1, total: 4, pageSize: 10, onPage });
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
  });

  it('public listings: links to shareable pages, the plain summary, no nav for one page', () => {
    renderPager({
      page: 1,
      total: 95,
      pageSize: 20,
      summary: 'plain',
      hideWhenSinglePage: true,
      hrefForPage: (page) => `?page=${page}`,
    });
    expect(screen.getByText('Showing 1 to 20 of 95')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['1', '2', '3', '4', '5', 'Next']);
    expect(within(nav).getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe('/?page=3');
    expect(within(nav).getByText('Previous').getAttribute('aria-disabled')).toBe('true');

    cleanup();
    renderPager({ page: 1, total: 7, pageSize: 20, summary: 'plain', hideWhenSinglePage: true, hrefForPage: String });
    expect(screen.getByText('Showing 1 to 7 of 7')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
