// Namespace `trainTab` in English.
import type { Translation } from '../../translation'
import type source from './zh-Hans'

const trainTab: Translation<typeof source> = {
  today: 'Today',
  start: 'Start workout',
  resume: 'Resume workout',
  restDay: 'Rest day today',
  noPlan: 'No training plan yet',
  noPlanDesc: 'Build a week with the 10-point planner, or pick a strength program',
  unsynced: '{n} sets waiting to sync',
  week: 'This week: {sessions} workouts · {volume} kg',
  signIn: 'Sign in to start training',
  signInDesc: 'Log every set and watch your progress',
  login: 'Sign in',
  entries: {
    library: 'Moves', programs: 'Programs', planner: '10-point planner', plans: 'My plans',
    logs: 'Log', achieve: 'Achievements', clients: 'Clients', coach: 'My trainer', time: 'Sessions', liked: 'Liked plans'
  }
}

export default trainTab
