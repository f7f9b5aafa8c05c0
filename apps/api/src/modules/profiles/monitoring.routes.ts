import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { monitoringRunBody, monitoringRunResult } from '@tirr/contracts';
import type { MonitoringService } from './monitoring.service';

export interface MonitoringRoutesOptions {
  service: MonitoringService;
}

/** The monitoring job on demand (it also runs on a schedule, see server.ts): sysadmins only. */
export const monitoringRoutes: FastifyPluginAsyncZod<MonitoringRoutesOptions> = async (app, { service }) => {
  app.post(
    '/monitoring/run',
    {
      config: { permission: 'sysadmin' },
      schema: {
        tags: ['profiles'],
        summary: 'Re-checks portfolio profiles against the newest BCRA period (advancePeriod: demo data only)',
        body: monitoringRunBody,
        response: { 200: monitoringRunResult },
      },
    },
    async (request) => service.run({ advancePeriod: request.body.advancePeriod }),
  );
};
