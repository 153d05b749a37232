// Public entry of the classroom context: the only file another context or the app may import.
export { classroomContext } from './plugin'
export type { ClassroomContext } from './context'
