// Public entry of the learning context: the only file another context or the app may import.
export { learningContext } from './plugin'
export type { LearningContext } from './context'
