// Our content service in place of the hosted one (storefront spec §1, §3 "Content entries"): the
// website's entries and content pages by path, for everyone.
import { ContentPageQuery, ContentPageResponse, ShellContentResponse, WebsiteResponse } from '../content.ts';
import { endpoint, endpointGroup } from '../endpoint.ts';
import { contentPaths } from '../paths/content.ts';

export const contentEndpoints = endpointGroup('content', {
  website: endpoint({
    method: 'GET',
    path: contentPaths.website,
    auth: 'public',
    summary: 'Nav bar, main navigation, dropdowns, home page, footer, alert banner and the page list',
    response: WebsiteResponse,
    refusals: [],
  }),
  shell: endpoint({
    method: 'GET',
    path: contentPaths.shell,
    auth: 'public',
    summary:
      'Ours: the website without the home page (nav bar, navigation, footer, alert banner, page list), the same for everyone',
    response: ShellContentResponse,
    refusals: [],
  }),
  page: endpoint({
    method: 'GET',
    path: contentPaths.page,
    auth: 'public',
    summary: 'A content page by its path (404 when there is none)',
    query: ContentPageQuery,
    response: ContentPageResponse,
    refusals: ['PAGE_NOT_FOUND'],
  }),
});
