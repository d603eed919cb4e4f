// The contacts module's descriptor (ARCHITECTURE §4, ADR 0036): its routes (the account's contacts); it has
// no jobs.
import type { ApiModule } from '../../module.ts';
import { contactRoutes } from './contacts.routes.ts';

export const contactsModule: ApiModule = { name: 'contacts', routes: contactRoutes };
