// Wonderful moments (精彩瞬间) added by staff: the photo is an upload made through the files context's multipart
// endpoint; its caption meets the text check and the image the platform's image check (WeChat answers later: the
// photo waits in 'review' and is not listed until then). Removing a photo deletes the row. Both audited.
import { and, eq } from 'drizzle-orm'
import type { PhotoInput } from '@contract/classroom/admin-shapes'
import type { ClassPhoto } from '@contract/classroom/shapes'
import { userError } from '../../../http/errors'
import { recordAudit, type AuditActor } from '../../system'
import * as classes from '../classes/repo'
import { assertTextShowable, checkImage } from '../content-check/service'
import type { ClassroomContext } from '../context'
import { classPhotos } from '../tables'

export async function addPhoto(ctx: ClassroomContext, actor: AuditActor, classId: number, input: PhotoInput): Promise<ClassPhoto> {
  const found = await classes.findClass(ctx.db, classId)
  if (!found) throw userError('CLASS_NOT_FOUND', '班级不存在')
  await assertTextShowable(ctx, actor.id, input.caption, '照片说明')
  const { verdict, traceId } = await checkImage(ctx, actor.id, ctx.storage.publicUrl(input.url))
  if (verdict === 'risky') throw userError('CONTENT_REJECTED', '照片含有不适宜公开的内容，请更换照片', 'url')
  const row = await ctx.db.transaction(async (tx) => {
    const [photo] = await tx.insert(classPhotos).values({
      classId, url: input.url, caption: input.caption, takenAt: new Date(input.takenAt),
      state: verdict === 'review' ? 'review' : 'shown', traceId, createdBy: actor.id, createdAt: ctx.now()
    }).returning()
    await recordAudit(tx, actor, {
      action: 'photo.create', resource: 'class_photo', resourceId: photo!.id, summary: `班级「${found.cls.name}」新增精彩瞬间照片`,
      coded: { code: 'photo.create', params: { className: found.cls.name } }, after: input
    })
    return photo!
  })
  return { id: row.id, url: row.url, caption: row.caption, takenAt: row.takenAt.toISOString() }
}

export async function deletePhoto(ctx: ClassroomContext, actor: AuditActor, id: number): Promise<{ deleted: true }> {
  await ctx.db.transaction(async (tx) => {
    const [gone] = await tx.delete(classPhotos).where(and(eq(classPhotos.id, id))).returning()
    if (!gone) throw userError('NOT_FOUND', '照片不存在')
    await recordAudit(tx, actor, {
      action: 'photo.delete', resource: 'class_photo', resourceId: id, summary: `删除班级#${gone.classId}的精彩瞬间照片`,
      coded: { code: 'photo.delete', params: { classId: gone.classId } }, before: gone
    })
  })
  return { deleted: true }
}
