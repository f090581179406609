/**
 * Activity applications (docs/activities.md "Applications"): a member applies to an `apply` promotion with its form
 * (spec section 5: a remark of at most 140 characters, PNG or JPEG images of at most 5 MB, at most 3, uploaded first
 * as feedback's are), and staff approve it (applying → issued, paying the bonus in the same commit) or reject it with
 * a reason (applying → rejected; the member may apply again within the period).
 */
import type { MerchantConfig } from '../../../config/schema'
import { ACTIVITY_MAX_IMAGE_BYTES, ACTIVITY_MAX_IMAGES, ACTIVITY_REMARK_MAX, remarkLength } from '../../../contract/activities'
import type { ActivityApplication, ActivityImage, ApplyActivityBody, MyApplications } from '../../../contract/schemas/activities'
import type { Database, Queryable } from '../../db/database'
import {
  activityById, activityByKey, activityImages, attachImages, detachImages, firstDepositSince, insertActivityImage, memberApplications,
  merchantApplications, promotionById, pruneWaitingImages, transitionsOf, type ActivityRow,
} from '../../db/engagement/activities'
import { AppError } from '../../errors'
import type { RandomSource } from '../../runtime'
import { checkUploadedImage } from '../images'
import { bonusOf, checkEligible, periodOf, promotionOrRefuse, termsOf, transition, type ActivityRequest } from './activities'
import { payBonus } from './bonuses'

/** An upload waits this long for its application; a member may have this many waiting. */
const WAITING_IMAGE_MS = 86_400_000
const MAX_WAITING_IMAGES = 12

const newId = (random: RandomSource) => Buffer.from(random.bytes(18)).toString('base64url')

/** `POST /wps/activities/image`: PNG or JPEG by its bytes, at most 5 MB; it waits for the application that names it. */
export async function uploadActivityImage(db: Database, random: RandomSource, request: ActivityRequest, upload: { contentType: string | undefined; data: Buffer }): Promise<ActivityImage> {
  const contentType = checkUploadedImage(upload, { maxBytes: ACTIVITY_MAX_IMAGE_BYTES, invalid: 'activity.image.invalid' })
  return db.transaction(async (tx) => {
    const waiting = await pruneWaitingImages(tx, request.memberId, new Date(request.at.getTime() - WAITING_IMAGE_MS))
    if (waiting >= MAX_WAITING_IMAGES) throw new AppError('activity.image.limit', 'Too many images wait for an application.', { max: ACTIVITY_MAX_IMAGES })
    const imageId = newId(random)
    await insertActivityImage(tx, { id: imageId, merchantCode: request.config.code, memberId: request.memberId, contentType, data: upload.data, at: request.at })
    return { imageId, contentType, size: upload.data.length }
  })
}

export function applicationView(row: ActivityRow): ActivityApplication {
  return {
    id: row.id, promotionId: row.promotionId, code: row.code, state: row.state, remark: row.remark, imageCount: row.imageCount,
    reason: row.state === 'rejected' ? row.reason : null, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString(),
  }
}

/**
 * `PUT /wps/activities/application`. Everything is checked before anything is written; the move, the remark and the
 * images are one transaction, so a refused application stores nothing. The same key again answers the same one.
 */
