import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { Dialog, DialogClose, DialogContent, SheetContent } from './dialog';

/** A dialog opened the way most of ours are: a plain button setting state, no DialogTrigger. */
function OpenedByState({ sheet = false }: { sheet?: boolean }) {
  const [open, setOpen] = useState(false);
  const Content = sheet ? SheetContent : DialogContent;
  return (
    <>
      <button type="button">Before</button>
      <button type="button" onClick={() => setOpen(true)}>
        Delete card
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        <Content title="Delete this payment method?">
          <DialogClose>Cancel</DialogClose>
        </Content>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('gives the focus back to the button that opened it when Escape closes it', async () => {
    const user = userEvent.setup();
    render(<OpenedByState />);
    const opener = screen.getByRole('button', { name: 'Delete card' });
    opener.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Delete this payment method?' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it('gives the focus back when one of its own buttons closes it', async () => {
    const user = userEvent.setup();
    render(<OpenedByState />);
    const opener = screen.getByRole('button', { name: 'Delete card' });
    await user.click(opener);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it('gives the focus back from the slide-in sheet too', async () => {
    const user = userEvent.setup();
    render(<OpenedByState sheet />);
    const opener = screen.getByRole('button', { name: 'Delete card' });
    opener.focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it("leaves the focus where a caller's onCloseAutoFocus puts it", async () => {
    const user = userEvent.setup();
    function Elsewhere() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Open
          </button>
          <input aria-label="Next field" />
          <Dialog open={open} onOpenChange={setOpen}>
            <DialogContent
              title="Choose"
              onCloseAutoFocus={(event) => {
                event.preventDefault();
                screen.getByRole('textbox', { name: 'Next field' }).focus();
              }}
            >
              <DialogClose>Done</DialogClose>
            </DialogContent>
          </Dialog>
        </>
      );
    }
    render(<Elsewhere />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(await screen.findByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Next field' }));
  });
});
