// The trainer tool's calls, through the endpoint definitions the server registers its routes from (types/training).
import * as api from '@contract/training/endpoints'
import * as trainerApi from '@contract/training/trainer-endpoints'
import type {
  AddClientInput, ClientListQuery, ClientProfileInput, DayOrderInput, FinishInput, LibraryListQuery, LogDaysQuery,
  MeasurementInput, MoveInput, MoveListQuery, PlanCreateInput, PlanDayInput, PlanItemInput, PlanListQuery,
  PlanModuleInput, PlannerInput, PlannerSaveInput, PlanUpdateInput, PlanWeekInput, ProgramListQuery, SessionStartInput,
  SharedListQuery, SlotInput, SwapInput, SyncInput, VolumeQuery
} from '@contract/training/schemas'
import { call } from '@/shared/request'

// Moves and libraries
export const listMoves = (query: MoveListQuery) => call(api.listMoves, { query })
export const getMove = (id: number) => call(api.getMove, { params: { id } })
export const listMoveAlternatives = (id: number) => call(api.listMoveAlternatives, { params: { id } })
export const listMuscleCounts = () => call(api.listMuscleCounts, {})
export const listLibraries = (query: LibraryListQuery) => call(api.listLibraries, { query })
export const getLibrary = (id: number) => call(api.getLibrary, { params: { id } })
export const subscribeLibrary = (id: number) => call(api.subscribeLibrary, { params: { id } })
export const unsubscribeLibrary = (id: number) => call(api.unsubscribeLibrary, { params: { id } })

// Programs
export const listPrograms = (query: ProgramListQuery) => call(api.listPrograms, { query })
export const getProgram = (id: number) => call(api.getProgram, { params: { id } })
export const unlockProgram = (code: string) => call(api.unlockProgram, { body: { code } })
export const startProgram = (id: number) => call(api.startProgram, { params: { id } })

// Planner and plans
export const proposePlan = (body: PlannerInput) => call(api.proposePlan, { body })
export const savePlannerPlan = (body: PlannerSaveInput) => call(api.savePlannerPlan, { body })
export const listPlans = (query: PlanListQuery) => call(api.listPlans, { query })
export const createPlan = (body: PlanCreateInput) => call(api.createPlan, { body })
export const getPlan = (id: number) => call(api.getPlan, { params: { id } })
export const updatePlan = (id: number, body: PlanUpdateInput) => call(api.updatePlan, { params: { id }, body })
export const deletePlan = (id: number) => call(api.deletePlan, { params: { id } })
export const copyPlan = (id: number) => call(api.copyPlan, { params: { id } })
export const getPlanProgression = (id: number) => call(api.getPlanProgression, { params: { id } })
export const addPlanWeek = (id: number, body: PlanWeekInput) => call(api.addPlanWeek, { params: { id }, body })
export const deletePlanWeek = (id: number) => call(api.deletePlanWeek, { params: { id } })
export const updatePlanDay = (id: number, body: PlanDayInput) => call(api.updatePlanDay, { params: { id }, body })
export const reorderPlanDay = (id: number, body: DayOrderInput) => call(api.reorderPlanDay, { params: { id }, body })
export const addPlanModule = (dayId: number, body: PlanModuleInput) => call(api.addPlanModule, { params: { id: dayId }, body })
export const updatePlanModule = (id: number, body: PlanModuleInput) => call(api.updatePlanModule, { params: { id }, body })
export const deletePlanModule = (id: number) => call(api.deletePlanModule, { params: { id } })
export const addPlanItems = (moduleId: number, moveIds: number[]) => call(api.addPlanItems, { params: { id: moduleId }, body: { moveIds } })
export const updatePlanItem = (id: number, body: PlanItemInput) => call(api.updatePlanItem, { params: { id }, body })
export const deletePlanItem = (id: number) => call(api.deletePlanItem, { params: { id } })

// Sessions, sync and logs
export const startSession = (body: SessionStartInput) => call(api.startSession, { body })
export const getSession = (id: number) => call(api.getSession, { params: { id } })
/** Quiet: sync runs in the background and must not toast when the network is down. */
export const syncSets = (body: SyncInput) => call(api.syncSets, { body }, { quiet: true })
export const swapSessionMove = (id: number, body: SwapInput) => call(api.swapSessionMove, { params: { id }, body }, { quiet: true })
export const finishSession = (id: number, body: FinishInput) => call(api.finishSession, { params: { id }, body })
export const listSessions = (page: number, size: number) => call(api.listSessions, { query: { page, size } })
export const listLogDays = (query: LogDaysQuery) => call(api.listLogDays, { query })
export const listMuscleVolume = (query: VolumeQuery) => call(api.listMuscleVolume, { query })
export const listRecords = () => call(api.listRecords, {})
export const getMoveHistory = (moveId: number) => call(api.getMoveHistory, { params: { id: moveId } })
export const exportLogs = () => call(api.exportLogs, {})

// Achievements
export const listAchievements = () => call(api.listAchievements, {})
export const getAchievement = (code: string) => call(api.getAchievement, { params: { code } })

// Client's side of a trainer
export const getCoach = () => call(api.getCoach, {})
export const bookSlot = (id: number) => call(api.bookSlot, { params: { id } })
export const cancelBooking = (id: number) => call(api.cancelBooking, { params: { id } })

// Share, like, subscribe
export const sharePlan = (id: number) => call(api.sharePlan, { params: { id } })
export const getSharedPlan = (token: string) => call(api.getSharedPlan, { params: { token } })
export const copySharedPlan = (token: string) => call(api.copySharedPlan, { params: { token } })
export const likeSharedPlan = (token: string, like: boolean) =>
  like ? call(api.likeSharedPlan, { params: { token } }) : call(api.unlikeSharedPlan, { params: { token } })
export const subscribeSharedPlan = (token: string, subscribe: boolean) =>
  subscribe ? call(api.subscribeSharedPlan, { params: { token } }) : call(api.unsubscribeSharedPlan, { params: { token } })
export const reportSharedPlan = (token: string, reason: string) => call(api.reportSharedPlan, { params: { token }, body: { reason } })
export const listLikedPlans = (query: SharedListQuery) => call(api.listLikedPlans, { query })
export const listSubscribedPlans = (query: SharedListQuery) => call(api.listSubscribedPlans, { query })

// Trainer
export const listClients = (query: ClientListQuery) => call(trainerApi.listClients, { query })
export const addClient = (body: AddClientInput) => call(trainerApi.addClient, { body })
export const getClient = (id: number) => call(trainerApi.getClient, { params: { id } })
export const updateClientProfile = (id: number, body: ClientProfileInput) => call(trainerApi.updateClientProfile, { params: { id }, body })
export const addClientMeasurement = (id: number, body: MeasurementInput) => call(trainerApi.addClientMeasurement, { params: { id }, body })
export const listClientLogDays = (id: number, query: LogDaysQuery) => call(trainerApi.listClientLogDays, { params: { id }, query })
export const assignPlan = (planId: number, clientIds: number[]) => call(trainerApi.assignPlan, { params: { id: planId }, body: { clientIds } })
export const listSlots = () => call(trainerApi.listSlots, { query: {} })
export const createSlot = (body: SlotInput) => call(trainerApi.createSlot, { body })
export const cancelSlot = (id: number) => call(trainerApi.cancelSlot, { params: { id } })
export const getMyLibrary = () => call(trainerApi.getMyLibrary, {})
export const addTrainerMove = (body: MoveInput) => call(trainerApi.addTrainerMove, { body })