export async function applyActivity(db: Database, request: ActivityRequest, body: ApplyActivityBody): Promise<ActivityApplication> {
  const { config, memberId, at } = request
  const remark = (body.remark ?? '').trim()
  const imageIds = [...new Set(body.imageIds ?? [])]
  const fingerprint = JSON.stringify([body.code, remark, imageIds])
  const earlier = await activityByKey(db, memberId, body.idempotencyKey)
  if (earlier) {
    if (earlier.fingerprint !== fingerprint) throw new AppError('idempotency.key.reused')
    return applicationView(earlier)
  }
  const promotion = await promotionOrRefuse(db, config, body.code)
  const form = { remark: promotion.form?.remark ?? true, images: promotion.form?.images ?? true }
  if (remarkLength(remark) > ACTIVITY_REMARK_MAX) throw new AppError('activity.remark.length', undefined, { max: ACTIVITY_REMARK_MAX, field: 'remark' })
  if (remark && !form.remark) throw new AppError('activity.remark.length', undefined, { max: 0, field: 'remark' })
  if ((body.imageIds?.length ?? 0) > ACTIVITY_MAX_IMAGES) throw new AppError('activity.image.limit', `At most ${ACTIVITY_MAX_IMAGES} images.`, { max: ACTIVITY_MAX_IMAGES })
  if (imageIds.length && !form.images) throw new AppError('activity.image.unknown', undefined, { field: 'imageIds' })
  await checkEligible(db, promotion, memberId, at)
  const row = await db.transaction(async (tx) => {
    const { row: moved } = await transition(tx, { ...request, promotion, event: 'apply', actor: `member:${memberId}` }, { remark, idempotencyKey: body.idempotencyKey, fingerprint })
    // Applying again after a rejection: the last application's images are let go.
    await detachImages(tx, moved.id)
    if (imageIds.length) {
      const attached = await attachImages(tx, { merchantCode: config.code, memberId, activityId: moved.id, ids: imageIds })
      if (attached !== imageIds.length) throw new AppError('activity.image.unknown', undefined, { field: 'imageIds' })
    }
    return (await activityById(tx, config.code, moved.id)) as ActivityRow
  })
  return applicationView(row)
}

/** `GET /wps/activities/applications`: the member's applications, newest first, a rejection with staff's reason. */
export async function myApplications(db: Queryable, memberId: number): Promise<MyApplications> {
  return { list: (await memberApplications(db, memberId)).map(applicationView) }
}

/** An application as staff read it: the member's account, the images' ids and every transition. */
export async function staffApplication(db: Queryable, config: MerchantConfig, id: number) {
  const row = await activityById(db, config.code, id)
  if (!row || !['applying', 'issued', 'rejected'].includes(row.state)) throw new AppError('activity.not.found')
  const [images, transitions] = await Promise.all([activityImages(db, row.id), transitionsOf(db, row.id)])
  return {
    ...applicationView(row), reason: row.reason, account: row.account,
    images, transitions: transitions.map((t) => ({ ...t, at: t.at.toISOString() })),
  }
}

export async function staffApplications(db: Queryable, config: MerchantConfig, state?: 'applying' | 'issued' | 'rejected') {
  const rows = await merchantApplications(db, config.code, state ? [state] : [])
  return { list: rows.map((row) => ({ ...applicationView(row), reason: row.reason, account: row.account })) }
}

/** Staff approve an application: applying → issued, paying the promotion's bonus in the same commit. */
export async function approveApplication(db: Database, config: MerchantConfig, id: number, actor: string, at: Date) {
  const row = await activityById(db, config.code, id)
  if (!row) throw new AppError('activity.not.found')
  const promotion = await promotionById(db, row.promotionId)
  if (!promotion) throw new AppError('activity.not.found')
  const deposit = promotion.rule.kind === 'depositMatch'
    ? (await firstDepositSince(db, { merchantCode: config.code, currency: config.currency.code, memberId: row.memberId }, promotion.startsAt, periodOf(promotion).endsAt))?.amount ?? null
    : null
  await db.transaction(async (tx) => {
    const { row: moved } = await transition(tx, { config, memberId: row.memberId, at, promotion, event: 'approve', actor, periodKey: row.periodKey })
    await payBonus(tx, config, { memberId: row.memberId, promotionId: promotion.id, periodKey: moved.periodKey, activityId: moved.id, actor, at, amount: bonusOf(promotion.rule, deposit), ...termsOf(promotion) })
  })
  return staffApplication(db, config, id)
}

/** Staff reject an application with their reason: applying → rejected (the member sees the reason). */
export async function rejectApplication(db: Database, config: MerchantConfig, id: number, reason: string, actor: string, at: Date) {
  const row = await activityById(db, config.code, id)
  if (!row) throw new AppError('activity.not.found')
  const promotion = await promotionById(db, row.promotionId)
  if (!promotion) throw new AppError('activity.not.found')
  await db.transaction((tx) => transition(tx, { config, memberId: row.memberId, at, promotion, event: 'reject', actor, reason, periodKey: row.periodKey }))
  return staffApplication(db, config, id)
}
