// Content rules (storefront spec §1 and §3 "Content entries"): one published entry of each website
// kind, content pages by path, rich text sanitized on the way out, and the home page's category
// tiles and product carousels resolved so the home page needs no further call.
import { z } from 'zod';
import {
  AlertBanner,
  CategoryTilesSection,
  Footer,
  HomeHero,
  ItemIdsContent,
  MainNavigation,
  MainNavigationDropdown,
  NavBar,
  ProductCarouselSection,
  TrustStripSection,
  ValuePropositionsSection,
  INFECTION_CONTROL_TITLE,
  type ContentPageResponse,
  type HomePage,
  type HomeSection,
  type ProductCard,
  type ShellContentResponse,
  type WebsiteResponse,
} from '@medsupply/contract';
import type { DbOrTx } from '../../db/client.ts';
import { refuse } from '../../core/refusals.ts';
import { cardsFor, type Viewer } from '../catalog/catalog.service.ts';
import { carouselItemIds } from '../catalog/personal.service.ts';
import {
  categoriesByUrlComponent,
  entryOfKind,
  pageRow,
  websiteRows,
  type EntryRow,
} from './content.queries.ts';
import { sanitizeHtml } from '../../core/sanitize-html.ts';

export const PAGE_NOT_FOUND = 'Page not found';

// The stored data of each kind: the response shapes without what the API adds.
const StoredHomeSection = z.discriminatedUnion('type', [
  CategoryTilesSection.extend({
    categories: z.array(z.object({ urlComponent: z.string(), label: z.string() })),
  }),
  ProductCarouselSection.omit({ items: true }),
  ValuePropositionsSection,
  TrustStripSection,
]);
type StoredHomeSection = z.infer<typeof StoredHomeSection>;
const StoredHomePage = z.object({ hero: HomeHero, sections: z.array(StoredHomeSection) });
const StoredPage = z.object({ heading: z.string(), summary: z.string(), html: z.string() });

/** The stored shape of each kind the back office edits (ADR 0029): a draft is checked against it. */
export const STORED_SHAPES = {
  navBar: NavBar,
  mainNavigation: MainNavigation,
  mainNavigationDropdown: MainNavigationDropdown,
  homePage: StoredHomePage,
  footer: Footer,
  alertBanner: AlertBanner,
  page: StoredPage,
} as const;

/** An entry as it would be published (a preview): it takes the place of the stored one. */
export interface ContentOverride {
  kind: EntryRow['kind'];
  path: string | null;
  title: string;
  data: unknown;
}

/** The stored rows with `override` in place of its kind's entry (or its page's). */
function withOverride(rows: EntryRow[], override: ContentOverride | undefined): EntryRow[] {
  if (!override) return rows;
  const others = rows.filter((r) =>
    override.kind === 'page' ? !(r.kind === 'page' && r.path === override.path) : r.kind !== override.kind,
  );
  if (override.kind !== 'page') return [{ ...override }, ...others];
  // Pages are listed by path, as the query orders them.
  const pages = [...others.filter((r) => r.kind === 'page'), { ...override, data: null }].sort((a, b) =>
    (a.path ?? '') < (b.path ?? '') ? -1 : 1,
  );
  return [...others.filter((r) => r.kind !== 'page'), ...pages];
}

/** Called when a stored entry does not have its kind's shape (it is then left out, not served). */
export type InvalidContent = (kind: string, path: string | null, problem: string) => void;

function parse<T>(
  schema: z.ZodType<T>,
  row: EntryRow | { kind: string; path: string | null; data: unknown } | undefined,
  onInvalid: InvalidContent,
): T | null {
  if (!row) return null;
  const result = schema.safeParse(row.data);
  if (result.success) return result.data;
  onInvalid(row.kind, row.path, z.prettifyError(result.error));
  return null;
}

