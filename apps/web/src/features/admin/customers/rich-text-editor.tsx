// A small rich-text editor for the back office's banner and pages: an editable area with Bold,
// Italic, Link and Clear formatting, and the HTML itself for what the buttons do not cover. The API
// sanitises whatever is saved (and again when it serves it), so the editor need not.
import { Bold, Braces, Italic, RemoveFormatting } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';

import { cn } from '@/lib/cn';

import { Button, TextAreaField } from '../components/form';

export interface RichTextEditorProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  hint?: string;
  /** Taller for pages. */
  minHeight?: string;
}

function run(command: string, value?: string) {
  // execCommand is deprecated without a replacement for editable areas, and what every browser still
  // speaks; the API sanitises the result.
  // eslint-disable-next-line @typescript-eslint/no-deprecated
  if (typeof document.execCommand === 'function') document.execCommand(command, false, value);
}

export function RichTextEditor({ label, value, onChange, hint, minHeight = '5rem' }: RichTextEditorProps) {
  const id = useId();
  const area = useRef<HTMLDivElement>(null);
  const [source, setSource] = useState(false);
  const [linking, setLinking] = useState(false);
  const [href, setHref] = useState('');
  const saved = useRef<Range | null>(null);

  // Only when the value comes from outside (load, HTML view): typing keeps the caret where it is.
  useEffect(() => {
    const el = area.current;
    if (el && el.innerHTML !== value) el.innerHTML = value;
  }, [value, source]);

  const emit = () => onChange(area.current?.innerHTML ?? '');
  const format = (command: string, arg?: string) => {
    area.current?.focus();
    run(command, arg);
    emit();
  };

  if (source)
    return (
      <div>
        <TextAreaField
          label={`${label} (HTML)`}
          value={value}
          rows={6}
          onChange={(event) => onChange(event.target.value)}
          hint={hint}
          className="font-mono text-xs"
        />
        <Button type="button" variant="link" size="sm" onClick={() => setSource(false)}>
          Back to the editor
        </Button>
      </div>
    );

  return (
    <div>
      <span id={`${id}-label`} className="mb-1.5 block text-sm font-semibold text-navy-900">
        {label}
      </span>
      <div className="rounded-lg border border-slate-300 bg-white shadow-sm focus-within:border-brand-600">
        <div
          role="toolbar"
          aria-label={`${label} formatting`}
          className="flex flex-wrap gap-1 border-b border-slate-200 p-1"
        >
          <Button
            type="button"
            variant="ghost"
            size="sm"
            aria-label="Bold"
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => format('bold')}
          >
            <Bold aria-hidden="true" />
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            aria-label="Italic"
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => format('italic')}
          >
            <Italic aria-hidden="true" />
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            aria-label="Link"
            aria-expanded={linking}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => {
              const selection = window.getSelection();
              saved.current =
                selection && selection.rangeCount > 0 ? selection.getRangeAt(0).cloneRange() : null;
              setLinking((open) => !open);
            }}
          >
            Link
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            aria-label="Clear formatting"
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => format('removeFormat')}
          >
            <RemoveFormatting aria-hidden="true" />
          </Button>
          <Button type="button" variant="ghost" size="sm" className="ml-auto" onClick={() => setSource(true)}>
            <Braces aria-hidden="true" /> HTML
          </Button>
        </div>
        {linking && (
          <div className="flex flex-wrap items-center gap-2 border-b border-slate-200 p-2">
            <label htmlFor={`${id}-href`} className="text-sm font-medium text-navy-900">
              Link to
            </label>
            <input
              id={`${id}-href`}
              value={href}
              onChange={(e) => setHref(e.target.value)}
              placeholder="/shipping-policy or https://…"
              className="h-8 min-w-0 flex-1 rounded-md border border-slate-300 px-2 text-sm"
            />
            <Button
              type="button"
              size="sm"
              disabled={!href.trim()}
              onClick={() => {
                const selection = window.getSelection();
                area.current?.focus();
                if (saved.current && selection) {
                  selection.removeAllRanges();
                  selection.addRange(saved.current);
                }
                format('createLink', href.trim());
                setLinking(false);
                setHref('');
              }}
            >
              Add link
            </Button>
          </div>
        )}
        <div
          ref={area}
          role="textbox"
          aria-multiline="true"
          aria-labelledby={`${id}-label`}
          contentEditable
          suppressContentEditableWarning
          onInput={emit}
          onBlur={emit}
          style={{ minHeight }}
          className={cn(
            'px-3 py-2 text-sm leading-6 text-slate-800 outline-none',
            '[&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_strong]:font-semibold [&_b]:font-semibold',
          )}
        />
      </div>
      {hint && <p className="mt-1.5 text-xs text-slate-600">{hint}</p>}
    </div>
  );
}
