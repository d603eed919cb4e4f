// "Download PDF" for an account document (receipt, credit memo, statement): asks generatePDF (the
// caller's `generate`) for a short-lived signed link and opens it in a new tab; the link stays on
// the page too, as a browser may block a tab opened after the call answers. A failure is a toast
// with the server's message.
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import type { ButtonVariant } from '@/components/ui/button';
import { toast } from '@/lib/toast';

export const openInNewTab = (url: string) => {
  window.open(url, '_blank', 'noopener');
};

export interface PdfButtonProps {
  generate: () => Promise<{ pdfUrl: string }>;
  label?: string;
  variant?: ButtonVariant;
  /** Opens the link (a new tab in the browser; tests pass their own). */
  openUrl?: (url: string) => void;
  disabled?: boolean;
}

export function PdfButton({
  generate,
  label = 'Download PDF',
  variant,
  openUrl = openInNewTab,
  disabled,
}: PdfButtonProps) {
  const pdf = useMutation({ mutationFn: generate });
  const [pdfUrl, setPdfUrl] = useState<string | null>(null);
  const download = () =>
    pdf.mutate(undefined, {
      onSuccess: (result) => {
        setPdfUrl(result.pdfUrl);
        openUrl(result.pdfUrl);
      },
      onError: (error) => toast.error(error.message),
    });
  return (
    <div className="flex flex-wrap items-center gap-3">
      {pdfUrl && (
        <a
          className="text-sm text-brand-700 underline"
          href={pdfUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          Open the PDF
        </a>
      )}
      <Button variant={variant} onClick={download} disabled={disabled || pdf.isPending}>
        {pdf.isPending ? 'Preparing PDF…' : label}
      </Button>
    </div>
  );
}
