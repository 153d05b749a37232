// Shapes the training context answers with (the personal-trainer tool 私教宝). Loads are kg, distances metres,
// durations seconds; every time is an ISO string (types/china-time.ts for showing it); dates are 'YYYY-MM-DD'
// in China time; weeks start on Monday.
import type {
  AchievementKind, FunctionPart, InjuryPart, LoadMode, LoadUnit, MediaKind, ModuleKind, MuscleGroup,
  PlanSource, PlannerChannel, ProgramAccess, ProgressionKind, ProgressionReason, ReportStatus, SessionStatus,
  SlotStatus, Tool
} from './constants'

// ---- Moves ----

export interface MoveMedia {
  id: number
  kind: MediaKind
  /** Path under the static base (/uploads/… or /training-media/…). */
  url: string
  /** A still for a video; the image itself for an image. */
  poster: string
  caption: string
}

export interface MoveSummary {
  id: number
  name: string
  primaryMuscle: MuscleGroup
  secondaryMuscles: MuscleGroup[]
  functionPart: FunctionPart
  tool: Tool
  unit: LoadUnit
  /** 1 (easiest) to 5. */
  level: number
  /** Joints it stresses: the planner leaves it out for an injury to one of them. */
  joints: InjuryPart[]
  cover: string
  /** null: the company's library; otherwise the trainer who added it. */
  ownerId: number | null
}

export interface PlanUsingMove {
  kind: 'plan' | 'program'
  id: number
  name: string
}

export interface MoveDetail extends MoveSummary {
  /** Short cues, one per line, in order (站姿、发力、呼吸…). */
  cues: string[]
  /** Common mistakes to avoid. */
  mistakes: string[]
  /** How to progress and regress, in words. */
  progressionNote: string
  media: MoveMedia[]
  /** Harder moves (progressions) and easier ones (regressions). */
  progressions: MoveSummary[]
  regressions: MoveSummary[]
  /** The signed-in user's plans and the published programs that use it (at most 20). */
  usedBy: PlanUsingMove[]
  /** The user's best with it (null: never logged). */
  record: MoveRecord | null
}

/** How many moves train each muscle group (the body map of 动作库详情). */
export interface MuscleCount {
  muscle: MuscleGroup
  moves: number
}

// ---- Libraries ----

export interface LibrarySummary {
  id: number
  name: string
  intro: string
  cover: string
  /** null: the company's; otherwise the trainer who publishes it. */
  owner: { id: number; nickname: string } | null
  moveCount: number
  subscriberCount: number
  subscribed: boolean
}

// ---- Programs (力训计划) ----

export interface SetTarget {
  /** Reps (unit weight or reps); null for time and distance moves. */
  reps: number | null
  /** Fixed load in kg (loadMode fixed), % of 1RM (percent_1rm), or reps in reserve (rir). */
  loadMode: LoadMode
  load: number | null
  durationSec: number | null
  distanceM: number | null
  restSec: number
}

export interface ProgressionRule {
  kind: ProgressionKind
  /** kg added after a successful session (add_load). */
  loadStep: number
  /** Reps added after a successful session (add_reps), up to maxReps. */
  repsStep: number
  maxReps: number | null
  /** Failed sessions in a row before a deload, and how much it takes off. */
  deloadAfterFailures: number
  deloadPercent: number
}

export interface WorkoutItem {
  id: number
  move: MoveSummary
  sets: SetTarget[]
  note: string
  progression: ProgressionRule
}

export interface WorkoutModule {
  id: number
  kind: ModuleKind
  name: string
  /** Rounds of a superset or circuit (1 otherwise). */
  rounds: number
  restSec: number
  items: WorkoutItem[]
}

export interface WorkoutDay {
  id: number
  /** 1-7 within the week. */
  dayNo: number
  name: string
  restDay: boolean
  modules: WorkoutModule[]
  /** Sum of the targets' work and rest, minutes. */
  estimatedMinutes: number
}

export interface WorkoutWeek {
  id: number
  weekNo: number
  days: WorkoutDay[]
}

export interface ProgramSummary {
  id: number
  title: string
  subtitle: string
  cover: string
  level: number
  weeks: number
  daysPerWeek: number
  access: ProgramAccess
  /** For purchase: the goods that unlocks it, and its price. */
  goodsId: number | null
  priceFen: number
  unlocked: boolean
}

export interface ProgramDetail extends ProgramSummary {
  /** Sanitised plain text with line breaks. */
  description: string
  tools: Tool[]
  /** Every week when unlocked; only the first week (a preview) when locked. */
  schedule: WorkoutWeek[]
}

// ---- Planner (spec §9) ----

export interface PlannerProposal {
  /** Echo of the input, as the server understood it. */
  points: Record<PlannerChannel, number>
  daysPerWeek: number
  sessionMinutes: number
  tools: Tool[]
  injuries: InjuryPart[]
  /** A proposed name ('力量 + 增肌 · 每周3练'). */
  name: string
  /** One week: daysPerWeek training days, the rest rest days. Item and module ids are 0 (not saved yet). */
  week: WorkoutWeek
  /** Moves left out because of the injuries (for the user to see why). */
  excludedForInjury: number
}

// ---- Plans ----

export interface PlanSummary {
  id: number
  name: string
  note: string
  source: PlanSource
  weeks: number
  daysPerWeek: number
  /** A trainer's template (assign or copy it to clients). */
  isTemplate: boolean
  /** The trainer who assigned it (a client's plan), else null. */
  assignedBy: { id: number; nickname: string } | null
  shared: boolean
  likes: number
  updatedAt: string
}

