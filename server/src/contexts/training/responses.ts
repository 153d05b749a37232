// Response schemas of the training context: each must match its shape in types/training (checked by `satisfies`)
// and strips anything else a handler returns. Shared by the context's modules.
import { z } from 'zod'
import {
  ACHIEVEMENT_KINDS, BOOKING_STATUSES, FUNCTION_PARTS, INJURY_PARTS, LOAD_MODES, LOAD_UNITS, MEDIA_KINDS, MODULE_KINDS,
  MUSCLE_GROUPS, PLANNER_CHANNELS, PLAN_SOURCES, PROGRAM_ACCESS, PROGRESSION_KINDS, PROGRESSION_REASONS,
  SESSION_STATUSES, TOOLS
} from '@contract/training/constants'
import type * as S from '@contract/training/shapes'

const int = z.number().int()
const num = z.number()
const str = z.string()
const muscle = z.enum(MUSCLE_GROUPS)

export const personCard = z.object({ id: int, nickname: str, avatar: str }) satisfies z.ZodType<S.PersonCard>
const owner = z.object({ id: int, nickname: str })

export const moveSummary = z.object({
  id: int, name: str, primaryMuscle: muscle, secondaryMuscles: z.array(muscle), functionPart: z.enum(FUNCTION_PARTS),
  tool: z.enum(TOOLS), unit: z.enum(LOAD_UNITS), level: int, joints: z.array(z.enum(INJURY_PARTS)), cover: str,
  ownerId: int.nullable()
}) satisfies z.ZodType<S.MoveSummary>

export const moveRecord = z.object({
  moveId: int, moveName: str, unit: z.enum(LOAD_UNITS), e1rmKg: num.nullable(), bestLoadKg: num.nullable(),
  bestReps: int.nullable(), bestVolumeKg: num.nullable(), longestSec: int.nullable(), longestM: int.nullable(), achievedAt: str
}) satisfies z.ZodType<S.MoveRecord>

export const moveDetail = moveSummary.extend({
  cues: z.array(str), mistakes: z.array(str), progressionNote: str,
  media: z.array(z.object({ id: int, kind: z.enum(MEDIA_KINDS), url: str, poster: str, caption: str })),
  progressions: z.array(moveSummary), regressions: z.array(moveSummary),
  usedBy: z.array(z.object({ kind: z.enum(['plan', 'program']), id: int, name: str })),
  record: moveRecord.nullable()
}) satisfies z.ZodType<S.MoveDetail>

export const muscleCount = z.object({ muscle, moves: int }) satisfies z.ZodType<S.MuscleCount>

export const librarySummary = z.object({
  id: int, name: str, intro: str, cover: str, owner: owner.nullable(), moveCount: int, subscriberCount: int, subscribed: z.boolean()
}) satisfies z.ZodType<S.LibrarySummary>

export const setTarget = z.object({
  reps: int.nullable(), loadMode: z.enum(LOAD_MODES), load: num.nullable(), durationSec: int.nullable(),
  distanceM: int.nullable(), restSec: int
}) satisfies z.ZodType<S.SetTarget>

export const progressionRule = z.object({
  kind: z.enum(PROGRESSION_KINDS), loadStep: num, repsStep: int, maxReps: int.nullable(), deloadAfterFailures: int, deloadPercent: int
}) satisfies z.ZodType<S.ProgressionRule>

export const workoutModule = z.object({
  id: int, kind: z.enum(MODULE_KINDS), name: str, rounds: int, restSec: int,
  items: z.array(z.object({ id: int, move: moveSummary, sets: z.array(setTarget), note: str, progression: progressionRule }))
}) satisfies z.ZodType<S.WorkoutModule>

export const workoutWeek = z.object({
  id: int, weekNo: int,
  days: z.array(z.object({ id: int, dayNo: int, name: str, restDay: z.boolean(), modules: z.array(workoutModule), estimatedMinutes: int }))
}) satisfies z.ZodType<S.WorkoutWeek>

export const programSummary = z.object({
  id: int, title: str, subtitle: str, cover: str, level: int, weeks: int, daysPerWeek: int, access: z.enum(PROGRAM_ACCESS),
  goodsId: int.nullable(), priceFen: int, unlocked: z.boolean()
}) satisfies z.ZodType<S.ProgramSummary>

export const programDetail = programSummary.extend({
  description: str, tools: z.array(z.enum(TOOLS)), schedule: z.array(workoutWeek)
}) satisfies z.ZodType<S.ProgramDetail>

export const plannerProposal = z.object({
  points: z.record(z.enum(PLANNER_CHANNELS), int), daysPerWeek: int, sessionMinutes: int, tools: z.array(z.enum(TOOLS)),
  injuries: z.array(z.enum(INJURY_PARTS)), name: str, week: workoutWeek, excludedForInjury: int
}) satisfies z.ZodType<S.PlannerProposal>

export const planSummary = z.object({
  id: int, name: str, note: str, source: z.enum(PLAN_SOURCES), weeks: int, daysPerWeek: int, isTemplate: z.boolean(),
  assignedBy: owner.nullable(), shared: z.boolean(), likes: int, updatedAt: str
}) satisfies z.ZodType<S.PlanSummary>

