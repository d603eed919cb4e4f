// What a mail of the store says, apart from how it looks (issue 32 point 4): a subject, a greeting
// and blocks of content. The API renders every letter in one template, a text and an HTML part
// under the store's letterhead (apps/api mail/letter.ts), so no module writes HTML or a signature.

/** One block of a letter's body. */
export type LetterBlock =
  /** A paragraph; a line break in it is kept. */
  | string
  /** A list, with an optional line above it ('Recalled products shipped to you:'). */
  | { readonly list: readonly string[]; readonly title?: string }
  /** Label and value rows ('Order number: SO-101033'); a row without a value is left out. */
  | {
      readonly facts: readonly (readonly [label: string, value: string | null | undefined])[];
      readonly title?: string;
    }
  /** The one thing to do: a button in HTML, the label and the address on lines of their own in text. */
  | { readonly link: string; readonly label: string }
  /** Someone's own words, kept as written (a support request's message, a staff member's reason). */
  | { readonly quote: string };

export interface Letter {
  readonly to: string;
  readonly replyTo?: string;
  /** One line: line breaks and runs of spaces in it are folded (a customer's text never breaks a header). */
  readonly subject: string;
  /** 'Hello Ann,'; absent in a notice to the store's own staff. */
  readonly greeting?: string;
  readonly body: readonly LetterBlock[];
}

/** Header-safe one line: user input never breaks a subject across lines. */
export const oneLine = (value: string): string => value.replaceAll(/\s+/g, ' ').trim();
