// Public entry of the about feature: what other features and pages outside the about pages may use. The goods page
// shows its teachers with these.
export { GoodsTeachers } from './components/goods-teachers'
export { useGoodsTeachers } from './use-goods-teachers'
