// What the demo seed (server/seed/training) writes the training demo with: plans from trees, the achievements its
// past logs earn. Other contexts use index.ts, never this file.
export { insertPlan, emptyWeeks } from './plans/service'
export { toMoveSummary } from './moves/repo'
export { defaultProgression, defaultSets } from './plans/defaults'
export { refresh as refreshAchievements } from './achievements/service'
