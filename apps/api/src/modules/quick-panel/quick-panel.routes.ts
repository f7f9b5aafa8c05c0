import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { quickPanelData } from '@tirr/contracts';
import type { QuickPanelRepository } from './quick-panel.repository';

export interface QuickPanelRoutesOptions {
  repository: QuickPanelRepository;
}

export const quickPanelRoutes: FastifyPluginAsyncZod<QuickPanelRoutesOptions> = async (app, { repository }) => {
  app.get(
    '/quick-panel/data',
    {
      config: { permission: 'signedIn' },
      schema: {
        tags: ['quick-panel'],
        summary: "The signed-in user's quick-panel events and notes",
        response: { 200: quickPanelData },
      },
    },
    async (request) => repository.dataOf(request.principal!.sub),
  );
};
