// Endpoints of the personal-trainer tool 私教宝 for the person training (any signed-in user: a learner, a client of
// a trainer, a trainer for their own training). The trainer's own endpoints are in trainer-endpoints.ts, the back
// office's in admin-endpoints.ts. docs/training.md explains the flows.
import type { Paged } from '../envelope'
import type {
  AchievementBoard, Achievement, CoachView, CsvExport, FinishResult, LibrarySummary, LogDay, MoveDetail,
  MoveHistory, MoveRecord, MoveSummary, MuscleCount, MuscleVolume, NextTarget, PlanDetail, PlannerProposal,
  PlanSummary, ProgramDetail, ProgramSummary, SessionDetail, SessionSummary, SharedPlan, SharedPlanSummary, Slot,
  SyncResult
} from './shapes'
import type {
  DayOrderInput, FinishInput, LibraryListQuery, LogDaysQuery, MoveListQuery, PlanCreateInput, PlanDayInput,
  PlanItemInput, PlanItemsInput, PlanListQuery, PlanModuleInput, PlannerInput, PlannerSaveInput, PlanUpdateInput,
  PlanWeekInput, ProgramListQuery, ReportInput, SessionListQuery, SessionStartInput, SharedListQuery, SwapInput,
  SyncInput, UnlockInput, VolumeQuery
} from './schemas'
import { define } from '../define'

// ---- Moves (动作库) ----

export const listMoves = define<{ query: MoveListQuery; response: Paged<MoveSummary> }>()({
  method: 'GET', path: '/api/training/moves', access: 'user',
  summary: 'Moves of the company library, the subscribed libraries and the user\'s own; search by name, filter by muscle, tool, unit, function part, library'
})
export const getMove = define<{ response: MoveDetail }>()({
  method: 'GET', path: '/api/training/moves/:id', access: 'user',
  summary: 'One move: muscles, cues, media, progressions and regressions, plans using it, the user\'s record'
})
export const listMoveAlternatives = define<{ response: MoveSummary[] }>()({
  method: 'GET', path: '/api/training/moves/:id/alternatives', access: 'user',
  summary: 'Moves to swap in: its progressions and regressions first, then moves for the same primary muscle and tool'
})
export const listMuscleCounts = define<{ response: MuscleCount[] }>()({
  method: 'GET', path: '/api/training/muscles', access: 'user', summary: 'Move counts per muscle group (the body map)'
})

// ---- Libraries (动作库订阅) ----

export const listLibraries = define<{ query: LibraryListQuery; response: Paged<LibrarySummary> }>()({
  method: 'GET', path: '/api/training/libraries', access: 'user', summary: 'Published move libraries (company and trainers), subscribed first'
})
export const getLibrary = define<{ response: LibrarySummary }>()({
  method: 'GET', path: '/api/training/libraries/:id', access: 'user', summary: 'One library (its moves: listMoves with libraryId)'
})
export const subscribeLibrary = define<{ response: LibrarySummary }>()({
  method: 'POST', path: '/api/training/libraries/:id/subscription', access: 'user', summary: 'Subscribe to a library (idempotent)'
})
export const unsubscribeLibrary = define<{ response: LibrarySummary }>()({
  method: 'DELETE', path: '/api/training/libraries/:id/subscription', access: 'user', summary: 'Unsubscribe (idempotent)'
})

// ---- Strength programs (力训计划) ----

export const listPrograms = define<{ query: ProgramListQuery; response: Paged<ProgramSummary> }>()({
  method: 'GET', path: '/api/training/programs', access: 'user', summary: 'Published strength programs'
})
export const getProgram = define<{ response: ProgramDetail }>()({
  method: 'GET', path: '/api/training/programs/:id', access: 'user',
  summary: 'One program: every week when unlocked (free, code redeemed or goods bought), else the first week as a preview'
})
export const unlockProgram = define<{ body: UnlockInput; response: ProgramDetail }>()({
  method: 'POST', path: '/api/training/programs/unlock', access: 'user', summary: 'Redeem an unlock code (single use) for the program it belongs to'
})
export const startProgram = define<{ response: PlanDetail }>()({
  method: 'POST', path: '/api/training/programs/:id/plan', access: 'user', summary: 'Copy an unlocked program into a plan of the user'
})

// ---- Planner (spec §9) ----

export const proposePlan = define<{ body: PlannerInput; response: PlannerProposal }>()({
  method: 'POST', path: '/api/training/planner/proposal', access: 'user',
  summary: 'Propose a weekly plan from exactly 10 points over channels, days/week, session length, tools and injuries (deterministic)'
})
export const savePlannerPlan = define<{ body: PlannerSaveInput; response: PlanDetail }>()({
  method: 'POST', path: '/api/training/planner/plans', access: 'user', summary: 'Save the proposal for the same input as a plan (the week repeated `weeks` times)'
})

// ---- Plans ----

