// Endpoints of the trainer's side of 私教宝: clients (profile, goals, injuries, measurements, logs, adherence),
// availability and booked sessions, templates assigned to clients, and the trainer's own move library. A trainer
// sees only their own clients: another trainer's client answers like not found.
import type { Paged } from '../envelope'
import type {
  AdherenceWeek, AssignResult, ClientDetail, ClientSummary, LibrarySummary, LogDay, MoveDetail, SessionDetail,
  SessionSummary, Slot
} from './shapes'
import type {
  AddClientInput, AdherenceQuery, AssignInput, ClientListQuery, ClientProfileInput, LogDaysQuery, MeasurementInput,
  MoveInput, SessionListQuery, SlotInput, SlotRangeQuery
} from './schemas'
import { define } from '../define'

const trainer = { roles: ['trainer'] } as const

export const listClients = define<{ query: ClientListQuery; response: Paged<ClientSummary> }>()({
  method: 'GET', path: '/api/trainer/clients', access: trainer, summary: 'The trainer\'s clients with last training and 4-week adherence'
})
export const addClient = define<{ body: AddClientInput; response: ClientSummary }>()({
  method: 'POST', path: '/api/trainer/clients', access: trainer, summary: 'Take on a registered user as a client by phone (a client has one trainer)'
})
export const removeClient = define<{ response: null }>()({
  method: 'DELETE', path: '/api/trainer/clients/:id', access: trainer, summary: 'End coaching a client (their plans and logs stay theirs)'
})
export const getClient = define<{ response: ClientDetail }>()({
  method: 'GET', path: '/api/trainer/clients/:id', access: trainer, summary: 'One client: profile, goals, injuries, measurements, plans, upcoming slots'
})
export const updateClientProfile = define<{ body: ClientProfileInput; response: ClientDetail }>()({
  method: 'PUT', path: '/api/trainer/clients/:id/profile', access: trainer, summary: 'Edit a client\'s profile, goals and injuries'
})
export const addClientMeasurement = define<{ body: MeasurementInput; response: ClientDetail }>()({
  method: 'POST', path: '/api/trainer/clients/:id/measurements', access: trainer, summary: 'Record a client\'s measurements of a day (replaces that day\'s)'
})
export const listClientLogDays = define<{ query: LogDaysQuery; response: LogDay[] }>()({
  method: 'GET', path: '/api/trainer/clients/:id/logs', access: trainer, summary: 'A client\'s training history by day'
})
export const listClientSessions = define<{ query: SessionListQuery; response: Paged<SessionSummary> }>()({
  method: 'GET', path: '/api/trainer/clients/:id/sessions', access: trainer, summary: 'A client\'s sessions, latest first'
})
export const getClientSession = define<{ response: SessionDetail }>()({
  method: 'GET', path: '/api/trainer/clients/:clientId/sessions/:id', access: trainer, summary: 'One session of a client with its sets'
})
export const getClientAdherence = define<{ query: AdherenceQuery; response: AdherenceWeek[] }>()({
  method: 'GET', path: '/api/trainer/clients/:id/adherence', access: trainer, summary: 'Planned and done sessions per week (planned: training days of the client\'s trainer-assigned plans)'
})

export const assignPlan = define<{ body: AssignInput; response: AssignResult }>()({
  method: 'POST', path: '/api/trainer/plans/:id/assign', access: trainer, summary: 'Copy one of the trainer\'s plans (a template) to clients: each gets their own plan, marked as assigned by the trainer'
})

export const listSlots = define<{ query: SlotRangeQuery; response: Slot[] }>()({
  method: 'GET', path: '/api/trainer/slots', access: trainer, summary: 'The trainer\'s availability and booked sessions (default: the next 14 days)'
})
export const createSlot = define<{ body: SlotInput; response: Slot }>()({
  method: 'POST', path: '/api/trainer/slots', access: trainer, summary: 'Open a slot (optionally booked for a client at once); overlapping slots refused'
})
export const cancelSlot = define<{ response: Slot }>()({
  method: 'DELETE', path: '/api/trainer/slots/:id', access: trainer, summary: 'Cancel a slot (booked or open)'
})

export const getMyLibrary = define<{ response: LibrarySummary }>()({
  method: 'GET', path: '/api/trainer/library', access: trainer, summary: 'The trainer\'s own move library (created on first use)'
})
export const addTrainerMove = define<{ body: MoveInput; response: MoveDetail }>()({
  method: 'POST', path: '/api/trainer/moves', access: trainer, summary: 'Add a move to the trainer\'s library'
})
export const updateTrainerMove = define<{ body: MoveInput; response: MoveDetail }>()({
  method: 'PUT', path: '/api/trainer/moves/:id', access: trainer, summary: 'Edit one of the trainer\'s moves'
})
export const deleteTrainerMove = define<{ response: null }>()({
  method: 'DELETE', path: '/api/trainer/moves/:id', access: trainer, summary: 'Remove one of the trainer\'s moves from the library (plans using it keep it)'
})
