// The Meridian Medical Supply wordmark: a white cross inside a meridian ring on teal, beside the name.
// One inline SVG so it is crisp at any size and costs no request; textLength pins the words to the
// same width whatever system font renders them.
import { cn } from '@/lib/cn';

function Mark() {
  return (
    <g>
      <rect width="48" height="48" rx="11" fill="#0f6d64" />
      <circle cx="24" cy="24" r="17" fill="none" stroke="#5fd4c2" strokeWidth="2" />
      <path d="M20 10h8v10h10v8H28v10h-8V28H10v-8h10z" fill="#fff" />
    </g>
  );
}

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 48" className={cn('shrink-0', className)} aria-hidden="true" focusable="false">
      <Mark />
    </svg>
  );
}

/** The full wordmark. Decorative by default: the link around it carries the name. */
export function Logo({ className, title }: { className?: string; title?: string }) {
  return (
    <svg
      viewBox="0 0 184 48"
      className={cn('h-10 w-auto shrink-0', className)}
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
      focusable="false"
      fontFamily="inherit"
    >
      <Mark />
      <text
        x="58"
        y="25"
        fontSize="23"
        fontWeight="700"
        fill="#0b2545"
        textLength="118"
        lengthAdjust="spacingAndGlyphs"
      >
        Meridian
      </text>
      <text
        x="59"
        y="41"
        fontSize="9"
        fontWeight="650"
        fill="#0f6d64"
        textLength="117"
        lengthAdjust="spacing"
      >
        MEDICAL SUPPLY
      </text>
    </svg>
  );
}