export const listPlans = define<{ query: PlanListQuery; response: Paged<PlanSummary> }>()({
  method: 'GET', path: '/api/training/plans', access: 'user', summary: 'The user\'s plans (own, from the planner, programs, assigned by a trainer, copied), last edited first'
})
export const createPlan = define<{ body: PlanCreateInput; response: PlanDetail }>()({
  method: 'POST', path: '/api/training/plans', access: 'user', summary: 'A new plan with empty weeks and days'
})
export const getPlan = define<{ response: PlanDetail }>()({
  method: 'GET', path: '/api/training/plans/:id', access: 'user', summary: 'One plan: weeks → days → modules → moves with set targets and progression rules'
})
export const updatePlan = define<{ body: PlanUpdateInput; response: PlanDetail }>()({
  method: 'PUT', path: '/api/training/plans/:id', access: 'user', summary: 'Rename a plan, its note, template flag'
})
export const deletePlan = define<{ response: null }>()({
  method: 'DELETE', path: '/api/training/plans/:id', access: 'user', summary: 'Delete a plan (its logs stay)'
})
export const copyPlan = define<{ response: PlanDetail }>()({
  method: 'POST', path: '/api/training/plans/:id/copy', access: 'user', summary: 'Copy one of the user\'s plans'
})
export const getPlanProgression = define<{ response: NextTarget[] }>()({
  method: 'GET', path: '/api/training/plans/:id/progression', access: 'user',
  summary: 'Next targets of every move of the plan, progressed from the logs by its rule (add load/reps after success, deload after failures)'
})
export const addPlanWeek = define<{ body: PlanWeekInput; response: PlanDetail }>()({
  method: 'POST', path: '/api/training/plans/:id/weeks', access: 'user', summary: 'Add a week at the end, empty or a copy of one week'
})
export const deletePlanWeek = define<{ response: PlanDetail }>()({
  method: 'DELETE', path: '/api/training/plan-weeks/:id', access: 'user', summary: 'Remove a week (the later ones move up)'
})
export const updatePlanDay = define<{ body: PlanDayInput; response: PlanDetail }>()({
  method: 'PUT', path: '/api/training/plan-days/:id', access: 'user', summary: 'Rename a day or make it a rest day'
})
export const reorderPlanDay = define<{ body: DayOrderInput; response: PlanDetail }>()({
  method: 'PUT', path: '/api/training/plan-days/:id/order', access: 'user',
  summary: 'Reorder the modules of a day and the moves in them (a move may change module); every module and item of the day exactly once'
})
export const addPlanModule = define<{ body: PlanModuleInput; response: PlanDetail }>()({
  method: 'POST', path: '/api/training/plan-days/:id/modules', access: 'user', summary: 'Add a module (warm-up, main, superset, circuit, cool-down) at the end of a day'
})
export const updatePlanModule = define<{ body: PlanModuleInput; response: PlanDetail }>()({
  method: 'PUT', path: '/api/training/plan-modules/:id', access: 'user', summary: 'Edit a module'
})
export const deletePlanModule = define<{ response: PlanDetail }>()({
  method: 'DELETE', path: '/api/training/plan-modules/:id', access: 'user', summary: 'Remove a module and its moves'
})
export const addPlanItems = define<{ body: PlanItemsInput; response: PlanDetail }>()({
  method: 'POST', path: '/api/training/plan-modules/:id/items', access: 'user', summary: 'Add moves to a module with default targets for their unit'
})
export const updatePlanItem = define<{ body: PlanItemInput; response: PlanDetail }>()({
  method: 'PUT', path: '/api/training/plan-items/:id', access: 'user', summary: 'Set targets, note and progression rule of a plan move (or swap its move, keeping the sets)'
})
export const deletePlanItem = define<{ response: PlanDetail }>()({
  method: 'DELETE', path: '/api/training/plan-items/:id', access: 'user', summary: 'Remove a move from a module'
})

// ---- Training sessions ----

export const startSession = define<{ body: SessionStartInput; response: SessionDetail }>()({
  method: 'POST', path: '/api/training/sessions', access: 'user',
  summary: 'Start a session (from a plan day, or free) by a client UUID: the same UUID again answers the same session'
})
export const listSessions = define<{ query: SessionListQuery; response: Paged<SessionSummary> }>()({
  method: 'GET', path: '/api/training/sessions', access: 'user', summary: 'The user\'s sessions, latest first'
})
export const getSession = define<{ response: SessionDetail }>()({
  method: 'GET', path: '/api/training/sessions/:id', access: 'user', summary: 'One session: targets, sets logged, previous performance per move'
})
export const syncSets = define<{ body: SyncInput; response: SyncResult }>()({
  method: 'POST', path: '/api/training/sync', access: 'user',
  summary: 'Store sessions and sets logged offline, idempotent by their client UUIDs (twice, or from two devices: stored once); answers what the server holds'
})
export const swapSessionMove = define<{ body: SwapInput; response: SessionDetail }>()({
  method: 'PUT', path: '/api/training/sessions/:id/swap', access: 'user', summary: 'Swap a move of an active session for another, keeping its targets'
})
export const finishSession = define<{ body: FinishInput; response: FinishResult }>()({
  method: 'POST', path: '/api/training/sessions/:id/finish', access: 'user',
  summary: 'Finish a session (idempotent): answers the records set and the achievements first earned'
})

