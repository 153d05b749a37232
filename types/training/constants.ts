// Value lists of the personal-trainer tool 私教宝 (training context): pure constants, safe for the app bundle.
// Labels are the app's (src/locales/training); these are the stable codes both sides agree on.

/** Muscle groups of the body map (front: chest … calves; back: back … hamstrings). */
export const MUSCLE_GROUPS = [
  'chest', 'back', 'shoulders', 'biceps', 'triceps', 'forearms', 'abs', 'obliques', 'lower_back',
  'glutes', 'quads', 'hamstrings', 'calves', 'adductors', 'neck', 'full_body'
] as const
export type MuscleGroup = (typeof MUSCLE_GROUPS)[number]

/** The side of the body map a muscle group is drawn on. */
export const MUSCLE_SIDE: Record<MuscleGroup, 'front' | 'back' | 'both'> = {
  chest: 'front', back: 'back', shoulders: 'both', biceps: 'front', triceps: 'back', forearms: 'both', abs: 'front',
  obliques: 'front', lower_back: 'back', glutes: 'back', quads: 'front', hamstrings: 'back', calves: 'back',
  adductors: 'front', neck: 'both', full_body: 'both'
}

/** Function parts (movement patterns) a move trains. */
export const FUNCTION_PARTS = [
  'upper_push', 'upper_pull', 'squat', 'hinge', 'lunge', 'core', 'carry', 'rotation', 'locomotion', 'mobility'
] as const
export type FunctionPart = (typeof FUNCTION_PARTS)[number]

/** The tool a move needs; 'bodyweight' is always at hand. */
export const TOOLS = [
  'bodyweight', 'barbell', 'dumbbell', 'kettlebell', 'machine', 'cable', 'band', 'pullup_bar', 'bench',
  'medicine_ball', 'trx', 'cardio_machine'
] as const
export type Tool = (typeof TOOLS)[number]

/** What a move's sets are measured in: weight (kg × reps), distance (m), time (s) or reps alone. */
export const LOAD_UNITS = ['weight', 'distance', 'time', 'reps'] as const
export type LoadUnit = (typeof LOAD_UNITS)[number]

/** Body parts an injury can name; a move lists the joints it stresses, and the planner leaves those out. */
export const INJURY_PARTS = ['neck', 'shoulder', 'elbow', 'wrist', 'lower_back', 'hip', 'knee', 'ankle'] as const
export type InjuryPart = (typeof INJURY_PARTS)[number]

/** The channels of the 10-point planner (spec §9). */
export const PLANNER_CHANNELS = ['strength', 'hypertrophy', 'endurance', 'power', 'mobility', 'cardio'] as const
export type PlannerChannel = (typeof PLANNER_CHANNELS)[number]

/** spec §9: the user spreads exactly this many effort points over the channels. */
export const PLANNER_POINTS = 10
export const PLANNER_DAYS_MIN = 1
export const PLANNER_DAYS_MAX = 7
export const PLANNER_MINUTES_MIN = 15
export const PLANNER_MINUTES_MAX = 180

/** Modules of a training day, in their usual order. */
export const MODULE_KINDS = ['warmup', 'main', 'superset', 'circuit', 'cooldown'] as const
export type ModuleKind = (typeof MODULE_KINDS)[number]

/** How a set's load target is given: a fixed load, a percentage of the estimated 1RM, or reps in reserve. */
export const LOAD_MODES = ['fixed', 'percent_1rm', 'rir'] as const
export type LoadMode = (typeof LOAD_MODES)[number]

/** Progression rule of a plan move: add load or reps after a successful session, hold, deload after failures. */
export const PROGRESSION_KINDS = ['none', 'add_load', 'add_reps'] as const
export type ProgressionKind = (typeof PROGRESSION_KINDS)[number]

/** Why the next targets of a plan move are what they are (computed from logs). */
export const PROGRESSION_REASONS = ['first_time', 'hold', 'add_load', 'add_reps', 'deload'] as const
export type ProgressionReason = (typeof PROGRESSION_REASONS)[number]

/** How a published program is unlocked. */
export const PROGRAM_ACCESS = ['free', 'code', 'purchase'] as const
export type ProgramAccess = (typeof PROGRAM_ACCESS)[number]

/** What an achievement counts. */
export const ACHIEVEMENT_KINDS = ['count', 'volume', 'streak', 'pr', 'time'] as const
export type AchievementKind = (typeof ACHIEVEMENT_KINDS)[number]

export const SESSION_STATUSES = ['active', 'finished'] as const
export type SessionStatus = (typeof SESSION_STATUSES)[number]

/** Where a plan came from. */
export const PLAN_SOURCES = ['own', 'planner', 'program', 'trainer', 'shared'] as const
export type PlanSource = (typeof PLAN_SOURCES)[number]

export const MEDIA_KINDS = ['image', 'video'] as const
export type MediaKind = (typeof MEDIA_KINDS)[number]

export const REPORT_STATUSES = ['open', 'hidden', 'dismissed'] as const
export type ReportStatus = (typeof REPORT_STATUSES)[number]

export const BOOKING_STATUSES = ['open', 'booked', 'cancelled'] as const
export type SlotStatus = (typeof BOOKING_STATUSES)[number]

/** Most sets one sync request may carry (a long session has well under this). */
export const SYNC_SETS_MAX = 200
/** Plans: at most this many weeks, 7 days a week. */
export const PLAN_WEEKS_MAX = 16
/** e1RM by the Epley formula: load × (1 + reps / 30), for sets of 1-12 reps (beyond that it says little). */
export const E1RM_MAX_REPS = 12
/** Deload: after this many failed sessions in a row a move's load drops by DELOAD_PERCENT. */
export const DELOAD_AFTER_FAILURES_DEFAULT = 2
export const DELOAD_PERCENT_DEFAULT = 10
/** Unlock codes: letters and digits without 0/O/1/I. */
export const UNLOCK_CODE_LENGTH = 10
export const UNLOCK_CODES_PER_BATCH_MAX = 500
