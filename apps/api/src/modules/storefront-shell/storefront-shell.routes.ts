// HTTP for the document shell's one read (issue 30, ADR 0043): GET /api/storefront/shell answers,
// for the caller, what the storefront's root loader primes: the site config and shell content for
// everyone, and for a signed-in buyer their part (storefront-shell.service.ts). Money in it (the
// cart's) leaves for a buyer without isPriceVisible like every route's (http/price-visibility.ts).
import type { FastifyInstance } from 'fastify';
import { ShellContentResponse, storefrontEndpoints } from '@medsupply/contract';
import type { AppContext } from '../../context.ts';
import { registerEndpoints } from '../../http/endpoint-routes.ts';
import { keptValue } from '../../http/shared-json.ts';
import { shellContent } from '../content/content.service.ts';
import { siteConfig } from '../system/system.service.ts';
import { shellBuyer } from './storefront-shell.service.ts';

export async function storefrontShellRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // The same for everyone, kept until the content changes (as GET /api/content/shell keeps it).
  const content = keptValue(ctx.changes, 'content_entries', async () =>
    ShellContentResponse.parse(
      await shellContent(ctx.readDb, (kind, path, problem) =>
        app.log.warn({ kind, path, problem }, 'content entry does not match its shape; left out'),
      ),
    ),
  );

  registerEndpoints(app, ctx, storefrontEndpoints, {
    shell: async (request) => {
      const { actor } = request;
      const [shell, buyer] = await Promise.all([
        // Without the content the page still renders; the browser asks for it after hydrating.
        content().catch((error: unknown) => {
          request.log.error({ err: error }, 'shell content could not be read');
          return null;
        }),
        actor.kind === 'buyer'
          ? shellBuyer(ctx.db, actor, (error) =>
              request.log.warn(
                { err: error },
                "the database is out of reach: the shell leaves out the buyer's data",
              ),
            )
          : null,
      ]);
      return { siteConfig: siteConfig(ctx.config), content: shell, buyer };
    },
  });
}
