// What the error page says for each status (storefront spec §2.1 and §8: any unknown path shows
// the error page; /error/{statusCode} shows a specific error).

export interface ErrorMessage {
  title: string;
  description: string;
}

const MESSAGES: Record<number, ErrorMessage> = {
  400: {
    title: 'That request didn’t look right',
    description: 'Something in the link or form was not what we expected. Please go back and try again.',
  },
  401: {
    title: 'Please log in to continue',
    description:
      'Your session has ended or you are not logged in. Log in to see prices, your cart and your account.',
  },
  403: {
    title: 'You don’t have access to this page',
    description:
      'Your account does not include this page. If you think it should, ask your account administrator or contact us.',
  },
  404: {
    title: 'We can’t find that page',
    description:
      'The page may have moved, or the link may be mistyped. Try searching for the product you need.',
  },
  408: {
    title: 'That took too long',
    description: 'The request timed out. Please check your connection and try again.',
  },
  429: {
    title: 'Too many requests',
    description: 'Please wait a moment before trying again.',
  },
  500: {
    title: 'Something went wrong on our side',
    description:
      'We are sorry for the trouble. Please try again in a moment, or call us and we will help you place your order.',
  },
  503: {
    title: 'We’ll be right back',
    description: 'The store is briefly unavailable for maintenance. Please try again in a few minutes.',
  },
};

/** Parses the `:statusCode` segment; anything that is not an HTTP error status counts as 404. */
export function parseStatusCode(value: string | undefined): number {
  const status = Number(value);
  return Number.isInteger(status) && status >= 400 && status <= 599 ? status : 404;
}

export function errorMessage(status: number): ErrorMessage {
  return (
    MESSAGES[status] ??
    (status >= 500
      ? (MESSAGES[500] as ErrorMessage)
      : {
          title: 'Something went wrong',
          description: 'We could not complete that request. Please try again.',
        })
  );
}