export interface PlanDetail extends PlanSummary {
  schedule: WorkoutWeek[]
  /** The share token when shared (sharePlan builds the link and the card from it). */
  shareToken: string | null
}

export interface NextTarget {
  itemId: number
  moveId: number
  reason: ProgressionReason
  sets: SetTarget[]
}

// ---- Training sessions ----

export interface SetLog {
  /** The id the device generated (UUID): the same set synced twice is stored once. */
  clientId: string
  sessionClientId: string
  moveId: number
  /** Order in the session (0-based), also across supersets. */
  setNo: number
  reps: number | null
  loadKg: number | null
  durationSec: number | null
  distanceM: number | null
  rir: number | null
  rpe: number | null
  /** The set met its target (for progression). */
  done: boolean
  loggedAt: string
}

export interface SessionSummary {
  id: number
  clientId: string
  name: string
  planId: number | null
  planDayId: number | null
  status: SessionStatus
  startedAt: string
  finishedAt: string | null
  sets: number
  volumeKg: number
  durationSec: number
}

export interface PreviousPerformance {
  moveId: number
  /** The sets of the last finished session with that move, in order. */
  sets: SetLog[]
  date: string
}

export interface SessionDetail extends SessionSummary {
  /** The plan day's modules with targets progressed from the logs (empty for a free session). */
  modules: WorkoutModule[]
  setLogs: SetLog[]
  previous: PreviousPerformance[]
  note: string
}

export interface SyncResult {
  /** Every session and set of the request, as the server now holds them. */
  sessions: SessionSummary[]
  sets: SetLog[]
}

export interface FinishResult {
  session: SessionDetail
  /** Records set in this session. */
  records: MoveRecord[]
  /** Achievements or levels first earned by this session. */
  earned: Achievement[]
}

// ---- Logs ----

export interface LogDay {
  date: string
  sessions: SessionSummary[]
  sets: number
  volumeKg: number
  durationSec: number
  muscles: MuscleGroup[]
}

export interface MuscleVolume {
  /** Monday of the week. */
  weekStart: string
  muscle: MuscleGroup
  sets: number
  volumeKg: number
}

/** e1RM by Epley (load × (1 + reps/30), sets of 1-12 reps); records are per move. */
export interface MoveRecord {
  moveId: number
  moveName: string
  unit: LoadUnit
  e1rmKg: number | null
  bestLoadKg: number | null
  bestReps: number | null
  bestVolumeKg: number | null
  longestSec: number | null
  longestM: number | null
  achievedAt: string
}

export interface MoveHistoryPoint {
  date: string
  e1rmKg: number | null
  topLoadKg: number | null
  volumeKg: number
  sets: number
}

export interface MoveHistory {
  move: MoveSummary
  record: MoveRecord | null
  points: MoveHistoryPoint[]
}

export interface CsvExport {
  filename: string
  /** UTF-8 text with a BOM, one row per set. */
  csv: string
}

// ---- Achievements ----

export interface AchievementLevel {
  level: number
  /** What reaching it takes, in the achievement's measure (sessions, kg, days, records, minutes). */
  threshold: number
  earnedAt: string | null
}

export interface Achievement {
  code: string
  kind: AchievementKind
  name: string
  description: string
  icon: string
  /** Shown only once earned until then. */
  hidden: boolean
  levels: AchievementLevel[]
  /** Highest level earned (0: none). */
  level: number
  /** Current value of its measure. */
  progress: number
  earnedAt: string | null
}

export interface AchievementBoard {
  achievements: Achievement[]
  /** Hidden achievements not earned yet (not listed). */
  hiddenLeft: number
}

// ---- Trainer and client ----

export interface PersonCard {
  id: number
  nickname: string
  avatar: string
}

export interface Measurement {
  id: number
  date: string
  weightKg: number | null
  bodyFatPct: number | null
  waistCm: number | null
  chestCm: number | null
  hipCm: number | null
  note: string
}

export interface ClientProfile {
  heightCm: number | null
  goals: string[]
  injuries: InjuryPart[]
  injuryNote: string
  note: string
  measurements: Measurement[]
}

export interface ClientSummary extends PersonCard {
  phoneMasked: string
  since: string
  lastTrainedAt: string | null
  /** Sessions done ÷ planned over the last 4 weeks, 0-100 (null: nothing planned). */
  adherencePct: number | null
  activePlanName: string | null
}

export interface ClientDetail extends ClientSummary {
  profile: ClientProfile
  plans: PlanSummary[]
  upcoming: Slot[]
}

export interface AdherenceWeek {
  weekStart: string
  planned: number
  done: number
}

export interface Slot {
  id: number
  startsAt: string
  endsAt: string
  status: SlotStatus
  note: string
  client: PersonCard | null
}

/** What a client sees of their trainer: only what the trainer shares. */
export interface CoachView {
  trainer: PersonCard | null
  profile: ClientProfile | null
  plans: PlanSummary[]
  booked: Slot[]
  open: Slot[]
}

export interface AssignResult {
  assigned: { clientId: number; planId: number }[]
}

// ---- Share ----

export interface SharedPlan {
  token: string
  plan: PlanDetail
  owner: PersonCard
  likes: number
  subscribers: number
  liked: boolean
  subscribed: boolean
  /** The viewer is its owner. */
  mine: boolean
}

export interface SharedPlanSummary {
  token: string
  planId: number
  name: string
  owner: PersonCard
  weeks: number
  daysPerWeek: number
  likes: number
  subscribers: number
}

export type { ReportStatus }
