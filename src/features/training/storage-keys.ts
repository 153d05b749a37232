// Keys of what the trainer tool keeps on the device; in a file of its own so the 私教宝 tab (main package) can
// look at the device's state without loading the training code.
export const ACTIVE_WORKOUT_KEY = 'trainer-tool:activeWorkout'
export const REST_TIMER_KEY = 'trainer-tool:restTimer'
export const PENDING_SETS_KEY = 'trainer-tool:pendingSets'
