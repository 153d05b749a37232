// Wires the workout store to the server and the network: the sender (the sync endpoint, idempotent by client id),
// and the moments to send: the network coming back, the page shown again, and a slow retry while sets wait.
import Taro from '@tarojs/taro'
import { makeAutoObservable } from 'mobx'
import { syncSets } from './api'
import { workoutStore, type WorkoutStore } from './stores/workout-store'

class NetworkState {
  online = true

  constructor() {
    makeAutoObservable(this)
  }

  set(online: boolean) {
    this.online = online
  }
}

/** Whether the device believes it is online (the banner on the training screen). */
export const network = new NetworkState()

const RETRY_MS = 15000
let installed = false

export function installWorkoutSync(store: WorkoutStore = workoutStore): void {
  store.setSender(async (items) => {
    const workout = store.workout
    const sessions = workout && items.some((i) => i.payload.sessionClientId === workout.sessionClientId)
      ? [{ clientId: workout.sessionClientId, planDayId: workout.planDayId, name: workout.title, startedAt: new Date(workout.startedAt).toISOString() }]
      : []
    const result = await syncSets({ sessions, sets: items.map((i) => i.payload) })
    return result.sets.map((s) => s.clientId)
  })
  if (installed) return
  installed = true
  const onOnline = (online: boolean) => {
    network.set(online)
    if (online) void store.sync()
  }
  if (process.env.TARO_ENV === 'h5') {
    network.set(typeof navigator === 'undefined' || navigator.onLine !== false)
    window.addEventListener('online', () => onOnline(true))
    window.addEventListener('offline', () => onOnline(false))
  } else {
    Taro.getNetworkType().then((r) => network.set(r.networkType !== 'none')).catch(() => undefined)
    Taro.onNetworkStatusChange((r) => onOnline(r.isConnected))
  }
  setInterval(() => { if (store.unsynced > 0 && network.online) void store.sync() }, RETRY_MS)
}
