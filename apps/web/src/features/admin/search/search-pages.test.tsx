// The back office's search pages through the app's real routes (issue 29 points 3 and 5): a
// zero-result row's button opens the form with the term and its suggestion filled in; the term
// joins the set that holds the word it means, or starts a set with it; the synonyms list filters
// by phrase and edits a set; members whose roles do not open content are told so.
import type { SearchAnalyticsResponse, SearchSynonym, StaffMember } from '@medsupply/contract';
import { staffAreasOf } from '@medsupply/domain';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';

import { json, mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render';

import { saveStaffSession } from '../lib/staff-session';
import { mondayOf } from './week';

configure({ asyncUtilTimeout: 5000 });

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn(), warning: vi.fn() } }));

function member(roles: string[]): StaffMember {
  return {
    id: 5,
    username: 'content@staff.medsupply.example',
    email: 'content@staff.medsupply.example',
    firstName: 'Riley',
    lastName: 'Chen',
    roles,
    areas: staffAreasOf(roles),
  };
}

function signInAs(roles: string[]) {
  saveStaffSession({ token: 'staff-token', expiresAt: Date.now() + 3_600_000, staff: member(roles) });
  return { 'GET /api/admin/auth/me': () => json({ staff: member(roles) }) };
}

const thisWeek = mondayOf(new Date());

function analytics(findsNow = false): SearchAnalyticsResponse {
  return {
    weeks: [
      {
        weekStart: thisWeek,
        searches: 12,
        zeroResultSearches: 5,
        top: [{ query: 'gauze', searches: 4 }],
        zeroResults: [
          { query: 'littmann', searches: 3, findsNow, suggestion: 'liners' },
          { query: 'zzwidget', searches: 2, findsNow: false, suggestion: null },
        ],
        noClicks: [{ query: 'gloves', searches: 2 }],
      },
    ],
  };
}

const stethoscopes: SearchSynonym = { id: 7, phrases: ['steth', 'stethoscope'] };

