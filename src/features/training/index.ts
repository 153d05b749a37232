// The training feature's public entry for other features.
export { workoutStore } from './stores/workout-store'
export { installWorkoutSync, network } from './sync'
