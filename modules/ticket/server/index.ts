import type { TServerModule } from '@quad/platform/server/module';
import { ticketManifest } from '../module';
import { seedTicketDemo } from './demo';
import { registerTicketRoutes } from './routes';
import { TICKET_GRANTS, ticketMigration } from './schema';
import en from '../i18n/server.en.json' with { type: 'json' };
import tw from '../i18n/server.tw.json' with { type: 'json' };

/** Tickets: events whose places the reservation engine gives out, the phone's pages, the check at the door, the console. */
export const ticketServer: TServerModule = {
  messages: { en, tw },
  manifest: ticketManifest,
  migrations: [ticketMigration],
  builtinGrants: TICKET_GRANTS,
  register: (app, platform) => registerTicketRoutes(app, platform),
  seedDemo: seedTicketDemo,
};
