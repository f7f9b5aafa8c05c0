import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  academyCategories,
  academyCourseSteps,
  academyCourses,
  academyHelpCodes,
  academyTags,
  additionalInfo,
  courseProgress,
  users,
} from '../../db/schema';

export type CourseRow = typeof academyCourses.$inferSelect;
export type ProgressRow = typeof courseProgress.$inferSelect;
export type AdditionalInfoRow = typeof additionalInfo.$inferSelect;
export type AdditionalInfoFields = Omit<typeof additionalInfo.$inferInsert, 'userId' | 'createdAt' | 'updatedAt'>;

export function academyRepository(db: Db) {
  return {
    async categories() {
      return db
        .select({ value: academyCategories.value, label: academyCategories.label })
        .from(academyCategories)
        .orderBy(asc(academyCategories.position));
    },

    async tags() {
      return db
        .select({ value: academyTags.value, label: academyTags.label })
        .from(academyTags)
        .orderBy(asc(academyTags.position));
    },

    async publishedCourses(): Promise<CourseRow[]> {
      return db
        .select()
        .from(academyCourses)
        .where(eq(academyCourses.published, true))
        .orderBy(asc(academyCourses.position));
    },

    async course(id: string): Promise<CourseRow | undefined> {
      const [row] = await db.select().from(academyCourses).where(eq(academyCourses.id, id)).limit(1);
      return row;
    },

    async steps(courseId: string) {
      return db
        .select({ title: academyCourseSteps.title, body: academyCourseSteps.body })
        .from(academyCourseSteps)
        .where(eq(academyCourseSteps.courseId, courseId))
        .orderBy(asc(academyCourseSteps.position));
    },

    async helpCodes() {
      return db.select().from(academyHelpCodes).orderBy(asc(academyHelpCodes.code));
    },

    async coursesByIds(ids: string[]): Promise<CourseRow[]> {
      if (ids.length === 0) return [];
      return db.select().from(academyCourses).where(inArray(academyCourses.id, ids));
    },

    /** The user of a subject; a subject seen for the first time gets its row (as POST /users/me would). */
    async userIdOf(sub: string): Promise<string> {
      const [found] = await db.select({ id: users.id }).from(users).where(eq(users.sub, sub)).limit(1);
      if (found) return found.id;
      const [row] = await db
        .insert(users)
        .values({ sub })
        .onConflictDoUpdate({ target: users.sub, set: { sub } })
        .returning({ id: users.id });
      return row!.id;
    },

    async progressOf(userId: string) {
      return db
        .select({ progress: courseProgress, totalSteps: academyCourses.totalSteps })
        .from(courseProgress)
        .innerJoin(academyCourses, eq(academyCourses.id, courseProgress.courseId))
        .where(eq(courseProgress.userId, userId))
        .orderBy(asc(academyCourses.position));
    },

    async findProgress(userId: string, courseId: string): Promise<ProgressRow | undefined> {
      const [row] = await db
        .select()
        .from(courseProgress)
        .where(and(eq(courseProgress.userId, userId), eq(courseProgress.courseId, courseId)))
        .limit(1);
      return row;
    },

    /** Creates the progress or, when it exists, moves it to `activeStep` (a start from another device). */
    async upsertProgress(userId: string, courseId: string, activeStep: number, completed: boolean) {
      const now = new Date();
      const set = { activeStep, completedAt: completed ? now : null, updatedAt: now };
      const [row] = await db
        .insert(courseProgress)
        .values({ userId, courseId, ...set })
        .onConflictDoUpdate({ target: [courseProgress.userId, courseProgress.courseId], set })
        .returning();
      return row!;
    },

    async updateProgress(userId: string, courseId: string, activeStep: number, completed: boolean) {
      const now = new Date();
      const [row] = await db
        .update(courseProgress)
        .set({ activeStep, completedAt: completed ? now : null, updatedAt: now })
        .where(and(eq(courseProgress.userId, userId), eq(courseProgress.courseId, courseId)))
        .returning();
      return row;
    },

    async additionalInfoOf(userId: string): Promise<AdditionalInfoRow | undefined> {
      const [row] = await db.select().from(additionalInfo).where(eq(additionalInfo.userId, userId)).limit(1);
      return row;
    },

    async saveAdditionalInfo(userId: string, fields: AdditionalInfoFields): Promise<AdditionalInfoRow> {
      const set = { ...fields, updatedAt: new Date() };
      const [row] = await db
        .insert(additionalInfo)
        .values({ userId, ...set })
        .onConflictDoUpdate({ target: additionalInfo.userId, set })
        .returning();
      return row!;
    },
  };
}
export type AcademyRepository = ReturnType<typeof academyRepository>;
