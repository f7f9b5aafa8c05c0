import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  additionalInfo,
  additionalInfoAnswer,
  courseCategory,
  courseDetail,
  courseIdParam,
  courseProgress,
  courseSummary,
  helpCodeEntry,
  progressIdParam,
  startCourseBody,
  surveyBody,
  updateProgressBody,
} from '@tirr/contracts';
import { z } from 'zod';
import { languageOf } from '../../lib/language';
import type { AcademyService } from './academy.service';

export interface AcademyRoutesOptions {
  service: AcademyService;
}

/**
 * The academy: public content (docs/product.md §7 'external content service' and 'help-content service', served by
 * us), each user's course progress, and the first-visit survey (GET /ai/, POST /ai).
 */
export const academyRoutes: FastifyPluginAsyncZod<AcademyRoutesOptions> = async (app, { service }) => {
  // The content answers in the request's language (Accept-Language, ADR 0142); caches must keep one per language.
  const language = (request: FastifyRequest, reply: FastifyReply) => {
    void reply.header('vary', 'Accept-Language');
    return languageOf(request.headers['accept-language']);
  };

  app.get(
    '/content/courses',
    {
      config: { permission: 'none' },
      schema: {
        tags: ['academy'],
        summary: 'Published courses, without step texts',
        response: { 200: z.array(courseSummary) },
      },
    },
    async (request, reply) => service.courses(language(request, reply)),
  );

  app.get(
    '/content/course-categories',
    {
      config: { permission: 'none' },
      schema: { tags: ['academy'], summary: 'Course categories', response: { 200: z.array(courseCategory) } },
    },
    async (request, reply) => service.categories(language(request, reply)),
  );

  app.get(
    '/content/course-tags',
    {
      config: { permission: 'none' },
      schema: {
        tags: ['academy'],
        summary: 'Course tags with their labels',
        response: { 200: z.array(courseCategory) },
      },
    },
    async (request, reply) => service.tags(language(request, reply)),
  );

  app.get(
    '/content/courses/:courseId',
    {
      config: { permission: 'none' },
      schema: {
        tags: ['academy'],
        summary: 'A course with its steps (Markdown)',
        params: courseIdParam,
        response: { 200: courseDetail },
      },
    },
    async (request, reply) => service.course(request.params.courseId, language(request, reply)),
  );

  app.get(
    '/content/help-codes',
    {
      config: { permission: 'none' },
      schema: {
        tags: ['academy'],
        summary: 'Help panel entries: description, related courses and blog posts per help code',
        response: { 200: z.array(helpCodeEntry) },
      },
    },
    async (request, reply) => service.helpCodes(language(request, reply)),
  );

  app.get(
    '/courses',
    {
      config: { permission: 'signedIn' },
      schema: {
        tags: ['academy'],
        summary: "The signed-in user's course progress",
        response: { 200: z.array(courseProgress) },
      },
    },
    async (request) => service.progress(request.principal!.sub),
  );

  app.post(
    '/courses',
    {
      config: { permission: 'signedIn' },
      schema: {
        tags: ['academy'],
        summary: 'Starts a course (creates the progress; on a second start, moves it)',
        body: startCourseBody,
        response: { 201: courseProgress },
      },
    },
    async (request, reply) => {
      const progress = await service.startCourse(request.principal!.sub, request.body.id, request.body.activeStep);
      return reply.code(201).send(progress);
    },
  );

  app.patch(
    '/courses/:id',
    {
      config: { permission: 'signedIn' },
      schema: {
        tags: ['academy'],
        summary: "Moves the user's progress in a started course",
        params: progressIdParam,
        body: updateProgressBody,
        response: { 200: courseProgress },
      },
    },
    async (request) => service.updateProgress(request.principal!.sub, request.params.id, request.body.activeStep),
  );

  app.get(
    '/ai',
    {
      config: { permission: 'signedIn' },
      schema: {
        tags: ['academy'],
        summary: "The user's survey answer (additional info), or null",
        response: { 200: additionalInfoAnswer },
      },
    },
    async (request) => service.additionalInfo(request.principal!.sub),
  );

  app.post(
    '/ai',
    {
      config: { permission: 'signedIn' },
      schema: {
        tags: ['academy'],
        summary: "Stores the first-visit survey '¡Queremos conocerte!' (docs/product.md §5 validation)",
        body: surveyBody,
        response: { 200: additionalInfo },
      },
    },
    async (request) => service.saveSurvey(request.principal!.sub, request.body),
  );
};
