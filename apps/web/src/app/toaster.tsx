// Toast placement and look (storefront spec §8: toasts are placed bottom-right).
import { Toaster as SonnerToaster } from 'sonner';

export default function Toaster() {
  return (
    <SonnerToaster position="bottom-right" richColors closeButton toastOptions={{ className: 'font-sans' }} />
  );
}
