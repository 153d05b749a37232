// Public entry of the training context: the only file another context or the app may import.
export { trainingContext } from './plugin'
export type { TrainingContext } from './context'