// ---- Logs ----

export const listLogDays = define<{ query: LogDaysQuery; response: LogDay[] }>()({
  method: 'GET', path: '/api/training/logs/days', access: 'user', summary: 'History by day (default: the last 30 days)'
})
export const listMuscleVolume = define<{ query: VolumeQuery; response: MuscleVolume[] }>()({
  method: 'GET', path: '/api/training/logs/volume', access: 'user', summary: 'Sets and volume per muscle group per week (primary muscle)'
})
export const listRecords = define<{ response: MoveRecord[] }>()({
  method: 'GET', path: '/api/training/logs/records', access: 'user', summary: 'Personal records per move, e1RM by Epley'
})
export const getMoveHistory = define<{ response: MoveHistory }>()({
  method: 'GET', path: '/api/training/logs/moves/:id', access: 'user', summary: 'One move over time (chart points per day) and its record'
})
export const exportLogs = define<{ response: CsvExport }>()({
  method: 'GET', path: '/api/training/logs/export', access: 'user', summary: 'Every set logged, as CSV'
})

// ---- Achievements ----

export const listAchievements = define<{ response: AchievementBoard }>()({
  method: 'GET', path: '/api/training/achievements', access: 'user', summary: 'Achievements with levels and progress, computed from the logs; hidden ones only once earned'
})
export const getAchievement = define<{ response: Achievement }>()({
  method: 'GET', path: '/api/training/achievements/:code', access: 'user', summary: 'One achievement (a hidden one not earned yet is not found)'
})

// ---- The client's side of a trainer ----

export const getCoach = define<{ response: CoachView }>()({
  method: 'GET', path: '/api/training/coach', access: 'user', summary: 'The user\'s trainer, the profile and plans the trainer shares, booked and open slots'
})
export const bookSlot = define<{ response: Slot }>()({
  method: 'POST', path: '/api/training/coach/slots/:id/booking', access: 'user', summary: 'Book an open slot of the user\'s trainer (one client per slot)'
})
export const cancelBooking = define<{ response: Slot }>()({
  method: 'DELETE', path: '/api/training/coach/slots/:id/booking', access: 'user', summary: 'Cancel the user\'s booking of a slot'
})

// ---- Share, like, subscribe ----

export const sharePlan = define<{ response: PlanDetail }>()({
  method: 'POST', path: '/api/training/plans/:id/share', access: 'user', summary: 'Share a plan by link (creates its token once)'
})
export const unsharePlan = define<{ response: PlanDetail }>()({
  method: 'DELETE', path: '/api/training/plans/:id/share', access: 'user', summary: 'Stop sharing (the link stops working)'
})
export const getSharedPlan = define<{ response: SharedPlan }>()({
  method: 'GET', path: '/api/training/shared/:token', access: 'optional', summary: 'A shared plan by its token (hidden by the back office: not found)'
})
export const copySharedPlan = define<{ response: PlanDetail }>()({
  method: 'POST', path: '/api/training/shared/:token/copy', access: 'user', summary: 'Copy a shared plan into the user\'s plans'
})
export const likeSharedPlan = define<{ response: SharedPlan }>()({
  method: 'POST', path: '/api/training/shared/:token/like', access: 'user', summary: 'Like a shared plan (idempotent)'
})
export const unlikeSharedPlan = define<{ response: SharedPlan }>()({
  method: 'DELETE', path: '/api/training/shared/:token/like', access: 'user', summary: 'Unlike'
})
export const subscribeSharedPlan = define<{ response: SharedPlan }>()({
  method: 'POST', path: '/api/training/shared/:token/subscription', access: 'user', summary: 'Subscribe to a shared plan (follows its edits; idempotent)'
})
export const unsubscribeSharedPlan = define<{ response: SharedPlan }>()({
  method: 'DELETE', path: '/api/training/shared/:token/subscription', access: 'user', summary: 'Unsubscribe'
})
export const reportSharedPlan = define<{ body: ReportInput; response: null }>()({
  method: 'POST', path: '/api/training/shared/:token/report', access: 'user', summary: 'Report a shared plan to the back office'
})
export const listLikedPlans = define<{ query: SharedListQuery; response: Paged<SharedPlanSummary> }>()({
  method: 'GET', path: '/api/training/liked-plans', access: 'user', summary: 'Shared plans the user liked (likePlan)'
})
export const listSubscribedPlans = define<{ query: SharedListQuery; response: Paged<SharedPlanSummary> }>()({
  method: 'GET', path: '/api/training/subscribed-plans', access: 'user', summary: 'Shared plans the user subscribes to (likePlan2)'
})