export const planDetail = planSummary.extend({ schedule: z.array(workoutWeek), shareToken: str.nullable() }) satisfies z.ZodType<S.PlanDetail>

export const nextTarget = z.object({
  itemId: int, moveId: int, reason: z.enum(PROGRESSION_REASONS), sets: z.array(setTarget)
}) satisfies z.ZodType<S.NextTarget>

export const setLog = z.object({
  clientId: str, sessionClientId: str, moveId: int, setNo: int, reps: int.nullable(), loadKg: num.nullable(),
  durationSec: int.nullable(), distanceM: int.nullable(), rir: int.nullable(), rpe: num.nullable(), done: z.boolean(), loggedAt: str
}) satisfies z.ZodType<S.SetLog>

export const sessionSummary = z.object({
  id: int, clientId: str, name: str, planId: int.nullable(), planDayId: int.nullable(), status: z.enum(SESSION_STATUSES),
  startedAt: str, finishedAt: str.nullable(), sets: int, volumeKg: num, durationSec: int
}) satisfies z.ZodType<S.SessionSummary>

export const sessionDetail = sessionSummary.extend({
  modules: z.array(workoutModule), setLogs: z.array(setLog),
  previous: z.array(z.object({ moveId: int, sets: z.array(setLog), date: str })), note: str
}) satisfies z.ZodType<S.SessionDetail>

export const syncResult = z.object({ sessions: z.array(sessionSummary), sets: z.array(setLog) }) satisfies z.ZodType<S.SyncResult>

export const achievement = z.object({
  code: str, kind: z.enum(ACHIEVEMENT_KINDS), name: str, description: str, icon: str, hidden: z.boolean(),
  levels: z.array(z.object({ level: int, threshold: num, earnedAt: str.nullable() })), level: int, progress: num, earnedAt: str.nullable()
}) satisfies z.ZodType<S.Achievement>

export const achievementBoard = z.object({ achievements: z.array(achievement), hiddenLeft: int }) satisfies z.ZodType<S.AchievementBoard>

export const finishResult = z.object({ session: sessionDetail, records: z.array(moveRecord), earned: z.array(achievement) }) satisfies z.ZodType<S.FinishResult>

export const logDay = z.object({
  date: str, sessions: z.array(sessionSummary), sets: int, volumeKg: num, durationSec: int, muscles: z.array(muscle)
}) satisfies z.ZodType<S.LogDay>

export const muscleVolume = z.object({ weekStart: str, muscle, sets: int, volumeKg: num }) satisfies z.ZodType<S.MuscleVolume>

export const moveHistory = z.object({
  move: moveSummary, record: moveRecord.nullable(),
  points: z.array(z.object({ date: str, e1rmKg: num.nullable(), topLoadKg: num.nullable(), volumeKg: num, sets: int }))
}) satisfies z.ZodType<S.MoveHistory>

export const csvExport = z.object({ filename: str, csv: str }) satisfies z.ZodType<S.CsvExport>

export const slot = z.object({
  id: int, startsAt: str, endsAt: str, status: z.enum(BOOKING_STATUSES), note: str, client: personCard.nullable()
}) satisfies z.ZodType<S.Slot>

export const clientProfile = z.object({
  heightCm: num.nullable(), goals: z.array(str), injuries: z.array(z.enum(INJURY_PARTS)), injuryNote: str, note: str,
  measurements: z.array(z.object({
    id: int, date: str, weightKg: num.nullable(), bodyFatPct: num.nullable(), waistCm: num.nullable(), chestCm: num.nullable(),
    hipCm: num.nullable(), note: str
  }))
}) satisfies z.ZodType<S.ClientProfile>

export const clientSummary = personCard.extend({
  phoneMasked: str, since: str, lastTrainedAt: str.nullable(), adherencePct: int.nullable(), activePlanName: str.nullable()
}) satisfies z.ZodType<S.ClientSummary>

export const clientDetail = clientSummary.extend({
  profile: clientProfile, plans: z.array(planSummary), upcoming: z.array(slot)
}) satisfies z.ZodType<S.ClientDetail>

export const adherenceWeek = z.object({ weekStart: str, planned: int, done: int }) satisfies z.ZodType<S.AdherenceWeek>

export const coachView = z.object({
  trainer: personCard.nullable(), profile: clientProfile.nullable(), plans: z.array(planSummary), booked: z.array(slot), open: z.array(slot)
}) satisfies z.ZodType<S.CoachView>

export const assignResult = z.object({ assigned: z.array(z.object({ clientId: int, planId: int })) }) satisfies z.ZodType<S.AssignResult>

export const sharedPlan = z.object({
  token: str, plan: planDetail, owner: personCard, likes: int, subscribers: int, liked: z.boolean(), subscribed: z.boolean(), mine: z.boolean()
}) satisfies z.ZodType<S.SharedPlan>

export const sharedPlanSummary = z.object({
  token: str, planId: int, name: str, owner: personCard, weeks: int, daysPerWeek: int, likes: int, subscribers: int
}) satisfies z.ZodType<S.SharedPlanSummary>