describe('/admin/search/analytics', { timeout: 20_000 }, () => {
  it('gives a zero-result term a synonym with one press on its row, joining the set of its word', async () => {
    let added = false;
    const { requests } = mockApi({
      ...signInAs(['content']),
      'GET /api/admin/search/analytics': () => json(analytics(added)),
      'GET /api/admin/search/synonyms': () => json({ synonyms: [stethoscopes] }),
      'PUT /api/admin/search/synonyms/7': () => {
        added = true;
        return json({ id: 7, phrases: ['steth', 'stethoscope', 'littmann'] });
      },
    });
    const { user } = renderApp('/admin/search/analytics');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search analytics' })).toBeTruthy();
    const zero = within(await screen.findByRole('region', { name: 'Searches that found nothing' }));
    const row = (await zero.findByRole('link', { name: 'littmann' })).closest('tr');
    if (!row) throw new Error('no row');
    // Asked once its answer is on the page: the heading can show before the query is sent.
    expect(requests.find((r) => r.path === '/api/admin/search/analytics')?.url).toContain(`week=${thisWeek}`);
    expect(within(row).getByText('Still finds nothing')).toBeTruthy();
    expect(within(row).getByText('Did you mean: liners')).toBeTruthy();

    // The row's button (a phone shows it under the term instead: CSS, which jsdom does not apply).
    await user.click(within(row).getAllByRole('button', { name: 'Add a synonym for littmann' })[0]!);
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a synonym for “littmann”' }));
    expect(dialog.getByLabelText<HTMLInputElement>('Buyers searched for').value).toBe('littmann');
    const meaning = dialog.getByLabelText<HTMLInputElement>('It means');
    expect(meaning.value).toBe('liners');
    await user.clear(meaning);
    await user.type(meaning, 'Stethoscope');
    await user.click(dialog.getByRole('button', { name: 'Add synonym' }));

    expect(
      await screen.findByText(/“littmann” now finds what “Stethoscope” finds, from the next search\./),
    ).toBeTruthy();
    const put = requests.find((r) => r.method === 'PUT');
    expect(JSON.parse(put?.body ?? '{}')).toEqual({ phrases: ['steth', 'stethoscope', 'littmann'] });
    expect(await within(row).findByText('Finds products now')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Add a synonym for littmann' })).toBeNull();
  });

  it('starts a new set when the word it means is in none, and picks another week', async () => {
    const { requests } = mockApi({
      ...signInAs(['content']),
      'GET /api/admin/search/analytics': () => json(analytics()),
      'GET /api/admin/search/synonyms': () => json({ synonyms: [stethoscopes] }),
      'POST /api/admin/search/synonyms': () => json({ id: 8, phrases: ['zzwidget', 'otoscope'] }),
    });
    const { user } = renderApp('/admin/search/analytics');
    const zero = within(await screen.findByRole('region', { name: 'Searches that found nothing' }));
    await user.click((await zero.findAllByRole('button', { name: 'Add a synonym for zzwidget' }))[0]!);
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a synonym for “zzwidget”' }));
    await user.type(dialog.getByLabelText('It means'), 'otoscope');
    await user.click(dialog.getByRole('button', { name: 'Add synonym' }));
    expect(await screen.findByText(/New set: zzwidget, otoscope\./)).toBeTruthy();
    const post = requests.find((r) => r.method === 'POST');
    expect(JSON.parse(post?.body ?? '{}')).toEqual({ phrases: ['zzwidget', 'otoscope'] });

    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    const lastWeek = new Date(Date.parse(`${thisWeek}T00:00:00Z`) - 7 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    await waitFor(() => expect(screen.getByLabelText<HTMLSelectElement>('Week').value).toBe(lastWeek));
    expect(requests.some((r) => r.url.includes(`week=${lastWeek}`))).toBe(true);
  });

  it('tells a member without the content role that the page is not theirs', async () => {
    mockApi({ ...signInAs(['order_desk']) });
    renderApp('/admin/search/analytics');
    expect(
      await screen.findByRole('heading', { name: 'Search analytics: not open to your roles' }),
    ).toBeTruthy();
  });
});

describe('/admin/search/synonyms', { timeout: 20_000 }, () => {
  it('filters the sets by phrase and saves an edited set', async () => {
    const cuffs: SearchSynonym = { id: 9, phrases: ['bp cuff', 'blood pressure cuff'] };
    const { requests } = mockApi({
      ...signInAs(['content']),
      'GET /api/admin/search/synonyms': () => json({ synonyms: [stethoscopes, cuffs] }),
      'PUT /api/admin/search/synonyms/9': () =>
        json({ id: 9, phrases: ['bp cuff', 'blood pressure cuff', 'sphyg'] }),
    });
    const { user } = renderApp('/admin/search/synonyms?q=Cuff');
    const sets = within(await screen.findByRole('region', { name: 'Synonym sets' }));
    expect(await sets.findByText('blood pressure cuff')).toBeTruthy();
    expect(sets.queryByText('stethoscope')).toBeNull();

    await user.click(sets.getByRole('button', { name: 'Edit bp cuff, blood pressure cuff' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit synonyms' }));
    const phrases = dialog.getByLabelText('Phrases');
    await user.type(phrases, '{enter}Sphyg');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit synonyms' })).toBeNull());
    // The dialog closes on saving; a toast says it was saved (issue 31 point 2).
    expect(vi.mocked(toast.success)).toHaveBeenCalledWith(
      'Synonyms saved: bp cuff, blood pressure cuff, sphyg.',
    );
    const put = requests.find((r) => r.method === 'PUT');
    expect(JSON.parse(put?.body ?? '{}')).toEqual({ phrases: ['bp cuff', 'blood pressure cuff', 'sphyg'] });
  });
});
