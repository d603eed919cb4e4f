// Our search in place of the hosted search service (ARCHITECTURE §8).
export const searchPaths = {
  suggestions: '/api/search/suggestions',
  click: '/api/search/click',
} as const;
