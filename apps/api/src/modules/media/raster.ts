// Product illustrations and category tiles as WebP pictures for browsers that take them.
//
// The art is drawn as SVG (db/seed/product-image.ts). An SVG <img> is a document of its own in the browser:
// parsing it, its styles, layout and paint run on the page's main thread, ~5–15 ms each on this
// machine even for a one-rectangle SVG, so a home page with ~30 pictures spent 200–350 ms of main
// thread on them (four times that on Lighthouse's emulated phone, most of it Total Blocking Time).
// A WebP is decoded off the main thread. So the media routes answer a browser that accepts WebP
// with the same art drawn into pixels here (libvips via sharp), at twice the SVG's size so it is
// sharp on high-density screens, and keep the SVG for anyone else (ADR 0015).
//
// Each picture is a pure function of its URL: drawn once per process and kept in memory, in a
// bounded least-recently-used map; concurrent requests for one picture share one drawing.
import type sharpModule from 'sharp';

/** Pixels per SVG pixel: the picture is sharp on screens of up to twice the CSS pixel density. */
export const RASTER_SCALE = 2;
/**
 * The widest picture drawn, in pixels: the product page's large image (480 SVG pixels) is drawn
 * 1.5 times, not twice. It is the page's largest paint and starts loading with the stylesheet; at
 * 960 pixels (11 KB) Lighthouse's slow-4G page load painted first 0.3 s later and largest 0.7 s
 * later than with the 1 KB SVG, at 480 pixels as early as before (ADR 0015).
 */
export const RASTER_MAX_WIDTH = 720;
/** WebP quality: flat art with gradients stays clean, a 320 px card picture is ~2–5 KB. */
const WEBP_QUALITY = 82;
/** What the kept pictures may weigh in all. */
export const RASTER_CACHE_BYTES = 48 * 1024 * 1024;

type SharpFactory = typeof sharpModule;

let sharpFactory: Promise<SharpFactory | null> | null = null;

/**
 * sharp, loaded on first use (it brings libvips, ~30 MB, that the API needs for pictures only).
 * Where it cannot load (a platform without its prebuilt binary) pictures stay SVG.
 */
function loadSharp(): Promise<SharpFactory | null> {
  sharpFactory ??= import('sharp').then(
    (module) => {
      // One libvips thread: drawing shares two cores with the API's own requests and database.
      module.default.concurrency(1);
      return module.default;
    },
    () => null,
  );
  return sharpFactory;
}

/** The size an SVG of ours declares (its root's width and height attributes), in SVG pixels. */
export function svgSize(svg: string): { width: number; height: number } | null {
  const root = /^<svg\b[^>]*>/.exec(svg)?.[0];
  const width = root && /\swidth="(\d+(?:\.\d+)?)"/.exec(root)?.[1];
  const height = root && /\sheight="(\d+(?:\.\d+)?)"/.exec(root)?.[1];
  if (!width || !height) return null;
  return { width: Number(width), height: Number(height) };
}

/** A least-recently-used map of drawn pictures, bounded by their total size. */
export class PictureCache {
  private readonly entries = new Map<string, Buffer>();
  private bytes = 0;
  private readonly maxBytes: number;

  constructor(maxBytes: number) {
    this.maxBytes = maxBytes;
  }

  get(key: string): Buffer | undefined {
    const picture = this.entries.get(key);
    if (picture === undefined) return undefined;
    // Most recently used last: a Map iterates in insertion order.
    this.entries.delete(key);
    this.entries.set(key, picture);
    return picture;
  }

  set(key: string, picture: Buffer): void {
    if (picture.length > this.maxBytes) return;
    const old = this.entries.get(key);
    if (old) {
      this.bytes -= old.length;
      this.entries.delete(key);
    }
    this.entries.set(key, picture);
    this.bytes += picture.length;
    for (const [oldest, kept] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= kept.length;
    }
  }

  get size(): number {
    return this.entries.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }
}

const cache = new PictureCache(RASTER_CACHE_BYTES);
const drawing = new Map<string, Promise<Buffer | null>>();

/** Drawings run one at a time (a page's first visit asks for ~30 pictures at once). */
let lastDrawing: Promise<unknown> = Promise.resolve();

function drawInTurn(svg: string): Promise<Buffer | null> {
  const turn = lastDrawing.then(() => draw(svg));
  lastDrawing = turn.catch(() => undefined);
  return turn;
}

/** Draws `svg` as a WebP at RASTER_SCALE times its declared size (at most RASTER_MAX_WIDTH wide). */
async function draw(svg: string): Promise<Buffer | null> {
  const size = svgSize(svg);
  const sharp = await loadSharp();
  if (!size || !sharp) return null;
  const scale = Math.min(RASTER_SCALE, RASTER_MAX_WIDTH / size.width);
  // libvips reads SVG at 72 dpi as one pixel per SVG pixel; the density scales the drawing itself,
  // so curves and text are drawn at the final size instead of enlarged.
  return sharp(Buffer.from(svg), { density: 72 * scale })
    .webp({ quality: WEBP_QUALITY, effort: 4 })
    .toBuffer();
}

/**
 * The WebP of the SVG that `render` draws for `key` (the picture's URL, which determines it), or
 * null where pictures cannot be drawn here. A drawing that fails is not kept, so a later request
 * tries again; the caller then answers with the SVG.
 */
export async function webpPicture(key: string, render: () => string): Promise<Buffer | null> {
  const kept = cache.get(key);
  if (kept) return kept;
  let pending = drawing.get(key);
  if (!pending) {
    pending = drawInTurn(render())
      .catch(() => null)
      .then((picture) => {
        drawing.delete(key);
        if (picture) cache.set(key, picture);
        return picture;
      });
    drawing.set(key, pending);
  }
  return pending;
}

/** Whether a request's Accept header takes WebP (every current browser's image requests do). */
export function acceptsWebp(accept: string | undefined): boolean {
  if (!accept) return false;
  return accept.split(',').some((part) => {
    const [type, ...params] = part.trim().toLowerCase().split(';');
    if (type?.trim() !== 'image/webp') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}
