import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { academyCategories, academyCourseSteps, academyCourses, academyHelpCodes, academyTags } from '../../db/schema';
import type { AcademyContent } from './content-source';

export interface SyncReport {
  coursesWritten: number;
  coursesUnchanged: number;
  coursesUnpublished: number;
  helpCodesWritten: number;
}

/**
 * Brings the academy tables in line with the content files (ADR 0050), in one transaction, so several
 * instances starting at once never see half a course. Idempotent: a course or help code whose content
 * hash did not change is not rewritten; a course whose file disappeared is unpublished (progress keeps
 * pointing at it), a removed help code is deleted.
 */
export async function syncAcademyContent(db: Db, content: AcademyContent): Promise<SyncReport> {
  return db.transaction(async (tx) => {
    // Serialise concurrent start-ups (the migrations use their own advisory lock).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('tirr.academy.sync'))`);
    const report: SyncReport = { coursesWritten: 0, coursesUnchanged: 0, coursesUnpublished: 0, helpCodesWritten: 0 };

    for (const [position, category] of content.categories.entries()) {
      await tx
        .insert(academyCategories)
        .values({ ...category, position })
        .onConflictDoUpdate({ target: academyCategories.value, set: { label: category.label, position } });
    }
    for (const [position, tag] of content.tags.entries()) {
      await tx
        .insert(academyTags)
        .values({ ...tag, position })
        .onConflictDoUpdate({ target: academyTags.value, set: { label: tag.label, position } });
    }
    const tagValues = content.tags.map((t) => t.value);
    await tx.delete(academyTags).where(tagValues.length ? notInArray(academyTags.value, tagValues) : undefined);

    const stored = new Map(
      (
        await tx
          .select({
            id: academyCourses.id,
            hash: academyCourses.contentHash,
            published: academyCourses.published,
            position: academyCourses.position,
          })
          .from(academyCourses)
      ).map((r) => [r.id, r]),
    );
    for (const course of content.courses) {
      const current = stored.get(course.id);
      if (current && current.hash === course.hash && current.published && current.position === course.position) {
        report.coursesUnchanged++;
        continue;
      }
      const row = {
        handle: course.handle,
        title: course.title,
        summary: course.summary,
        category: course.category,
        tags: course.tags,
        helpCodes: course.helpCodes,
        position: course.position,
        totalSteps: course.steps.length,
        contentHash: course.hash,
        published: true,
        updatedAt: new Date(),
      };
      await tx
        .insert(academyCourses)
        .values({ id: course.id, ...row })
        .onConflictDoUpdate({ target: academyCourses.id, set: row });
      await tx.delete(academyCourseSteps).where(eq(academyCourseSteps.courseId, course.id));
      await tx
        .insert(academyCourseSteps)
        .values(course.steps.map((step, index) => ({ courseId: course.id, position: index, ...step })));
      report.coursesWritten++;
    }
    const ids = content.courses.map((c) => c.id);
    const gone = [...stored.values()].filter((r) => r.published && !ids.includes(r.id)).map((r) => r.id);
    if (gone.length) {
      await tx
        .update(academyCourses)
        .set({ published: false, updatedAt: new Date() })
        .where(and(inArray(academyCourses.id, gone), eq(academyCourses.published, true)));
      report.coursesUnpublished = gone.length;
    }
    const categoryValues = content.categories.map((c) => c.value);
    const unusedCategories = await tx
      .select({ value: academyCategories.value })
      .from(academyCategories)
      .where(notInArray(academyCategories.value, categoryValues));
    for (const { value } of unusedCategories) {
      const [used] = await tx
        .select({ id: academyCourses.id })
        .from(academyCourses)
        .where(eq(academyCourses.category, value))
        .limit(1);
      if (!used) await tx.delete(academyCategories).where(eq(academyCategories.value, value));
    }

    const storedCodes = new Map(
      (await tx.select({ code: academyHelpCodes.code, hash: academyHelpCodes.contentHash }).from(academyHelpCodes)).map(
        (r) => [r.code, r.hash],
      ),
    );
    for (const entry of content.helpCodes) {
      if (storedCodes.get(entry.code) === entry.hash) continue;
      const row = {
        description: entry.description,
        courseIds: entry.courses,
        blogPosts: entry.blog_posts,
        contentHash: entry.hash,
      };
      await tx
        .insert(academyHelpCodes)
        .values({ code: entry.code, ...row })
        .onConflictDoUpdate({ target: academyHelpCodes.code, set: row });
      report.helpCodesWritten++;
    }
    const codes = content.helpCodes.map((c) => c.code);
    await tx.delete(academyHelpCodes).where(codes.length ? notInArray(academyHelpCodes.code, codes) : undefined);
    return report;
  });
}
