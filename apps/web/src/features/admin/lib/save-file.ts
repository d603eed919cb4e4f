// A file the API answers to staff (a PDF, a CSV), saved under the name it gives: fetched with the
// staff token (a plain link would carry no token), handed to the browser as a download.
import { apiUrl } from '@/lib/api-client';
import type { ApiRequestOptions } from '@/lib/api-client';

import { ApiError } from './admin-api';
import { liveStaffSession } from './staff-session';

/**
 * Saves the file at `path` (with `query`) under the name the API gives, or `fallback`; `failure`
 * is what a refusal says.
 */
export async function saveFile(
  path: string,
  fallback: string,
  options: { query?: ApiRequestOptions['query']; accept?: string; failure?: string } = {},
): Promise<void> {
  const session = liveStaffSession();
  const headers: Record<string, string> = session ? { Authorization: `Bearer ${session.token}` } : {};
  if (session && options.accept) headers['Accept'] = options.accept;
  const response = await fetch(apiUrl(path, options.query), { headers, credentials: 'omit' });
  if (!response.ok)
    throw new ApiError(response.status, options.failure ?? 'The file could not be downloaded. Try again.');
  const blob = await response.blob();
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallback;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
