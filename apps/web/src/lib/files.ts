// A file the API answers (a PDF, a CSV, a picture) handed to the browser: saved as a download or
// opened in a new tab. Read it with a client's `file` (lib/api-client.ts: the buyer's `apiFile`,
// the back office's `adminFile`), which carries the session's token as every other call does.
import { ApiError } from './api-client';

interface ReadFile {
  blob: Blob;
  name: string;
}

/** The reader's failure, in the words the page gives it (its code kept for the caller). */
function failed(error: unknown, failure: string): Error {
  if (error instanceof DOMException && error.name === 'AbortError') return error;
  return error instanceof ApiError
    ? new ApiError(error.status, failure, error.code, error.body)
    : new Error(failure);
}

/** Saves the file `read` answers under its name; a failure is thrown as `failure`. */
export async function saveFile(read: Promise<ReadFile>, failure: string): Promise<void> {
  let file: ReadFile;
  try {
    file = await read;
  } catch (error) {
    throw failed(error, failure);
  }
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Shows the file `read` answers in a new tab. The tab is opened before the file is read, while the
 * click still counts as the user's (a tab opened after an await is blocked as a pop-up).
 */
export async function openFile(read: () => Promise<ReadFile>, failure: string): Promise<void> {
  const tab = window.open('', '_blank');
  let file: ReadFile;
  try {
    file = await read();
  } catch (error) {
    tab?.close();
    throw failed(error, failure);
  }
  const url = URL.createObjectURL(file.blob);
  if (tab) tab.location.href = url;
  else window.location.assign(url);
}
