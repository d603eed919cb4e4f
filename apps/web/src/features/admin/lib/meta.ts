// The head of a back-office page: its title, and never in a search engine.
export function adminMeta(title: string) {
  return [{ title: `${title} · Back office` }, { name: 'robots', content: 'noindex, nofollow' }];
}
