// The training context's dependencies: the app's base. The personal-trainer tool 私教宝: moves, programs, plans,
// training logs, achievements, trainers and their clients.
import type { BaseContext } from '../base'

export type TrainingContext = BaseContext
