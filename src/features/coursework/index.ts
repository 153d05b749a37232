// Public entry of the coursework feature (course documents and homework): nothing is shared with other features
// yet; its pages import the feature's files directly.
export { listMyHomework } from './api'
