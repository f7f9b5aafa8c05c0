import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { markEventsReadBody, noteBody, noteIdParam, quickPanelData, quickPanelItem } from '@tirr/contracts';
import { notFound } from '../../lib/errors';
import { localizeEvent, requestLanguage } from '../../lib/language';
import { noStore } from '../../lib/no-store';
import type { QuickPanelRepository } from './quick-panel.repository';
import { callerOf } from '../../lib/caller';

export interface QuickPanelRoutesOptions {
  repository: QuickPanelRepository;
  userIdOf: (sub: string) => Promise<string>;
  now?: () => Date;
}

const tags = ['quick-panel'];
const NOTE_NOT_FOUND = 'No se encontró la nota.';

export const quickPanelRoutes: FastifyPluginAsyncZod<QuickPanelRoutesOptions> = async (
  app,
  { repository, userIdOf, now = () => new Date() },
) => {
  // Events name the watched people: never kept by a browser or a proxy.
  noStore(app);
  // Events are the workspace's (an organisation's monitoring reaches every member); notes are each user's own.
  const userId = async (request: FastifyRequest) => (await callerOf(request, userIdOf)).actorId;
  const workspace = async (request: FastifyRequest) => (await callerOf(request, userIdOf)).userId;

  app.get(
    '/quick-panel/data',
    {
      config: { permission: 'signedIn' },
      schema: {
        tags,
        summary: "The signed-in user's quick-panel events (with unread count) and notes",
        response: { 200: quickPanelData },
      },
    },
    async (request) => {
      const { userId: eventsOf, actorId: notesOf, admin } = await callerOf(request, userIdOf);
      const data = await repository.dataOf({ eventsOf, notesOf }, admin);
      // Events are the app's texts (monitoring alerts, demo events); notes are the user's own and stay as written.
      const language = requestLanguage(request);
      return { ...data, events: data.events.map((event) => localizeEvent(event, language)) };
    },
  );

  app.post(
    '/quick-panel/events/read',
    {
      config: { permission: 'signedIn' },
      schema: {
        tags,
        summary: 'Marks events read (all of them when no ids are given)',
        body: markEventsReadBody,
        response: { 200: z.object({ updated: z.number().int() }) },
      },
    },
    async (request) => ({
      updated: await repository.markEventsRead(await workspace(request), request.body.ids, now()),
    }),
  );

  app.post(
    '/quick-panel/notes',
    {
      config: { permission: 'signedIn' },
      schema: { tags, summary: 'Adds a note', body: noteBody, response: { 201: quickPanelItem } },
    },
    async (request, reply) => reply.code(201).send(await repository.createNote(await userId(request), request.body)),
  );

  app.patch(
    '/quick-panel/notes/:id',
    {
      config: { permission: 'signedIn' },
      schema: {
        tags,
        summary: 'Edits one of your notes',
        params: noteIdParam,
        body: noteBody,
        response: { 200: quickPanelItem },
      },
    },
    async (request) => {
      const note = await repository.updateNote(await userId(request), request.params.id, request.body, now());
      if (!note) throw notFound(NOTE_NOT_FOUND);
      return note;
    },
  );

  app.delete(
    '/quick-panel/notes/:id',
    {
      config: { permission: 'signedIn' },
      schema: { tags, summary: 'Deletes one of your notes', params: noteIdParam },
    },
    async (request, reply) => {
      if (!(await repository.deleteNote(await userId(request), request.params.id))) throw notFound(NOTE_NOT_FOUND);
      return reply.code(204).send();
    },
  );
};