async function resolveHomePage(
  db: DbOrTx,
  stored: z.infer<typeof StoredHomePage>,
  viewer: Viewer,
): Promise<HomePage> {
  const tileUrls = stored.sections.flatMap((s) =>
    s.type === 'categoryTiles' ? s.categories.map((c) => c.urlComponent) : [],
  );
  const categories = new Map(
    (await categoriesByUrlComponent(db, [...new Set(tileUrls)])).map((c) => [c.url_component, c]),
  );
  // Each carousel's ids, then every carousel's cards in one statement.
  const idsBySection = new Map<StoredHomeSection, number[]>();
  for (const section of stored.sections) {
    if (section.type === 'productCarousel')
      idsBySection.set(section, await carouselItemIds(db, section.source));
  }
  const allIds = [...new Set([...idsBySection.values()].flat())];
  const cards = new Map<number, ProductCard>((await cardsFor(db, allIds, viewer)).map((c) => [c.id, c]));
  const sections = stored.sections.map((section): HomeSection => {
    switch (section.type) {
      case 'categoryTiles':
        return {
          ...section,
          categories: section.categories.map((tile) => {
            const found = categories.get(tile.urlComponent);
            return { ...tile, id: found?.id ?? null, imageUrl: found?.image_url ?? null };
          }),
        };
      case 'productCarousel':
        return {
          ...section,
          items: (idsBySection.get(section) ?? [])
            .map((id) => cards.get(id))
            .filter((card): card is ProductCard => card !== undefined),
        };
      default:
        return section;
    }
  });
  return { hero: stored.hero, sections };
}

/** The first (newest) row of a kind: the one served. */
const single = (rows: EntryRow[], kind: EntryRow['kind']) => rows.find((r) => r.kind === kind);

/** The entries every page's frame shows, the same for every caller. */
function shellOf(rows: EntryRow[], onInvalid: InvalidContent): ShellContentResponse {
  const banner = parse(AlertBanner, single(rows, 'alertBanner'), onInvalid);
  return {
    navBar: parse(NavBar, single(rows, 'navBar'), onInvalid),
    mainNavigation: parse(MainNavigation, single(rows, 'mainNavigation'), onInvalid),
    mainNavigationDropdown: parse(MainNavigationDropdown, single(rows, 'mainNavigationDropdown'), onInvalid),
    footer: parse(Footer, single(rows, 'footer'), onInvalid),
    alertBanner: banner ? { ...banner, html: sanitizeHtml(banner.html) } : null,
    pages: rows
      .filter((r): r is EntryRow & { path: string } => r.kind === 'page' && r.path !== null)
      .map((r) => ({ path: r.path, title: r.title })),
  };
}

/**
 * GET /api/content/website: the site's content entries, each null when missing or malformed; with
 * `override`, as they would be with that entry published (the back office's preview).
 */
export async function website(
  db: DbOrTx,
  viewer: Viewer,
  onInvalid: InvalidContent,
  override?: ContentOverride,
): Promise<WebsiteResponse> {
  const rows = withOverride(await websiteRows(db), override);
  const storedHome = parse(StoredHomePage, single(rows, 'homePage'), onInvalid);
  return {
    ...shellOf(rows, onInvalid),
    homePage: storedHome ? await resolveHomePage(db, storedHome, viewer) : null,
  };
}

/** GET /api/content/shell (ours, issue 15): the website without the home page's sections. */
export async function shellContent(db: DbOrTx, onInvalid: InvalidContent): Promise<ShellContentResponse> {
  return shellOf(await websiteRows(db), onInvalid);
}

/** GET /api/content/page?path=: a published content page (or `override`), its HTML sanitized; 404 otherwise. */
export async function page(
  db: DbOrTx,
  path: string,
  onInvalid: InvalidContent,
  override?: ContentOverride & { updatedAt: Date },
): Promise<ContentPageResponse> {
  // '/about/' and '/about' are the same page.
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const row =
    override?.kind === 'page' && override.path === normalized
      ? { path: normalized, title: override.title, data: override.data, updated_at: override.updatedAt }
      : await pageRow(db, normalized);
  const data = row ? parse(StoredPage, { kind: 'page', path: row.path, data: row.data }, onInvalid) : null;
  if (!row || !data) throw refuse('PAGE_NOT_FOUND', PAGE_NOT_FOUND);
  return {
    path: row.path,
    title: row.title,
    heading: data.heading,
    summary: data.summary,
    html: sanitizeHtml(data.html),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/**
 * The items the store keeps for infection control (issue 19 point 7, GET
 * /api/informational/getcovidlist): a content-managed list of item ids with a title and text.
 * Answers an empty list when the entry is missing or malformed (reported through onInvalid).
 */
export async function infectionControlList(
  db: DbOrTx,
  onInvalid: InvalidContent,
): Promise<{ title: string; description: string; itemIds: number[] }> {
  const row = await entryOfKind(db, 'infectionControl');
  const parsed = row ? ItemIdsContent.safeParse(row.data) : null;
  if (row && parsed && !parsed.success) onInvalid('infectionControl', null, parsed.error.message);
  const data = parsed?.success ? parsed.data : null;
  return {
    title: data?.title ?? row?.title ?? INFECTION_CONTROL_TITLE,
    description: data?.description ?? '',
    itemIds: data?.itemIds ?? [],
  };
}
