// The message under a bare input that is not a labelled TextField (table cells, steppers): what is
// wrong with the value, tied to the input by aria-describedby and aria-invalid, so a screen reader
// says it with the field (issue 31 point 2). Fields built with TextField pass `error` instead.
import { cn } from '@/lib/cn';

/** The input's aria attributes for a problem (or none). */
export function problemProps(id: string, problem: string | undefined) {
  return {
    'aria-invalid': problem !== undefined,
    'aria-describedby': problem === undefined ? undefined : `${id}-problem`,
  } as const;
}

export function FieldProblem({
  id,
  problem,
  className,
}: {
  id: string;
  problem: string | undefined;
  className?: string;
}) {
  if (problem === undefined) return null;
  return (
    <p id={`${id}-problem`} role="alert" className={cn('mt-1 text-xs font-medium text-red-700', className)}>
      {problem}
    </p>
  );
}
